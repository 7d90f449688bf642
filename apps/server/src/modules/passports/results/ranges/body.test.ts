import { ResultColor } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import { computeResult, isFlagged } from '../engine.js';
import type { PersonFacts, ReferenceRange } from '../types.js';
import { expectThresholds } from './expectThresholds.js';
import { BODY_RANGES } from './body.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;
const range = (id: string): ReferenceRange => BODY_RANGES.find((r) => r.id === id)!;
const man: PersonFacts = { sex: 'Male', ageYears: 40 };
const woman: PersonFacts = { sex: 'Female', ageYears: 40 };

describe('BMI (WHO)', () => {
  it('colours each class on both sides of its threshold', () => {
    expectThresholds(range('bmi'), man, [
      [16, RED, ORANGE],
      [18.5, ORANGE, GREEN],
      [25, GREEN, YELLOW],
      [30, YELLOW, ORANGE],
      [35, ORANGE, RED],
      [40, RED, RED],
    ]);
  });

  it('computes weight over height squared, labels it, and skips or flags what it cannot score', () => {
    const result = computeResult(range('bmi'), { Body_Weight: '80', Body_Height: '180' }, man);
    expect(result).toMatchObject({
      value: 24.7,
      color: GREEN,
      label: { en: 'Healthy weight', nl: 'Gezond gewicht' },
    });
    expect(computeResult(range('bmi'), { Body_Weight: '80' }, man)).toBeUndefined();
    expect(computeResult(range('bmi'), { Body_Height: '180' }, man)).toBeUndefined();
    const flagged = computeResult(range('bmi'), { Body_Weight: '80', Body_Height: '18' }, man);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });
});

describe('waist circumference (WHO, by sex)', () => {
  // WHO: increased risk above 94 / 80 cm, substantially increased above 102 / 88 cm
  it('uses above 94 and above 102 cm for men', () => {
    expectThresholds(range('waistCircumference'), man, [
      [94.1, GREEN, YELLOW],
      [102.1, YELLOW, RED],
    ]);
  });

  it('uses above 80 and above 88 cm for women', () => {
    expectThresholds(range('waistCircumference'), woman, [
      [80.1, GREEN, YELLOW],
      [88.1, YELLOW, RED],
    ]);
  });

  it("shows a man's 94.0 cm green and 94.1 cm yellow", () => {
    const waist = (cm: string) => computeResult(range('waistCircumference'), { Body_Waist: cm }, man);
    expect(waist('94.0')).toMatchObject({ color: GREEN, label: { en: 'Low risk' } });
    expect(waist('94.1')).toMatchObject({ color: YELLOW, label: { en: 'Increased risk' } });
    expect(waist('102.0')).toMatchObject({ color: YELLOW });
    expect(waist('102.1')).toMatchObject({ color: RED });
  });

  it('scores by sex, needs the sex and flags typing errors', () => {
    expect(computeResult(range('waistCircumference'), { Body_Waist: '90' }, man)).toMatchObject({
      color: GREEN,
    });
    expect(computeResult(range('waistCircumference'), { Body_Waist: '90' }, woman)).toMatchObject({
      color: RED,
    });
    expect(
      computeResult(range('waistCircumference'), { Body_Waist: '90' }, { sex: null, ageYears: 40 }),
    ).toBe(undefined);
    expect(computeResult(range('waistCircumference'), {}, man)).toBeUndefined();
    const flagged = computeResult(range('waistCircumference'), { Body_Waist: '900' }, man);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });
});

describe('blood pressure (ESH 2023 grades)', () => {
  it('grades systolic pressure', () => {
    expectThresholds(range('systolicBloodPressure'), man, [
      [120, GREEN, GREEN],
      [130, GREEN, YELLOW],
      [140, YELLOW, ORANGE],
      [160, ORANGE, RED],
      [180, RED, RED],
    ]);
  });

  it('grades diastolic pressure', () => {
    expectThresholds(range('diastolicBloodPressure'), woman, [
      [80, GREEN, GREEN],
      [85, GREEN, YELLOW],
      [90, YELLOW, ORANGE],
      [100, ORANGE, RED],
      [110, RED, RED],
    ]);
  });

  it('labels optimal, normal, high normal and the hypertension grades', () => {
    const labels = range('systolicBloodPressure')
      .bands(man)
      .labels.map((l) => l.label.en);
    expect(labels).toEqual([
      'Optimal',
      'Normal',
      'High normal',
      'Grade 1 hypertension',
      'Grade 2 hypertension',
      'Grade 3 hypertension',
    ]);
  });

  it('averages the readings taken, skips missing ones and flags impossible ones', () => {
    const items = { BP_Systolic_1: '138', BP_Systolic_2: '142', BP_Diastolic_1: '84', BP_Diastolic_2: '85' };
    expect(computeResult(range('systolicBloodPressure'), items, man)).toMatchObject({
      value: 140,
      color: ORANGE,
    });
    // 84.5 is shown as 85 (high normal), but the category is the systolic grade 1
    expect(computeResult(range('diastolicBloodPressure'), items, man)).toMatchObject({
      value: 85,
      color: ORANGE,
    });
    expect(computeResult(range('systolicBloodPressure'), { BP_Systolic_2: '118' }, man)).toMatchObject({
      value: 118,
      color: GREEN,
    });
    expect(computeResult(range('systolicBloodPressure'), {}, man)).toBeUndefined();
    const flagged = computeResult(range('systolicBloodPressure'), { BP_Systolic_1: '1200' }, man);
    expect(flagged && isFlagged(flagged)).toBe(true);
    const low = computeResult(range('diastolicBloodPressure'), { BP_Diastolic_1: '12' }, man);
    expect(low && isFlagged(low)).toBe(true);
  });

  it('gives both readings one category, the higher grade of the two: 135/95 is grade 1', () => {
    const items = { BP_Systolic_1: '135', BP_Diastolic_1: '95' };
    const grade1 = { color: ORANGE, label: { en: 'Grade 1 hypertension', nl: 'Hypertensie graad 1' } };
    expect(computeResult(range('systolicBloodPressure'), items, man)).toMatchObject({
      value: 135,
      ...grade1,
    });
    expect(computeResult(range('diastolicBloodPressure'), items, man)).toMatchObject({
      value: 95,
      ...grade1,
    });
  });

  it('takes the systolic grade when it is the higher one, and one reading alone when the other is missing', () => {
    const isolated = { BP_Systolic_1: '165', BP_Diastolic_1: '78' };
    for (const id of ['systolicBloodPressure', 'diastolicBloodPressure']) {
      expect(computeResult(range(id), isolated, woman)).toMatchObject({
        color: RED,
        label: { en: 'Grade 2 hypertension' },
      });
    }
    expect(computeResult(range('diastolicBloodPressure'), { BP_Diastolic_1: '82' }, woman)).toMatchObject({
      color: GREEN,
      label: { en: 'Normal' },
    });
    // Both optimal stays optimal
    expect(
      computeResult(range('systolicBloodPressure'), { BP_Systolic_1: '115', BP_Diastolic_1: '75' }, woman),
    ).toMatchObject({ color: GREEN, label: { en: 'Optimal' } });
  });
});
