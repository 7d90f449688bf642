import { describe, expect, it } from 'vitest';
import { labelOf, rounded } from './engine.js';
import { GUIDELINE_CUT_OFFS, type GuidelineCutOff } from './guidelineCutoffs.js';
import { REFERENCE_TABLE } from './referenceTable.js';
import type { PersonFacts, ReferenceRange } from './types.js';

const rangeOf = (id: string): ReferenceRange => {
  const range = REFERENCE_TABLE.find((r) => r.id === id);
  if (!range) throw new Error(`no range ${id}`);
  return range;
};
const samePerson = (a: PersonFacts, b: PersonFacts) => a.sex === b.sex && a.ageYears === b.ageYears;

/**
 * The shown values on either side of a cut-off: the highest one that stays below it and the lowest one above it,
 * at the range's decimals (values are rounded to them before they are compared).
 */
function sidesOf(cutOff: GuidelineCutOff, decimals: number) {
  const scale = 10 ** decimals;
  const value = cutOff.value * (cutOff.toRangeUnit ?? 1) * scale;
  const step = 1 / scale;
  // A tiny margin keeps 94 * 10 = 940.0000000001 on its own grid point.
  const lastBelow =
    cutOff.sense === '>=' ? (Math.ceil(value - 1e-6) - 1) / scale : Math.floor(value + 1e-6) / scale;
  return { lastBelow: rounded(lastBelow, decimals), firstAbove: rounded(lastBelow + step, decimals), step };
}

const labelAt = (range: ReferenceRange, person: PersonFacts, value: number) =>
  labelOf(rounded(value, range.decimals), range.bands(person).labels)?.en;

describe('every range against the guidelines’ cut-offs', () => {
  for (const cutOff of GUIDELINE_CUT_OFFS) {
    const range = rangeOf(cutOff.range);
    const who = `${cutOff.person.sex} ${cutOff.person.ageYears}`;
    it(`${cutOff.range} (${who}): ${cutOff.says} [${cutOff.source}]`, () => {
      const { lastBelow, firstAbove, step } = sidesOf(cutOff, range.decimals);
      const below = labelAt(range, cutOff.person, lastBelow);
      const above = labelAt(range, cutOff.person, firstAbove);
      expect(below, `${lastBelow} and ${firstAbove} fall in different bands`).not.toBe(above);
      // One shown step further out stays in the same band, unless the next cut-off lies right there.
      const neighbours = GUIDELINE_CUT_OFFS.filter(
        (other) =>
          other !== cutOff && other.range === cutOff.range && samePerson(other.person, cutOff.person),
      ).map((other) => sidesOf(other, range.decimals));
      if (!neighbours.some((n) => n.firstAbove === lastBelow)) {
        expect(labelAt(range, cutOff.person, lastBelow - step), `${lastBelow - step}`).toBe(below);
      }
      if (!neighbours.some((n) => n.lastBelow === firstAbove)) {
        expect(labelAt(range, cutOff.person, firstAbove + step), `${firstAbove + step}`).toBe(above);
      }
    });
  }

  it('lists every range of the table, with every boundary each listed person’s bands have', () => {
    for (const range of REFERENCE_TABLE) {
      const cutOffs = GUIDELINE_CUT_OFFS.filter((c) => c.range === range.id);
      expect(cutOffs.length, `${range.id} has no guideline cut-offs`).toBeGreaterThan(0);
      const people = cutOffs
        .map((c) => c.person)
        .filter((person, i, all) => all.findIndex((p) => samePerson(p, person)) === i);
      for (const person of people) {
        const bands = range.bands(person);
        // Where each band starts, as the first shown value in it (-1.645 at two decimals is -1.64).
        const scale = 10 ** range.decimals;
        const shown = (from: number) => rounded(Math.ceil(from * scale - 1e-6) / scale, range.decimals);
        const boundaries = bands.labels.slice(1).map((b) => shown(b.from!));
        const expected = cutOffs
          .filter((c) => samePerson(c.person, person))
          .map((c) => sidesOf(c, range.decimals).firstAbove)
          .sort((a, b) => a - b);
        expect(boundaries, `${range.id} ${JSON.stringify(person)}`).toEqual(expected);
        // A colour changes only where a label does.
        for (const colour of bands.colors.slice(1)) expect(boundaries).toContain(shown(colour.from!));
      }
    }
  });
});
