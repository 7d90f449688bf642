import { FOUR_COUNT_LEGEND_COLORS, IndicatorType, segmentBarWidths } from '@health-passport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { IndicatorKindProps } from './kind';
import { Legend } from './Legend';
import { colorClass } from './text';
import { formatIndicatorNumber, isFiniteNumber } from './values';
import styles from './Indicator.module.css';

/** Segment counts as given, or undefined unless every one is a non-negative number. */
export function readSegmentCounts(raw: unknown): number[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.every((count) => isFiniteNumber(count) && count >= 0) ? (raw as number[]) : undefined;
}

/**
 * The four counts (green, yellow, orange, red) as a bar of segments with their legend (§5, §9). Draws only
 * with exactly four counts; a zero count has no segment but keeps its place in the legend.
 */
export function SegmentIndicator({ title, segments }: IndicatorKindProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const counts = readSegmentCounts(segments);
  const widths = counts && segmentBarWidths(counts);
  if (!counts || !widths || widths.length === 0) return null;
  const spoken = counts.map((count, index) =>
    t('layout.legend.entry', {
      value: formatIndicatorNumber(count, locale),
      color: t(`layout.colors.${FOUR_COUNT_LEGEND_COLORS[index]!}`),
    }),
  );
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(spoken);
  return (
    <div
      className={styles.segment}
      role="img"
      aria-label={title ? `${title}: ${list}` : list}
      data-indicator={IndicatorType.SegmentIndicator}
    >
      <span className={styles.segmentBar}>
        {widths.map((segment) => {
          const color = FOUR_COUNT_LEGEND_COLORS[segment.index]!;
          return (
            <span
              key={segment.index}
              className={`${styles.band} ${colorClass(color)}`}
              style={{ width: `${segment.widthPercent}%` }}
              data-color={color}
            />
          );
        })}
      </span>
      <Legend
        indicators={counts.map((count, index) => ({ color: FOUR_COUNT_LEGEND_COLORS[index], value: count }))}
      />
    </div>
  );
}
