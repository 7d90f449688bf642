import { ResultColor } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import { computeResult, isFlagged } from '../engine.js';
import type { PersonFacts, ReferenceRange } from '../types.js';
import { expectThresholds } from './expectThresholds.js';
import { BLOOD_RANGES, ckdEpi2021 } from './blood.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;
const range = (id: string): ReferenceRange => BLOOD_RANGES.find((r) => r.id === id)!;
const man: PersonFacts = { sex: 'Male', ageYears: 50 };
const woman: PersonFacts = { sex: 'Female', ageYears: 50 };
const unknown: PersonFacts = { sex: null, ageYears: null };

/** The range reads its value from `key`, gives none without it, and flags `implausible`. */
function expectReadsAndFlags(
  id: string,
  key: string,
  sample: string,
  implausible: string,
  person = man,
  context: Record<string, string> = {},
) {
  const r = range(id);
  const result = computeResult(r, { ...context, [key]: sample }, person);
  expect(result && !isFlagged(result) && result.value, id).toBe(Number(sample));
  expect(computeResult(r, context, person), id).toBeUndefined();
  const flagged = computeResult(r, { ...context, [key]: implausible }, person);
  expect(flagged && isFlagged(flagged), id).toBe(true);
}

describe('lipids (ESC/EAS 2019)', () => {
  it('grades total cholesterol', () => {
    expectThresholds(range('totalCholesterol'), man, [
      [5, GREEN, YELLOW],
      // ESC/EAS: markedly raised above 8, so 8.0 itself is not
      [8.1, YELLOW, RED],
    ]);
    expectReadsAndFlags('totalCholesterol', 'Lab_CholesterolTotal', '5.2', '45');
  });

  it('grades LDL cholesterol against the low-risk goal and the markedly raised level', () => {
    expectThresholds(range('ldlCholesterol'), woman, [
      [3, GREEN, YELLOW],
      [5, YELLOW, RED],
    ]);
    expectReadsAndFlags('ldlCholesterol', 'Lab_LDL', '3.4', '32');
  });

  it('grades HDL cholesterol by sex and needs the sex', () => {
    expectThresholds(range('hdlCholesterol'), man, [[1, ORANGE, GREEN]]);
    expectThresholds(range('hdlCholesterol'), woman, [[1.2, ORANGE, GREEN]]);
    expect(computeResult(range('hdlCholesterol'), { Lab_HDL: '1.1' }, man)).toMatchObject({ color: GREEN });
    expect(computeResult(range('hdlCholesterol'), { Lab_HDL: '1.1' }, woman)).toMatchObject({
      color: ORANGE,
    });
    expect(computeResult(range('hdlCholesterol'), { Lab_HDL: '1.1' }, unknown)).toBeUndefined();
    expectReadsAndFlags('hdlCholesterol', 'Lab_HDL', '1.4', '9');
  });

  it('grades triglycerides', () => {
    expectThresholds(range('triglycerides'), man, [
      [1.8, GREEN, ORANGE],
      [10.1, ORANGE, RED],
    ]);
    expectReadsAndFlags('triglycerides', 'Lab_Triglycerides', '1.2', '80');
  });
});

describe('glucose metabolism (ADA 2024, WHO)', () => {
  it('grades fasting glucose from hypoglycaemia to the diabetes range', () => {
    expectThresholds(range('fastingGlucose'), man, [
      [3, RED, ORANGE],
      [3.9, ORANGE, GREEN],
      [5.6, GREEN, YELLOW],
      [6.1, YELLOW, ORANGE],
      [7, ORANGE, RED],
    ]);
    expectReadsAndFlags('fastingGlucose', 'Lab_Glucose', '5.1', '60', man, { Lab_Fasting: 'yes' });
  });

  it('scores glucose only from a fasting sample', () => {
    expect(
      computeResult(range('fastingGlucose'), { Lab_Glucose: '6.4', Lab_Fasting: 'yes' }, man),
    ).toMatchObject({
      color: ORANGE,
      label: { en: 'Impaired fasting glucose', nl: 'Gestoorde nuchtere glucose' },
    });
    expect(
      computeResult(range('fastingGlucose'), { Lab_Glucose: '6.4', Lab_Fasting: 'no' }, man),
    ).toBeUndefined();
  });

  it('grades HbA1c in mmol/mol: prediabetes from 39, diabetes from 48', () => {
    expectThresholds(range('hba1c'), woman, [
      [39, GREEN, YELLOW],
      [48, YELLOW, RED],
    ]);
    expectReadsAndFlags('hba1c', 'Lab_HbA1c', '36', '6');
  });

  it('gives prediabetes one colour, whether it shows in the fasting glucose or the HbA1c', () => {
    const glucose = computeResult(range('fastingGlucose'), { Lab_Glucose: '5.8', Lab_Fasting: 'yes' }, man);
    const hba1c = computeResult(range('hba1c'), { Lab_HbA1c: '42' }, man);
    expect(glucose).toMatchObject({ color: YELLOW, label: { en: 'Prediabetes' } });
    expect(hba1c).toMatchObject({ color: YELLOW, label: { en: 'Prediabetes' } });
  });

  it('does not score a 7.2 glucose when fasting was not confirmed', () => {
    expect(computeResult(range('fastingGlucose'), { Lab_Glucose: '7.2' }, man)).toBeUndefined();
    expect(
      computeResult(range('fastingGlucose'), { Lab_Glucose: '7.2', Lab_Fasting: '' }, man),
    ).toBeUndefined();
    expect(
      computeResult(range('fastingGlucose'), { Lab_Glucose: '7.2', Lab_Fasting: 'yes' }, man),
    ).toMatchObject({
      color: RED,
      label: { en: 'Diabetes range' },
    });
  });
});

describe('eGFR (CKD-EPI 2021, KDIGO G1-G5)', () => {
  it('follows the CKD-EPI 2021 equation', () => {
    // The National Kidney Foundation calculator: creatinine 1.2 mg/dL, 55 years, male: 71
    expect(Math.round(ckdEpi2021(1.2 * 88.4, 55, 'Male'))).toBe(71);
    // Worked examples of the equation: above κ (exponent -1.200), below κ (α), the female factor
    expect(ckdEpi2021(88.4, 50, 'Female')).toBeCloseTo(68.63, 1);
    expect(ckdEpi2021(88.4, 50, 'Male')).toBeCloseTo(91.69, 1);
    expect(ckdEpi2021(0.6 * 88.4, 30, 'Female')).toBeCloseTo(123.76, 1);
    expect(ckdEpi2021(0.7 * 88.4, 60, 'Male')).toBeCloseTo(105.48, 1);
    expect(ckdEpi2021(4 * 88.4, 70, 'Female')).toBeCloseTo(11.48, 1);
    // At creatinine = κ both branches give 142 × 0.9938^age (× 1.012 for women)
    expect(ckdEpi2021(0.9 * 88.4, 40, 'Male')).toBeCloseTo(142 * 0.9938 ** 40, 6);
    expect(ckdEpi2021(0.7 * 88.4, 40, 'Female')).toBeCloseTo(142 * 0.9938 ** 40 * 1.012, 6);
  });

  it('grades G5 to G1', () => {
    expectThresholds(range('egfr'), man, [
      [15, RED, RED],
      [30, RED, ORANGE],
      [45, ORANGE, ORANGE],
      [60, ORANGE, YELLOW],
      [90, YELLOW, GREEN],
    ]);
  });

  it('computes from creatinine, age and sex, falls back to the laboratory eGFR, and needs its inputs', () => {
    const r = range('egfr');
    expect(computeResult(r, { Lab_Creatinine: '106' }, { sex: 'Male', ageYears: 55 })).toMatchObject({
      value: 71,
      color: YELLOW,
      label: { en: 'G2 Mildly decreased', nl: 'G2 Licht verminderd' },
    });
    expect(computeResult(r, { Lab_eGFR: '58' }, man)).toMatchObject({ value: 58, color: ORANGE });
    expect(computeResult(r, { Lab_Creatinine: '106' }, { sex: null, ageYears: 55 })).toBeUndefined();
    expect(computeResult(r, { Lab_Creatinine: '106' }, { sex: 'Male', ageYears: null })).toBeUndefined();
    expect(computeResult(r, { Lab_Creatinine: '106' }, { sex: 'Male', ageYears: 15 })).toBeUndefined();
    expect(computeResult(r, {}, man)).toBeUndefined();
    // A creatinine of 5 µmol/L (a typing error) gives an impossible eGFR
    const flagged = computeResult(r, { Lab_Creatinine: '5' }, { sex: 'Female', ageYears: 20 });
    expect(flagged && isFlagged(flagged)).toBe(true);
  });
});

describe('liver enzymes (by sex, multiples of the upper limit)', () => {
  const cases: [string, string, number, number][] = [
    ['alt', 'Lab_ALT', 33, 25],
    ['ast', 'Lab_AST', 35, 30],
    ['ggt', 'Lab_GGT', 55, 40],
  ];
  for (const [id, key, male, female] of cases) {
    it(`grades ${id} for men and women and needs the sex`, () => {
      for (const [person, limit] of [
        [man, male],
        [woman, female],
      ] as const) {
        expectThresholds(range(id), person, [
          [limit + 1, GREEN, YELLOW],
          [2 * limit, YELLOW, ORANGE],
          [5 * limit, ORANGE, RED],
        ]);
      }
      expect(computeResult(range(id), { [key]: '20' }, unknown)).toBeUndefined();
      expectReadsAndFlags(id, key, '20', '9000');
    });
  }
});

describe('thyroid, blood count, iron and vitamin D', () => {
  it('grades TSH', () => {
    expectThresholds(range('tsh'), man, [
      [0.1, RED, ORANGE],
      [0.45, ORANGE, GREEN],
      [4.13, GREEN, ORANGE],
      [10, ORANGE, RED],
    ]);
    expectReadsAndFlags('tsh', 'Lab_TSH', '1.8', '250');
  });

  it('grades haemoglobin by the WHO anaemia cut-offs for men', () => {
    expectThresholds(range('haemoglobin'), man, [
      [5, RED, ORANGE],
      [6.9, ORANGE, YELLOW],
      [8.1, YELLOW, GREEN],
      [10.3, GREEN, ORANGE],
    ]);
  });

  it('grades haemoglobin by the WHO anaemia cut-offs for women', () => {
    expectThresholds(range('haemoglobin'), woman, [
      [5, RED, ORANGE],
      [6.9, ORANGE, YELLOW],
      [7.5, YELLOW, GREEN],
      [10, GREEN, ORANGE],
    ]);
    expect(computeResult(range('haemoglobin'), { Lab_Haemoglobin: '7.8' }, man)).toMatchObject({
      color: YELLOW,
    });
    expect(computeResult(range('haemoglobin'), { Lab_Haemoglobin: '7.8' }, woman)).toMatchObject({
      color: GREEN,
    });
    expect(computeResult(range('haemoglobin'), { Lab_Haemoglobin: '7.8' }, unknown)).toBeUndefined();
    expectReadsAndFlags('haemoglobin', 'Lab_Haemoglobin', '8.9', '88');
  });

  it('grades ferritin by sex', () => {
    expectThresholds(range('ferritin'), man, [
      [15, ORANGE, YELLOW],
      [30, YELLOW, GREEN],
      [201, GREEN, ORANGE],
    ]);
    expectThresholds(range('ferritin'), woman, [
      [15, ORANGE, YELLOW],
      [30, YELLOW, GREEN],
      [151, GREEN, ORANGE],
    ]);
    expect(computeResult(range('ferritin'), { Lab_Ferritin: '80' }, unknown)).toBeUndefined();
    expectReadsAndFlags('ferritin', 'Lab_Ferritin', '80', '9000', woman);
  });

  it('grades vitamin D (25-OH)', () => {
    expectThresholds(range('vitaminD'), woman, [
      [50, ORANGE, YELLOW],
      [75, YELLOW, GREEN],
      [251, GREEN, ORANGE],
    ]);
    expectReadsAndFlags('vitaminD', 'Lab_VitaminD', '64', '900');
  });

  it('names every blood range in English and Dutch and labels every band', () => {
    for (const r of BLOOD_RANGES) {
      expect(r.name.en.length * r.name.nl.length, r.id).toBeGreaterThan(0);
      const bands = r.bands(woman);
      expect(bands.labels.length, r.id).toBe(bands.colors.length);
      for (const l of bands.labels) expect(l.label.en.length * l.label.nl.length, r.id).toBeGreaterThan(0);
    }
  });
});
