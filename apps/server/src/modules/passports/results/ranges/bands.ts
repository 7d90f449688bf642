import type { ResultColor } from '@health-passport/domain';
import { numberOf, rounded } from '../engine.js';
import type { Bands, ColourBand, LabelBand, PersonFacts, Texts } from '../types.js';

/** One grade of a guideline: its colour and its label in both languages. */
export interface Grade {
  color: ResultColor;
  label: Texts;
}

export const grade = (color: ResultColor, en: string, nl: string): Grade => ({ color, label: { en, nl } });

/**
 * Bands from a guideline's grades, lowest first, and the thresholds between them: grade i holds the values from
 * threshold i-1 (inclusive) up to threshold i (exclusive). A threshold lower than the one before it is raised to
 * it, and a grade left empty that way is dropped, so the bands never overlap or leave gaps (norms of older age
 * bands can make a percentile fall under a fixed cut-off).
 */
export function graded(
  grades: readonly Grade[],
  thresholds: readonly number[],
  scale: Bands['scale'],
): Bands {
  if (grades.length !== thresholds.length + 1) {
    throw new Error(`${grades.length} grades need ${grades.length - 1} thresholds, not ${thresholds.length}`);
  }
  const rising: number[] = [];
  for (const t of thresholds) rising.push(Math.max(t, rising.at(-1) ?? t));
  const colors: ColourBand[] = [];
  const labels: LabelBand[] = [];
  grades.forEach((g, i) => {
    const from = i === 0 ? null : rising[i - 1]!;
    const to = i === rising.length ? null : rising[i]!;
    if (from !== null && to !== null && to <= from) return;
    colors.push({ color: g.color, from, to });
    labels.push({ label: g.label, from, to });
  });
  return { colors, labels, scale };
}

/**
 * The first shown value above a guideline's "greater than" cut-off. Values are rounded to the range's decimals
 * before they are compared, so "above 94 cm" at one decimal starts at 94.1 and 94.0 itself stays below it.
 */
export const above = (cutOff: number, decimals: number): number =>
  rounded(cutOff + 10 ** -decimals, decimals);

/** The grade a value falls in: the index of the first threshold above it (bands hold [from, to)). */
export const gradeIndex = (value: number, thresholds: readonly number[]): number => {
  const index = thresholds.findIndex((t) => value < t);
  return index === -1 ? thresholds.length : index;
};

/** The thresholds of a set of colour bands: where each band after the first starts. */
export function thresholdsOf(bands: Bands): number[] {
  return bands.colors.slice(1).map((b) => b.from!);
}

/** A measured number by dataKey. */
export const measured = (items: Readonly<Record<string, string>>, key: string): number | undefined =>
  numberOf(items[key]);

/** The mean of the readings that are there (e.g. two blood pressure readings); undefined when none is. */
export function meanOf(values: readonly (number | undefined)[]): number | undefined {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length === 0 ? undefined : present.reduce((a, b) => a + b, 0) / present.length;
}

/**
 * The value for the person's sex. Ranges that differ by sex give no value without a sex (their `value` returns
 * undefined), so the female thresholds only draw the bands of a person whose sex is unknown.
 */
export const bySex = <T>(person: PersonFacts, values: { male: T; female: T }): T =>
  person.sex === 'Male' ? values.male : values.female;

/** Whether the person facts a sex-specific range needs are there. */
export const hasSex = (person: PersonFacts): boolean => person.sex !== null;
