import { describe, expect, it } from 'vitest';
import { unitSuspicion } from './unitSanity';

describe('unitSuspicion', () => {
  it('recognises haemoglobin entered in g/dL and says what it would be in mmol/L', () => {
    expect(unitSuspicion('Lab_Haemoglobin', 12)).toEqual({
      unit: 'mmol/L',
      likelyUnit: 'g/dL',
      convertedValue: 7.4,
      decimals: 1,
    });
    expect(unitSuspicion('Lab_Haemoglobin', 135)).toMatchObject({ likelyUnit: 'g/L', convertedValue: 8.4 });
  });

  it('leaves values that are usual in the form’s unit alone', () => {
    for (const [key, value] of [
      ['Lab_Haemoglobin', 8.9],
      ['Lab_Haemoglobin', 11.4],
      ['Lab_VitaminD', 20],
      ['Lab_VitaminD', 75],
      ['Lab_Glucose', 5.4],
      ['Lab_CholesterolTotal', 5.2],
      ['Lab_Triglycerides', 1.6],
      ['Lab_HbA1c', 38],
      ['Lab_Creatinine', 80],
      ['Body_Height', 178],
      ['Body_Weight', 180],
    ] as const) {
      expect(unitSuspicion(key, value), `${key} ${value}`).toBeNull();
    }
    expect(unitSuspicion('Unknown_Key', 12)).toBeNull();
    expect(unitSuspicion('Lab_Haemoglobin', Number.NaN)).toBeNull();
  });

  it('recognises vitamin D in ng/mL, glucose and lipids in mg/dL, HbA1c in % and height in metres', () => {
    expect(unitSuspicion('Lab_VitaminD', 12)).toMatchObject({ likelyUnit: 'ng/mL', convertedValue: 30 });
    expect(unitSuspicion('Lab_Glucose', 99)).toMatchObject({ likelyUnit: 'mg/dL', convertedValue: 5.5 });
    expect(unitSuspicion('Lab_CholesterolTotal', 200)).toMatchObject({
      likelyUnit: 'mg/dL',
      convertedValue: 5.2,
    });
    expect(unitSuspicion('Lab_Triglycerides', 30)).toMatchObject({
      likelyUnit: 'mg/dL',
      convertedValue: 0.3,
    });
    expect(unitSuspicion('Lab_HbA1c', 5.6)).toMatchObject({ likelyUnit: '%', convertedValue: 38 });
    expect(unitSuspicion('Body_Height', 1.78)).toMatchObject({
      unit: 'cm',
      likelyUnit: 'm',
      convertedValue: 178,
    });
  });
});
