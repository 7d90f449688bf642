import { useRef, type CSSProperties } from 'react';
import { IndicatorType, type IndicatorValues, type LabelRange } from '@health-passport/domain';
import { useLocale } from '../../../lib/i18n';
import type { IndicatorKindProps } from './kind';
import { colorClass, useIndicatorText } from './text';
import { useStackedLabels } from './useStackedLabels';
import { ValueLine } from './ValueLine';
import { bandWidths, formatIndicatorNumber, pointerPercent } from './values';
import styles from './Indicator.module.css';

/**
 * The band labels under a bar, each over its band's share of the width but never narrower than its longest word:
 * words are not split. When the bar cannot give every label that much and keep it under its band, the labels
 * stack, one line each under a mark spanning its band; a label in the bar's second half ends where its band ends.
 */
function RangeLabels({ labels, widths }: { labels: LabelRange[]; widths: number[] }) {
  const row = useRef<HTMLSpanElement>(null);
  const stacked = useStackedLabels(row);
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return (
    <span ref={row} className={styles.rangeLabels} data-stacked={stacked || undefined}>
      {labels.map((range, index) => {
        const width = widths[index] ?? 0;
        const bandStart = starts[index] ?? 0;
        return (
          <span
            key={index}
            className={styles.rangeLabel}
            style={
              {
                flexGrow: width,
                '--band-start': `${bandStart}%`,
                '--band-width': `${width}%`,
              } as CSSProperties
            }
            data-end={bandStart + width / 2 > 50 || undefined}
            data-scale-label=""
          >
            {range.label}
          </span>
        );
      })}
    </span>
  );
}

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
          // New labels (another language) are measured afresh.
          <RangeLabels
            key={labelRanges.map((range) => range.label).join('\n')}
            labels={labelRanges}
            widths={labelWidths}
          />
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
