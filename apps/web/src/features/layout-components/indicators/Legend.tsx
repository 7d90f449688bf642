import { FOUR_COUNT_LEGEND_COLORS, ResultColor, isEnumValue } from '@health-passport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { colorClass, dotClass } from './text';
import { formatIndicatorNumber, isFiniteNumber } from './values';
import styles from './Legend.module.css';

export interface LegendEntry {
  color: ResultColor;
  value: number | string;
}

/** Entries as a layout gives them (properties.indicators); malformed ones are left out. */
export function readLegendEntries(raw: unknown): LegendEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { color, value } = (entry ?? {}) as Record<string, unknown>;
    const validValue = isFiniteNumber(value) || typeof value === 'string';
    return isEnumValue(ResultColor, color) && validValue ? [{ color, value }] : [];
  });
}

/**
 * A legend of coloured values (§9): each dot carries its value and its colour's word. A legend of exactly four
 * counts is always green, yellow, orange, red in that order.
 */
export function Legend({ indicators, label }: { indicators: unknown; label?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = readLegendEntries(indicators);
  if (entries.length === 0) return null;
  const fourCounts = entries.length === FOUR_COUNT_LEGEND_COLORS.length;
  return (
    <ul className={styles.legend} aria-label={label}>
      {entries.map((entry, index) => {
        const color = fourCounts ? FOUR_COUNT_LEGEND_COLORS[index]! : entry.color;
        const value = isFiniteNumber(entry.value) ? formatIndicatorNumber(entry.value, locale) : entry.value;
        return (
          <li key={index} className={`${styles.entry} ${colorClass(color)}`} data-color={color}>
            <span className={dotClass} aria-hidden="true" />
            <span className={styles.value}>{value}</span>
            <span className={styles.word}>{t(`layout.colors.${color}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
