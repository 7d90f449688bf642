import { IndicatorType, type IndicatorValues } from '@health-passport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { IndicatorKindProps } from './kind';
import { colorClass, useIndicatorText } from './text';
import { ValueLine } from './ValueLine';
import { formatIndicatorNumber, isFiniteNumber, selectedIndexOf } from './values';
import styles from './Indicator.module.css';

interface Bullet {
  color?: IndicatorValues['color'];
  caption?: string;
}

/** Most options a neutral bullet bar draws from its scale (a 0-10 score has eleven). */
const MAX_SCALE_BULLETS = 11;

/** A row of bullets; the selected one is filled and larger, the previously selected one ringed. */
function BulletRow({
  bullets,
  selected,
  previous,
  selectedColor,
}: {
  bullets: Bullet[];
  selected: number | undefined;
  previous?: number;
  selectedColor?: IndicatorValues['color'];
}) {
  const showCaptions = bullets.some((bullet) => bullet.caption);
  return (
    <span className={styles.bullets}>
      {bullets.map((bullet, index) => {
        const isSelected = index === selected;
        const color = bullet.color ?? (isSelected ? selectedColor : undefined);
        return (
          <span key={index} className={styles.bulletCell}>
            <span
              className={`${styles.bullet} ${colorClass(color)}`}
              data-color={color ?? 'neutral'}
              data-selected={isSelected || undefined}
              data-previous={index === previous || undefined}
            />
            {showCaptions && (
              <span className={styles.bulletCaption} data-scale-label="">
                {bullet.caption}
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** One bullet per colour band, each in its colour; the band of the value is marked. */
export function ColorBulletBarIndicator({ values, title }: IndicatorKindProps) {
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  const ranges = values.colorRanges ?? [];
  return (
    <div
      className={styles.bulletBar}
      role="img"
      aria-label={description}
      data-indicator={IndicatorType.ColorBulletBarIndicator}
    >
      <ValueLine values={values} valueText={valueText} unit={unit} colorWord={colorWord} />
      <BulletRow
        bullets={ranges.map((range) => ({ color: range.color }))}
        selected={selectedIndexOf(ranges, values.selected, values.value)}
      />
    </div>
  );
}

/** One bullet per label band with its label; this passport's band and the previous passport's are marked. */
export function RangeBulletBarIndicator({ values, title }: IndicatorKindProps) {
  const { t } = useTranslation();
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  const ranges = values.labelRanges ?? [];
  const selected = selectedIndexOf(ranges, values.selected, values.value);
  const previous = selectedIndexOf(ranges, values.previousSelected, values.previousValues?.at(-1));
  const previousLabel = previous === undefined ? undefined : ranges[previous]?.label;
  const fullDescription = previousLabel
    ? `${description}, ${t('layout.indicator.previousResult', { label: previousLabel })}`
    : description;
  return (
    <div
      className={styles.bulletBar}
      role="img"
      aria-label={fullDescription}
      data-indicator={IndicatorType.RangeBulletBarIndicator}
    >
      <ValueLine values={values} valueText={valueText} unit={unit} colorWord={colorWord} />
      <BulletRow
        bullets={ranges.map((range) => ({ caption: range.label }))}
        selected={selected}
        previous={previous}
        selectedColor={values.color}
      />
      {previous !== undefined && (
        <span className={styles.bulletKey}>
          <span className={styles.bulletKeyEntry}>
            <span className={`${styles.bullet} ${colorClass(values.color)}`} data-selected />
            {t('layout.indicator.yourResult')}
          </span>
          <span className={styles.bulletKeyEntry}>
            <span className={styles.bullet} data-previous />
            {t('layout.indicator.previousResultKey')}
          </span>
        </span>
      )}
    </div>
  );
}

/** Neutral bullets for the options of a scale (its label bands, else its whole numbers); the chosen one marked. */
export function BulletBarIndicator({ values, title }: IndicatorKindProps) {
  const locale = useLocale();
  const { valueText, unit, description } = useIndicatorText(values, title);
  const { valueMin, valueMax } = values;
  let options: { threshold: number; label?: string }[] = values.labelRanges ?? [];
  if (options.length === 0 && isFiniteNumber(valueMin) && isFiniteNumber(valueMax)) {
    const count = Math.floor(valueMax) - Math.ceil(valueMin) + 1;
    if (count > 1 && count <= MAX_SCALE_BULLETS) {
      options = Array.from({ length: count }, (_, i) => {
        const step = Math.ceil(valueMin) + i;
        return { threshold: step, label: formatIndicatorNumber(step, locale, 0) };
      });
    }
  }
  return (
    <div
      className={styles.bulletBar}
      role="img"
      aria-label={description}
      data-indicator={IndicatorType.BulletBarIndicator}
    >
      <ValueLine
        values={{ ...values, color: undefined }}
        valueText={valueText}
        unit={unit}
        colorWord={undefined}
      />
      <BulletRow
        bullets={options.map((option) => ({ caption: option.label }))}
        selected={selectedIndexOf(options, values.selected, values.value)}
      />
    </div>
  );
}
