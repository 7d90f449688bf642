import type { ResultColor } from '@health-passport/domain';
import { Trend } from '@health-passport/domain';
import type {
  Bands,
  ColourBand,
  FlaggedValue,
  LabelBand,
  MinorsRule,
  PersonFacts,
  ReferenceRange,
  Result,
} from './types.js';

/** True when `value` lies in the band [from, to). */
export function inBand(value: number, band: { from: number | null; to: number | null }): boolean {
  return (band.from === null || value >= band.from) && (band.to === null || value < band.to);
}

/** The colour of a value; the bands cover the whole scale, so there always is one. */
export function colorOf(value: number, bands: readonly ColourBand[]): ResultColor {
  const band = bands.find((b) => inBand(value, b));
  if (!band) throw new Error(`no colour band holds ${value}`);
  return band.color;
}

export function labelOf(value: number, labels: readonly LabelBand[]) {
  return labels.find((b) => inBand(value, b))?.label ?? null;
}

/** Where the value sits on the scale, 0 to 1 (unclamped; the indicator clamps to 5-95 %). */
export function positionOf(value: number, scale: Bands['scale']): number {
  if (scale.max === scale.min) return 0.5;
  return Math.min(1, Math.max(0, (value - scale.min) / (scale.max - scale.min)));
}

/** Rounds to the range's decimals, so what is shown is what is compared. */
export function rounded(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * The trend against the previous passport: no change (or no previous value) is neutral; otherwise the arrow
 * points the way the value moved and is green when that is the better way.
 */
export function trendOf(current: number, previous: number | null, higherIsBetter: boolean): Trend {
  if (previous === null || current === previous) return Trend.WHITE_NEUTRAL;
  const up = current > previous;
  const better = up === higherIsBetter;
  if (up) return better ? Trend.GREEN_UP : Trend.RED_UP;
  return better ? Trend.GREEN_DOWN : Trend.RED_DOWN;
}

/** From this age the adult cut-offs of the guidelines apply. */
export const ADULT_AGE = 18;

/** The rule of a range without one of its own: no colour under 18, whatever the adult bands say. */
export const DEFAULT_MINORS_RULE: MinorsRule = Object.freeze({
  rule: 'notRated',
  below: ADULT_AGE,
  source:
    'No paediatric reference in this table: the cut-offs of the source are for adults and apply from 18 years.',
});

export const minorsRuleOf = (range: Pick<ReferenceRange, 'minors'>): MinorsRule =>
  range.minors ?? DEFAULT_MINORS_RULE;

/**
 * Whether the range may colour a value of someone this age. Without a known age the adult bands apply, as they
 * did before ranges knew about age.
 */
export function ratesAge(range: Pick<ReferenceRange, 'minors'>, ageYears: number | null): boolean {
  if (ageYears === null) return true;
  const rule = minorsRuleOf(range);
  if (ageYears >= rule.below) return true;
  return rule.rule === 'paediatric' && ageYears >= rule.from;
}

/**
 * One result of a passport: undefined when its inputs are missing, a FlaggedValue when the value cannot be
 * real or the person is too young for the range's reference, else the scored result with its trend against the previous passport's items.
 */
export function computeResult(
  range: ReferenceRange,
  items: Readonly<Record<string, string>>,
  person: PersonFacts,
  previousItems?: Readonly<Record<string, string>>,
): Result | FlaggedValue | undefined {
  const raw = range.value(items, person);
  if (raw === undefined || !Number.isFinite(raw)) return undefined;
  const value = rounded(raw, range.decimals);
  if (value < range.plausible.min || value > range.plausible.max) {
    return { id: range.id, value, reason: 'implausible' };
  }
  if (!ratesAge(range, person.ageYears)) return { id: range.id, value, reason: 'notRatedForAge' };
  const bands = range.bands(person);
  const previousRaw = previousItems ? range.value(previousItems, person) : undefined;
  const previous =
    previousRaw !== undefined &&
    Number.isFinite(previousRaw) &&
    previousRaw >= range.plausible.min &&
    previousRaw <= range.plausible.max
      ? rounded(previousRaw, range.decimals)
      : null;
  const category = range.category?.(items, person);
  const label = category ? category.label : labelOf(value, bands.labels);
  const estimated = range.estimated?.(items) === true;
  return {
    id: range.id,
    value,
    unit: range.unit,
    color: category?.color ?? colorOf(value, bands.colors),
    position: positionOf(value, bands.scale),
    bands,
    // An estimate says so wherever its label is shown.
    label: estimated && label ? { en: `${label.en} (estimate)`, nl: `${label.nl} (schatting)` } : label,
    trend: trendOf(value, previous, range.higherIsBetter),
    previousValue: previous,
    ...(estimated ? { estimated } : {}),
  };
}

export function isFlagged(result: Result | FlaggedValue): result is FlaggedValue {
  return 'reason' in result;
}

/** A number from a stored answer or measurement ("23.5", "23,5"); undefined when it is none. */
export function numberOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/**
 * Checks that bands cover the whole number line without gaps or overlaps, in ascending order: the first
 * starts open, the last ends open, and each `to` is the next `from`.
 */
export function checkBands(bands: readonly { from: number | null; to: number | null }[]): string | null {
  if (bands.length === 0) return 'no bands';
  if (bands[0]!.from !== null) return 'the first band must start open';
  if (bands.at(-1)!.to !== null) return 'the last band must end open';
  for (let i = 1; i < bands.length; i += 1) {
    if (bands[i - 1]!.to !== bands[i]!.from) return `gap or overlap before band ${i}`;
  }
  return null;
}
