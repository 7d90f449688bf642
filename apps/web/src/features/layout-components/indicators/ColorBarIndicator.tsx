import { IndicatorType, type IndicatorValues } from '@health-passport/domain';
import { useLocale } from '../../../lib/i18n';
import type { IndicatorKindProps } from './kind';
import { colorClass, useIndicatorText } from './text';
import { ValueLine } from './ValueLine';
import { bandWidths, formatIndicatorNumber, pointerPercent } from './values';
import styles from './Indicator.module.css';

/**
 * The bar of colour bands with the pointer at the value's position (clamped to 5-95 %). `compact` draws the bar
 * alone (the mini bar of an indicator card); otherwise the label ranges, or the min and max labels, sit under it.
 */
export function ColorBar({ values, compact = false }: { values: IndicatorValues; compact?: boolean }) {
  const locale = useLocale();
  const colorRanges = values.colorRanges ?? [];
  const colorWidths = bandWidths(colorRanges, values.valueMin, values.valueMax);
  const labelRanges = values.labelRanges ?? [];
  const labelWidths = bandWidths(labelRanges, values.valueMin, values.valueMax);
  const scaleEnd = (label: string | undefined, end: number | undefined) =>
    label ?? (end === undefined ? undefined : formatIndicatorNumber(end, locale, values.decimals));
  const minLabel = scaleEnd(values.minLabel, values.valueMin);
  const maxLabel = scaleEnd(values.maxLabel, values.valueMax);
  return (
    <span className={compact ? styles.barCompact : styles.bar}>
      <span className={styles.track}>
        {colorRanges.length === 0 ? (
          <span className={`${styles.band} ${colorClass(undefined)}`} style={{ width: '100%' }} />
        ) : (
          colorRanges.map((range, index) => (
            <span
              key={index}
              className={`${styles.band} ${colorClass(range.color)}`}
              style={{ width: `${colorWidths[index]}%` }}
              data-color={range.color}
            />
          ))
        )}
        <span
          className={`${styles.pointer} ${colorClass(values.color)}`}
          style={{ left: `${pointerPercent(values)}%` }}
          data-pointer=""
        />
      </span>
      {!compact &&
        (labelRanges.length > 0 ? (
          <span className={styles.rangeLabels}>
            {labelRanges.map((range, index) => (
              <span key={index} className={styles.rangeLabel} style={{ width: `${labelWidths[index]}%` }}>
                {range.label}
              </span>
            ))}
          </span>
        ) : (
          (minLabel || maxLabel) && (
            <span className={styles.scaleEnds}>
              <span>{minLabel}</span>
              <span>{maxLabel}</span>
            </span>
          )
        ))}
    </span>
  );
}

/** Value, unit and label above the colour bar with its pointer. */
export function ColorBarIndicator({ values, title }: IndicatorKindProps) {
  const { valueText, unit, colorWord, description } = useIndicatorText(values, title);
  return (
    <div
      className={styles.colorBar}
      role="img"
      aria-label={description}
      data-indicator={IndicatorType.ColorBarIndicator}
    >
      <ValueLine values={values} valueText={valueText} unit={unit} colorWord={colorWord} />
      <ColorBar values={values} />
    </div>
  );
}
