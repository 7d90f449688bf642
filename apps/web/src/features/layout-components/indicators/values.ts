import {
  INDICATOR_POSITION_CLAMP,
  ResultColor,
  Trend,
  clampIndicatorPosition,
  isEnumValue,
  type ColorRange,
  type IndicatorValues,
  type LabelRange,
  type Locale,
} from '@health-passport/domain';

/**
 * Reading and measuring indicator values (passport-and-professional §3 "Indicator values"). Layout documents
 * come from the server or from static JSON, so every field is checked: a malformed field is left out rather
 * than drawn wrong.
 */

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optional = <T>(value: unknown, is: (value: unknown) => value is T): T | undefined =>
  is(value) ? value : undefined;
const isSelection = (value: unknown): value is number | string => isFiniteNumber(value) || isString(value);
const isResultColor = (value: unknown): value is ResultColor => isEnumValue(ResultColor, value);
const isTrend = (value: unknown): value is Trend => isEnumValue(Trend, value);

/** Ranges in ascending threshold order; entries without a valid threshold (or colour, or label) are dropped. */
function rangesOf<R extends { threshold: number }>(
  raw: unknown,
  read: (entry: Record<string, unknown>) => R | undefined,
) {
  if (!Array.isArray(raw)) return undefined;
  const ranges = raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const range = read(entry as Record<string, unknown>);
    return range ? [range] : [];
  });
  return ranges.sort((a, b) => a.threshold - b.threshold);
}

/** Indicator values as the components use them; anything that is not an object reads as "no value". */
export function readIndicatorValues(raw: unknown): IndicatorValues {
  if (typeof raw !== 'object' || raw === null) return { value: null };
  const v = raw as Record<string, unknown>;
  const decimals = isFiniteNumber(v.decimals) && Number.isInteger(v.decimals) ? v.decimals : undefined;
  return {
    value: isFiniteNumber(v.value) || isString(v.value) ? v.value : null,
    unit: optional(v.unit, isString),
    decimals: decimals !== undefined && decimals >= 0 && decimals <= 6 ? decimals : undefined,
    valueMin: optional(v.valueMin, isFiniteNumber),
    valueMax: optional(v.valueMax, isFiniteNumber),
    label: optional(v.label, isString),
    color: optional(v.color, isResultColor),
    position: optional(v.position, isFiniteNumber),
    opacity: optional(v.opacity, isFiniteNumber),
    previousValues: Array.isArray(v.previousValues) ? v.previousValues.filter(isFiniteNumber) : undefined,
    trend: optional(v.trend, isTrend),
    colorRanges: rangesOf<ColorRange>(v.colorRanges, (r) =>
      isResultColor(r.color) && isFiniteNumber(r.threshold)
        ? { color: r.color, threshold: r.threshold }
        : undefined,
    ),
    labelRanges: rangesOf<LabelRange>(v.labelRanges, (r) =>
      isString(r.label) && isFiniteNumber(r.threshold)
        ? { label: r.label, threshold: r.threshold }
        : undefined,
    ),
    selected: optional(v.selected, isSelection),
    previousSelected: optional(v.previousSelected, isSelection),
    count: optional(v.count, isFiniteNumber),
    minLabel: optional(v.minLabel, isString),
    maxLabel: optional(v.maxLabel, isString),
  };
}

/** A number in the active locale with the indicator's decimals (24,3 in nl-NL; 24.3 in en-US). */
export function formatIndicatorNumber(value: number, locale: Locale, decimals?: number): string {
  const options: Intl.NumberFormatOptions =
    decimals === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(locale, options).format(value);
}

/** The value as shown: a formatted number, a text as given, or undefined when there is none. */
export function formatIndicatorValue(values: IndicatorValues, locale: Locale): string | undefined {
  if (isFiniteNumber(values.value)) return formatIndicatorNumber(values.value, locale, values.decimals);
  if (isString(values.value) && values.value.trim() !== '') return values.value;
  return undefined;
}

/**
 * Where the pointer sits, in percent of the bar, clamped to 5-95 % (§4): the given position, else the value's
 * place between valueMin and valueMax, else the middle of the bar.
 */
export function pointerPercent(values: IndicatorValues): number {
  const { position, value, valueMin, valueMax } = values;
  let fraction = position;
  if (fraction === undefined && isFiniteNumber(value) && valueMin !== undefined && valueMax !== undefined) {
    fraction = valueMax > valueMin ? (value - valueMin) / (valueMax - valueMin) : undefined;
  }
  const middle = (INDICATOR_POSITION_CLAMP.min + INDICATOR_POSITION_CLAMP.max) / 2;
  return Math.round(clampIndicatorPosition(fraction ?? middle) * 10000) / 100;
}

/** Index of the band a value falls in: the last whose threshold it reaches (the first for lower values). */
export function bandIndexOf(ranges: readonly { threshold: number }[], value: number): number {
  let index = 0;
  ranges.forEach((range, i) => {
    if (value >= range.threshold) index = i;
  });
  return index;
}

/**
 * The width of each band in percent of the scale valueMin..valueMax; equal widths when the scale is unknown
 * or the thresholds do not fit in it.
 */
export function bandWidths(
  ranges: readonly { threshold: number }[],
  valueMin?: number,
  valueMax?: number,
): number[] {
  const percent = (share: number) => Math.round(share * 10000) / 100;
  const equal = ranges.map(() => percent(1 / ranges.length));
  if (valueMin === undefined || valueMax === undefined || valueMax <= valueMin) return equal;
  const clamp = (n: number) => Math.min(valueMax, Math.max(valueMin, n));
  const widths = ranges.map((range, i) => {
    const end = i + 1 < ranges.length ? ranges[i + 1]!.threshold : valueMax;
    return percent((clamp(end) - clamp(range.threshold)) / (valueMax - valueMin));
  });
  return widths.some((width) => width <= 0) ? equal : widths;
}

/**
 * Which of a row of bands or options is chosen: `selected` as an index or as the band's label or colour, else
 * the band the numeric value falls in; undefined when neither says.
 */
export function selectedIndexOf(
  ranges: readonly { threshold: number; label?: string; color?: string }[],
  selected: number | string | undefined,
  value?: IndicatorValues['value'],
): number | undefined {
  if (ranges.length === 0) return undefined;
  if (isFiniteNumber(selected) && Number.isInteger(selected) && selected >= 0 && selected < ranges.length) {
    return selected;
  }
  if (isString(selected)) {
    const index = ranges.findIndex((range) => range.label === selected || range.color === selected);
    if (index >= 0) return index;
  }
  return isFiniteNumber(value) ? bandIndexOf(ranges, value) : undefined;
}
