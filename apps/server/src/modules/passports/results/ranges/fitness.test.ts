import { ResultColor } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import { colorOf, computeResult, isFlagged } from '../engine.js';
import type { PersonFacts, ReferenceRange } from '../types.js';
import { thresholdsOf } from './bands.js';
import { expectThresholds } from './expectThresholds.js';
import { FITNESS_RANGES } from './fitness.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;
const range = (id: string): ReferenceRange => FITNESS_RANGES.find((r) => r.id === id)!;
const person = (sex: 'Male' | 'Female', ageYears: number): PersonFacts => ({ sex, ageYears });

/** VO2max rows: the 10th, 25th, 50th and 75th percentile with the colours on each side. */
const vo2Rows = (
  p10: number,
  p25: number,
  p50: number,
  p75: number,
): [number, ResultColor, ResultColor][] => [
  [p10, RED, ORANGE],
  [p25, ORANGE, YELLOW],
  [p50, YELLOW, GREEN],
  [p75, GREEN, GREEN],
];

describe('VO2max (FRIEND 2022)', () => {
  it('grades a treadmill test by the percentiles of every decade, for men and women', () => {
    const treadmill: [number, PersonFacts, [number, number, number, number]][] = [
      [20, person('Male', 20), [28.8, 37.3, 45.4, 52.6]],
      [30, person('Male', 39), [25.0, 31.3, 38.6, 46.5]],
      [40, person('Male', 40), [22.9, 28.4, 34.8, 41.8]],
      [50, person('Male', 55), [19.2, 23.9, 29.4, 35.5]],
      [60, person('Male', 60), [16.1, 19.7, 24.4, 29.9]],
      [70, person('Male', 79), [13.6, 16.8, 20.6, 25.0]],
      [80, person('Male', 80), [13.2, 15.9, 17.7, 20.9]],
      [20, person('Female', 29), [22.2, 28.6, 35.6, 42.2]],
      [30, person('Female', 30), [19.2, 23.1, 28.3, 34.5]],
      [40, person('Female', 45), [17.4, 21.3, 25.9, 30.9]],
      [50, person('Female', 50), [16.6, 19.5, 23.1, 27.3]],
      [60, person('Female', 69), [13.5, 16.4, 19.4, 23.1]],
      [70, person('Female', 70), [12.3, 14.8, 17.1, 20.0]],
      [80, person('Female', 89), [11.4, 12.8, 15.1, 17.2]],
    ];
    for (const [, p, [p10, p25, p50, p75]] of treadmill) {
      expectThresholds(range('vo2max'), p, vo2Rows(p10, p25, p50, p75));
    }
  });

  it('uses the youngest decade under 20 and the oldest from 90', () => {
    expect(range('vo2max').bands(person('Male', 18))).toEqual(range('vo2max').bands(person('Male', 25)));
    expect(range('vo2max').bands(person('Female', 93))).toEqual(range('vo2max').bands(person('Female', 85)));
  });

  it('grades a cycle ergometer test by the cycle percentiles', () => {
    expectThresholds(range('vo2maxCycle'), person('Male', 45), vo2Rows(20.0, 22.8, 27.5, 32.6));
    expectThresholds(range('vo2maxCycle'), person('Female', 35), vo2Rows(15.2, 17.9, 21.5, 25.8));
    expectThresholds(range('vo2maxCycle'), person('Female', 62), vo2Rows(12.5, 14.2, 15.9, 18.1));
  });

  it('chooses the norms by protocol, needs sex and age, and flags typing errors', () => {
    const man = person('Male', 45);
    const cycle = { Exercise_Protocol: 'cycleRamp', Exercise_VO2max: '30' };
    const treadmill = { Exercise_Protocol: 'treadmillBruce', Exercise_VO2max: '30' };
    expect(computeResult(range('vo2maxCycle'), cycle, man)).toMatchObject({ value: 30, color: GREEN });
    expect(computeResult(range('vo2max'), cycle, man)).toBeUndefined();
    expect(computeResult(range('vo2max'), treadmill, man)).toMatchObject({ value: 30, color: YELLOW });
    expect(computeResult(range('vo2maxCycle'), treadmill, man)).toBeUndefined();
    expect(computeResult(range('vo2max'), { Exercise_VO2max: '30' }, man)).toMatchObject({ color: YELLOW });
    expect(
      computeResult(range('vo2maxCycle'), { ...cycle, Exercise_Protocol: 'astrand' }, man),
    ).toMatchObject({
      color: GREEN,
    });
    expect(computeResult(range('vo2max'), treadmill, { sex: null, ageYears: 45 })).toBeUndefined();
    expect(computeResult(range('vo2max'), treadmill, { sex: 'Male', ageYears: null })).toBeUndefined();
    expect(computeResult(range('vo2max'), { Exercise_Protocol: 'treadmillBruce' }, man)).toBeUndefined();
    const flagged = computeResult(range('vo2max'), { Exercise_VO2max: '300' }, man);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });

  it('shows a VO2max from the submaximal Åstrand test as an estimate, a measured one as it is', () => {
    const man = person('Male', 45);
    const astrand = { Exercise_Protocol: 'astrand', Exercise_VO2max: '30' };
    expect(computeResult(range('vo2maxCycle'), astrand, man)).toMatchObject({
      estimated: true,
      label: { en: 'Above average (estimate)', nl: 'Boven gemiddeld (schatting)' },
    });
    const ramp = computeResult(range('vo2maxCycle'), { ...astrand, Exercise_Protocol: 'cycleRamp' }, man);
    expect(ramp).toMatchObject({ label: { en: 'Above average' } });
    expect(ramp).not.toHaveProperty('estimated');
  });
});

describe('spirometry (GLI-2012 lower limit of normal)', () => {
  const anyone = person('Female', 40);

  it('marks FEV1/FVC and FVC below z = -1.645 as below the lower limit of normal', () => {
    for (const id of ['fev1FvcZScore', 'fvcZScore']) {
      const bands = range(id).bands(anyone);
      expect(thresholdsOf(bands)).toEqual([-1.645]);
      // Values are shown with two decimals: -1.65 is below the limit, -1.64 is not
      expect(colorOf(-1.65, bands.colors), id).toBe(ORANGE);
      expect(colorOf(-1.645, bands.colors), id).toBe(GREEN);
      expect(colorOf(-1.64, bands.colors), id).toBe(GREEN);
    }
  });

  it('grades FEV1 by the ERS/ATS 2022 severity steps', () => {
    const bands = range('fev1ZScore').bands(anyone);
    expect(thresholdsOf(bands)).toEqual([-4, -2.5, -1.645]);
    expect(colorOf(-4.01, bands.colors)).toBe(RED);
    expect(colorOf(-4, bands.colors)).toBe(ORANGE);
    expect(colorOf(-2.51, bands.colors)).toBe(ORANGE);
    expect(colorOf(-2.5, bands.colors)).toBe(YELLOW);
    expect(colorOf(-1.65, bands.colors)).toBe(YELLOW);
    expect(colorOf(-1.64, bands.colors)).toBe(GREEN);
  });

  it('reads the stored z-scores, skips missing ones and flags impossible ones', () => {
    expect(computeResult(range('fev1FvcZScore'), { FEV1_FVC_Ratio_ZScore: '-2,1' }, anyone)).toMatchObject({
      value: -2.1,
      color: ORANGE,
      label: { en: 'Below the lower limit of normal (obstruction)' },
    });
    expect(computeResult(range('fev1ZScore'), { FEV1_ZScore: '0.3' }, anyone)).toMatchObject({
      color: GREEN,
    });
    expect(computeResult(range('fvcZScore'), { FVC_ZScore: '-1.2' }, anyone)).toMatchObject({ color: GREEN });
    expect(computeResult(range('fvcZScore'), {}, anyone)).toBeUndefined();
    const flagged = computeResult(range('fev1ZScore'), { FEV1_ZScore: '-14' }, anyone);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });
});

describe('grip strength (EWGSOP2 cut-off, age norms)', () => {
  it('grades men by decade: cut-off 27 kg, mean minus one SD, mean', () => {
    expectThresholds(range('gripStrength'), person('Male', 25), [
      [27, RED, ORANGE],
      [37.5, ORANGE, YELLOW],
      [47, YELLOW, GREEN],
    ]);
    expectThresholds(range('gripStrength'), person('Male', 55), [
      [27, RED, ORANGE],
      [36.6, ORANGE, YELLOW],
      [45, YELLOW, GREEN],
    ]);
    expectThresholds(range('gripStrength'), person('Male', 65), [
      [27, RED, ORANGE],
      [31.7, ORANGE, YELLOW],
      [40, YELLOW, GREEN],
    ]);
  });

  it('grades women by decade: cut-off 16 kg, mean minus one SD, mean', () => {
    expectThresholds(range('gripStrength'), person('Female', 35), [
      [16, RED, ORANGE],
      [24.6, ORANGE, YELLOW],
      [31, YELLOW, GREEN],
    ]);
    expectThresholds(range('gripStrength'), person('Female', 45), [
      [16, RED, ORANGE],
      [23.3, ORANGE, YELLOW],
      [29, YELLOW, GREEN],
    ]);
    expectThresholds(range('gripStrength'), person('Female', 62), [
      [16, RED, ORANGE],
      [18.7, ORANGE, YELLOW],
      [24, YELLOW, GREEN],
    ]);
  });

  it('drops the below-average grade where it falls under the cut-off (70 and over)', () => {
    expectThresholds(range('gripStrength'), person('Male', 75), [
      [27, RED, YELLOW],
      [33, YELLOW, GREEN],
    ]);
    expectThresholds(range('gripStrength'), person('Female', 80), [
      [16, RED, YELLOW],
      [20, YELLOW, GREEN],
    ]);
    const bands = range('gripStrength').bands(person('Female', 80));
    expect(bands.colors.map((b) => b.color)).toEqual([RED, YELLOW, GREEN]);
  });

  it('takes the stronger hand, needs sex and age, and flags typing errors', () => {
    const man = person('Male', 45);
    expect(computeResult(range('gripStrength'), { Grip_Left: '38', Grip_Right: '44.5' }, man)).toMatchObject({
      value: 44.5,
      color: YELLOW,
    });
    expect(computeResult(range('gripStrength'), { Grip_Left: '26' }, man)).toMatchObject({ color: RED });
    expect(computeResult(range('gripStrength'), { Grip_Left: '20' }, person('Female', 45))).toMatchObject({
      color: ORANGE,
    });
    expect(computeResult(range('gripStrength'), {}, man)).toBeUndefined();
    expect(
      computeResult(range('gripStrength'), { Grip_Left: '40' }, { sex: null, ageYears: 45 }),
    ).toBeUndefined();
    const flagged = computeResult(range('gripStrength'), { Grip_Right: '440' }, man);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });
});
