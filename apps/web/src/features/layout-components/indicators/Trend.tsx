import { Trend, type IndicatorValues } from '@health-passport/domain';
import { useTranslation } from 'react-i18next';
import { colorClass, hasTrend } from './text';
import styles from './Trend.module.css';

const TREND_LOOK: Record<Trend, { color: 'green' | 'red' | 'neutral'; direction: 'up' | 'down' | 'flat' }> = {
  [Trend.GREEN_UP]: { color: 'green', direction: 'up' },
  [Trend.GREEN_DOWN]: { color: 'green', direction: 'down' },
  [Trend.RED_UP]: { color: 'red', direction: 'up' },
  [Trend.RED_DOWN]: { color: 'red', direction: 'down' },
  [Trend.WHITE_NEUTRAL]: { color: 'neutral', direction: 'flat' },
};

const ARROW_PATH = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  flat: 'M5 12h14M13 6l6 6-6 6',
};

/** The trend against the previous passport: an arrow in the trend's colour and the sentence that says it. */
export function TrendNote({ values }: { values: IndicatorValues }) {
  const { t } = useTranslation();
  if (!hasTrend(values)) return null;
  const { color, direction } = TREND_LOOK[values.trend];
  return (
    <p className={`${styles.trend} ${colorClass(color)}`} data-trend={values.trend}>
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ARROW_PATH[direction]} />
      </svg>
      <span>{t(`layout.trend.${values.trend}`)}</span>
    </p>
  );
}
