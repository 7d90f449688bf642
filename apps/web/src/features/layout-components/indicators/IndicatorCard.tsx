import { IndicatorType } from '@health-passport/domain';
import { ColorBar } from './ColorBarIndicator';
import type { IndicatorKindProps } from './kind';
import { useIndicatorText } from './text';
import { TrendNote } from './Trend';
import { ValueLine } from './ValueLine';
import styles from './Indicator.module.css';

/** A card: what the value is of, the value large with unit and label, a mini colour bar and the trend. */
export function IndicatorCard({ values, title }: IndicatorKindProps) {
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  return (
    <div className={styles.card} data-indicator={IndicatorType.IndicatorCard}>
      {title && (
        <p className={styles.cardTitle} aria-hidden="true">
          {title}
        </p>
      )}
      <div role="img" aria-label={description} className={styles.cardBody}>
        <ValueLine values={values} valueText={valueText} unit={unit} colorWord={colorWord} size="large" />
        <ColorBar values={values} compact />
      </div>
      <TrendNote values={values} />
    </div>
  );
}
