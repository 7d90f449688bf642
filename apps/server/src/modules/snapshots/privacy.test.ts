import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_COLORS, ResultColor } from '@health-passport/domain';
import {
  type ColourCounts,
  differenceAllowed,
  publishCount,
  publishRow,
  type PublishedRow,
  roundToStep,
  type SuppressionRule,
} from './privacy.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;
const bands = (red: number, orange: number, yellow: number, green: number): ColourCounts => ({
  [RED]: red,
  [ORANGE]: orange,
  [YELLOW]: yellow,
  [GREEN]: green,
});
const rule = (min: number, step = 1): SuppressionRule => ({ min, step });
/** The row as a reader sees it: count and percentage per colour. */
const shown = (row: PublishedRow) =>
  Object.fromEntries(row.cells.map((cell) => [cell.color, [cell.count, cell.percentage]]));

describe('one result row', () => {
  it('shows nothing for fewer people than the minimum', () => {
    const row = publishRow(bands(4, 3, 2, 1), 5.2, rule(11));
    expect(row.n).toBeNull();
    expect(row.mean).toBeNull();
    expect(row.cells.map((cell) => [cell.count, cell.percentage])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('suppresses the band that would complete two small ones', () => {
    // 5 and 5 are too small; together 10 is still too small, so the 20 goes too (else 30 - 20 = 10 shows).
    const row = publishRow(bands(20, 5, 5, 0), 5.2, rule(11));
    expect(row.n).toBe(30);
    expect(row.mean).toBe(5.2);
    expect(shown(row)).toEqual({
      [RED]: [null, null],
      [ORANGE]: [null, null],
      [YELLOW]: [null, null],
      [GREEN]: [0, 0],
    });
  });

  it('shows every band of at least the minimum', () => {
    const row = publishRow(bands(19, 11, 0, 0), null, rule(11));
    expect(row.n).toBe(30);
    expect(shown(row)).toEqual({
      [RED]: [19, 63],
      [ORANGE]: [11, 37],
      [YELLOW]: [0, 0],
      [GREEN]: [0, 0],
    });
  });

  it('suppresses only the smallest shown band needed to hide a small one', () => {
    // 3 is too small; 3 + 12 = 15 is enough, so 25 stays.
    const row = publishRow(bands(25, 12, 3, 0), null, rule(11));
    expect(row.n).toBe(40);
    expect(shown(row)).toEqual({
      [RED]: [25, 63],
      [ORANGE]: [null, null],
      [YELLOW]: [null, null],
      [GREEN]: [0, 0],
    });
  });

  it('rounds counts to the step and takes percentages from the rounded counts', () => {
    const row = publishRow(bands(12, 11, 0, 0), null, rule(11, 5));
    expect(row.n).toBe(25);
    // 10 of 25 is 40 %, not 12 of 23 (52 %): the exact count cannot be worked back from the percentage.
    expect(shown(row)).toEqual({
      [RED]: [10, 40],
      [ORANGE]: [10, 40],
      [YELLOW]: [0, 0],
      [GREEN]: [0, 0],
    });
    expect([23, 22, 13, 12, 0].map((count) => roundToStep(count, 5))).toEqual([25, 20, 15, 10, 0]);
    expect([15, 25, 14].map((count) => roundToStep(count, 10))).toEqual([20, 30, 10]);
    expect(roundToStep(17, 1)).toBe(17);
  });

  it('publishes a total only from the minimum on', () => {
    expect(publishCount(10, rule(11))).toBeNull();
    expect(publishCount(0, rule(11))).toBeNull();
    expect(publishCount(11, rule(11))).toBe(11);
    expect(publishCount(12, rule(11))).toBe(12);
    expect(publishCount(23, rule(11, 5))).toBe(25);
    expect(publishCount(19, rule(20, 5))).toBeNull();
  });

  it('allows a new snapshot beside an earlier one only when no one or at least the minimum changed', () => {
    expect(differenceAllowed(0, 11)).toBe(true);
    expect(differenceAllowed(1, 11)).toBe(false);
    expect(differenceAllowed(5, 11)).toBe(false);
    expect(differenceAllowed(10, 11)).toBe(false);
    expect(differenceAllowed(11, 11)).toBe(true);
    expect(differenceAllowed(40, 11)).toBe(true);
    expect(differenceAllowed(11, 12)).toBe(false);
  });
});

/** A person's result, per result: a colour band, or no result. */
type Outcome = ResultColor | null;
const RESULTS = 3;
const outcome = fc.constantFrom<Outcome>(...RESULT_COLORS, null);
/**
 * Per result, the outcomes people are drawn from. Repeats in a palette make some bands large and others small,
 * so that bands near the minimum, and the complementary suppression, come up often.
 */
const palettes = fc.array(fc.array(outcome, { minLength: 1, maxLength: 8 }), {
  minLength: RESULTS,
  maxLength: RESULTS,
});
/** One person's draw from each palette. */
const draws = fc.array(fc.nat(), { minLength: RESULTS, maxLength: RESULTS });
const pick = (from: Outcome[][], draw: number[]): Outcome[] =>
  from.map((palette, r) => palette[(draw[r] ?? 0) % palette.length] ?? null);

function countsOf(people: readonly Outcome[][], result: number): ColourCounts {
  const counts = bands(0, 0, 0, 0) as Record<ResultColor, number>;
  for (const person of people) {
    const colour = person[result];
    if (colour) counts[colour] += 1;
  }
  return counts;
}

/** Every set of colour bands, as the attacker may add up published numbers over any of them. */
const COLOUR_SETS: ResultColor[][] = Array.from({ length: 2 ** RESULT_COLORS.length }, (_, mask) =>
  RESULT_COLORS.filter((_, i) => mask & (2 ** i)),
).filter((set) => set.length > 0);

/**
 * Whether the number of people in the bands of `set` follows from a published row: its n, its shown counts and
 * n minus the shown counts (the suppressed bands together) are known, so the sum over a set is known exactly
 * when the set keeps the suppressed bands all in or all out.
 */
function derivable(row: PublishedRow, set: readonly ResultColor[]): boolean {
  if (row.n === null) return false;
  const suppressed = row.cells.filter((cell) => cell.count === null).map((cell) => cell.color);
  const inside = suppressed.filter((color) => set.includes(color)).length;
  return inside === 0 || inside === suppressed.length;
}

const sumOver = (counts: ColourCounts, set: readonly ResultColor[]) =>
  set.reduce((sum, color) => sum + counts[color], 0);
const describesEnough = (people: number, min: number) => people === 0 || people >= min;

describe('nothing under the threshold is derivable within a snapshot', () => {
  const company = fc.record({
    min: fc.integer({ min: 11, max: 30 }),
    step: fc.integer({ min: 1, max: 10 }),
    palettes,
    people: fc.array(draws, { maxLength: 200, size: 'max' }),
  });

  it('every number that follows exactly from a row describes no one or at least the minimum', () => {
    let complementary = 0;
    fc.assert(
      fc.property(company, ({ min, palettes: from, people }) => {
        const outcomes = people.map((draw) => pick(from, draw));
        for (let result = 0; result < RESULTS; result++) {
          const counts = countsOf(outcomes, result);
          // Step 1: the published numbers are the exact counts, the worst case for the people counted.
          const row = publishRow(counts, 1.5, rule(min));
          for (const set of COLOUR_SETS.filter((s) => derivable(row, s))) {
            expect(describesEnough(sumOver(counts, set), min)).toBe(true);
          }
          const hidden = row.cells.filter((cell) => cell.count === null && counts[cell.color] >= min);
          if (row.n !== null && hidden.length > 0) complementary++;
        }
      }),
      { numRuns: 300 },
    );
    // The generator reaches rows where a band of at least the minimum had to be hidden beside small ones.
    expect(complementary).toBeGreaterThan(0);
  });

  it('with any step, a shown band is empty or has the minimum, and a small row shows no number', () => {
    fc.assert(
      fc.property(company, ({ min, step, palettes: from, people }) => {
        const outcomes = people.map((draw) => pick(from, draw));
        for (let result = 0; result < RESULTS; result++) {
          const counts = countsOf(outcomes, result);
          const n = sumOver(counts, RESULT_COLORS);
          const row = publishRow(counts, 1.5, rule(min, step));
          for (const cell of row.cells) {
            if (cell.count !== null) expect(describesEnough(counts[cell.color], min)).toBe(true);
          }
          if (n < min) {
            expect(row).toEqual({
              n: null,
              mean: null,
              cells: RESULT_COLORS.map((color) => ({ color, count: null, percentage: null })),
            });
          } else {
            expect(row.n).toBe(roundToStep(n, step));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

interface Person {
  id: number;
  /** Changes whenever the person's data does, e.g. a new measurement. */
  dataVersion: number;
  outcomes: Outcome[];
}

describe('nothing under the threshold is derivable between two snapshots of one company', () => {
  const change = fc.record({
    who: fc.nat(),
    kind: fc.constantFrom('leaves', 'newData'),
    draw: draws,
  });
  const history = fc.record({
    min: fc.integer({ min: 11, max: 30 }),
    palettes,
    first: fc.array(draws, { maxLength: 120, size: 'max' }),
    changes: fc.array(change, { maxLength: 40, size: 'max' }),
    joined: fc.array(draws, { maxLength: 15, size: 'max' }),
  });

  /** The second population: the first with people leaving, people with new data and people joining. */
  function secondPopulation(
    first: Person[],
    changes: { who: number; kind: string; draw: number[] }[],
    joined: number[][],
    from: Outcome[][],
  ): Person[] {
    const byId = new Map(first.map((person) => [person.id, person]));
    for (const { who, kind, draw } of changes) {
      const person = byId.get(who % Math.max(first.length, 1));
      if (!person) continue;
      if (kind === 'leaves') byId.delete(person.id);
      else
        byId.set(person.id, {
          id: person.id,
          dataVersion: person.dataVersion + 1,
          outcomes: pick(from, draw),
        });
    }
    const added = joined.map((draw, i) => ({
      id: first.length + i,
      dataVersion: 1,
      outcomes: pick(from, draw),
    }));
    return [...byId.values(), ...added];
  }

  /** People counted in one snapshot and not the other, or counted with other data. */
  function changedPeople(first: Person[], second: Person[]): number {
    const key = (person: Person) => `${person.id}/${person.dataVersion}`;
    const firstKeys = new Set(first.map(key));
    const secondKeys = new Set(second.map(key));
    const changed = new Set([
      ...first.filter((p) => !secondKeys.has(key(p))).map((p) => p.id),
      ...second.filter((p) => !firstKeys.has(key(p))).map((p) => p.id),
    ]);
    return changed.size;
  }

  /** The non-zero differences between two snapshots that the attacker can work out from both. */
  function differences(first: Person[], second: Person[], min: number): number[] {
    const found: number[] = [];
    for (let result = 0; result < RESULTS; result++) {
      const before = countsOf(
        first.map((p) => p.outcomes),
        result,
      );
      const after = countsOf(
        second.map((p) => p.outcomes),
        result,
      );
      const rowBefore = publishRow(before, null, rule(min));
      const rowAfter = publishRow(after, null, rule(min));
      for (const set of COLOUR_SETS) {
        if (!derivable(rowBefore, set) || !derivable(rowAfter, set)) continue;
        // People counted alike in both add the same to both sums: the difference is the changed people's.
        const difference = sumOver(after, set) - sumOver(before, set);
        if (difference !== 0) found.push(difference);
      }
    }
    return found;
  }

  it('a second snapshot is published only when its differences describe at least the minimum', () => {
    let refusedThatWouldShow = 0;
    let publishedWithDifferences = 0;
    fc.assert(
      fc.property(history, ({ min, palettes: from, first: drawn, changes, joined }) => {
        const first = drawn.map((draw, id) => ({ id, dataVersion: 1, outcomes: pick(from, draw) }));
        const second = secondPopulation(first, changes, joined, from);
        const changed = changedPeople(first, second);
        const shownDifferences = differences(first, second, min);
        if (!differenceAllowed(changed, min)) {
          // The service publishes nothing for this snapshot.
          if (shownDifferences.length > 0) refusedThatWouldShow++;
          return;
        }
        if (shownDifferences.length > 0) {
          publishedWithDifferences++;
          expect(changed).toBeGreaterThanOrEqual(min);
        }
      }),
      { numRuns: 400 },
    );
    // Both sides of the rule come up, so a rule that allowed every snapshot would fail above.
    expect(refusedThatWouldShow).toBeGreaterThan(0);
    expect(publishedWithDifferences).toBeGreaterThan(0);
  });
});
