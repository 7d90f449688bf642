import { RESULT_COLORS, type ResultColor } from '@health-passport/domain';

/**
 * What a snapshot may publish (README "Privacy"). The rules are pure so that the property test can search for
 * a company whose published numbers give away a group smaller than the minimum.
 */
export interface SuppressionRule {
  /** No published number describes fewer people than this (at least 11). */
  min: number;
  /** Published counts are rounded to this step. */
  step: number;
}

/** The people of one result per colour band. */
export type ColourCounts = Readonly<Record<ResultColor, number>>;

export interface PublishedCell {
  color: ResultColor;
  /** Null when suppressed. */
  count: number | null;
  /** Whole percent of the measured people, from the rounded counts; null when suppressed. */
  percentage: number | null;
}

export interface PublishedRow {
  /** People with this result, rounded; null when fewer than the minimum (then nothing else is shown). */
  n: number | null;
  cells: PublishedCell[];
  /** The average value, when there are enough people and it means something for the result. */
  mean: number | null;
}

/** Rounds a count to the nearest multiple of the step (halves up). */
export function roundToStep(count: number, step: number): number {
  return Math.round(count / step) * step;
}

/** A total of people: null when it describes fewer than the minimum, else rounded. */
export function publishCount(count: number, rule: SuppressionRule): number | null {
  return count >= rule.min ? roundToStep(count, rule.step) : null;
}

/**
 * Publishes one result's colour counts. A row of fewer than `min` people shows nothing. Otherwise every band
 * of 1 to min-1 people is suppressed (primary), and then, while the suppressed bands together hold fewer than
 * `min` people, the smallest band still shown is suppressed too (complementary): the total minus the shown
 * bands, the only thing that can be worked out about the suppressed ones, then always describes at least `min`
 * people. Empty bands are shown: they describe nobody.
 */
export function publishRow(counts: ColourCounts, mean: number | null, rule: SuppressionRule): PublishedRow {
  const n = RESULT_COLORS.reduce((sum, color) => sum + counts[color], 0);
  if (n < rule.min) {
    return {
      n: null,
      mean: null,
      cells: RESULT_COLORS.map((color) => ({ color, count: null, percentage: null })),
    };
  }
  const suppressed = new Set<ResultColor>(RESULT_COLORS.filter((c) => counts[c] > 0 && counts[c] < rule.min));
  const suppressedSum = () => [...suppressed].reduce((sum, color) => sum + counts[color], 0);
  while (suppressed.size > 0 && suppressedSum() < rule.min) {
    const next = RESULT_COLORS.filter((c) => !suppressed.has(c) && counts[c] > 0).sort(
      (a, b) => counts[a] - counts[b],
    )[0];
    // Unreachable while n >= min (all bands suppressed hold n people); kept so the loop always ends.
    if (!next) break;
    suppressed.add(next);
  }
  const shownN = roundToStep(n, rule.step);
  const cells = RESULT_COLORS.map((color): PublishedCell => {
    if (suppressed.has(color)) return { color, count: null, percentage: null };
    const count = roundToStep(counts[color], rule.step);
    return { color, count, percentage: shownN > 0 ? Math.round((count / shownN) * 100) : 0 };
  });
  return { n: shownN, cells, mean };
}

/**
 * Whether a new population may be published beside an earlier snapshot of the same company: the people counted
 * in one and not the other (or counted with other data) must be none, or at least `min`, or the difference of
 * the two snapshots' numbers would describe that small group.
 */
export function differenceAllowed(changedPeople: number, min: number): boolean {
  return changedPeople === 0 || changedPeople >= min;
}

/**
 * The results whose rows wait beside an earlier snapshot that enough people in all differ from: per result, the
 * changed people with that result in either snapshot. A row whose difference would describe 1 to min-1 of them
 * shows no number.
 */
export function heldBackResults(changedPerResult: ReadonlyMap<string, number>, min: number): Set<string> {
  return new Set(
    [...changedPerResult]
      .filter(([, changed]) => !differenceAllowed(changed, min))
      .map(([resultId]) => resultId),
  );
}
