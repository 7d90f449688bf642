import { ResultColor, Trend } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import {
  checkBands,
  colorOf,
  computeResult,
  isFlagged,
  minorsRuleOf,
  numberOf,
  positionOf,
  ratesAge,
  trendOf,
} from './engine.js';
import { REFERENCE_TABLE } from './referenceTable.js';
import type { PersonFacts, ReferenceRange, Result } from './types.js';

const waist: ReferenceRange = {
  id: 'example',
  name: { en: 'Example', nl: 'Voorbeeld' },
  unit: 'cm',
  decimals: 0,
  source: { name: 'Test', citation: 'A made-up range for the engine' },
  plausible: { min: 40, max: 200 },
  value: (items) => numberOf(items.waist),
  bands: () => ({
    colors: [
      { color: ResultColor.GREEN, from: null, to: 94 },
      { color: ResultColor.ORANGE, from: 94, to: 102 },
      { color: ResultColor.RED, from: 102, to: null },
    ],
    labels: [],
    scale: { min: 60, max: 140 },
  }),
  higherIsBetter: false,
};

describe('results engine', () => {
  it('colours a value by its band, boundaries belonging to the band above', () => {
    const bands = waist.bands({ sex: null, ageYears: null }).colors;
    expect(colorOf(93.9, bands)).toBe(ResultColor.GREEN);
    expect(colorOf(94, bands)).toBe(ResultColor.ORANGE);
    expect(colorOf(102, bands)).toBe(ResultColor.RED);
  });

  it('places the value on the scale between 0 and 1', () => {
    expect(positionOf(100, { min: 60, max: 140 })).toBe(0.5);
    expect(positionOf(20, { min: 60, max: 140 })).toBe(0);
    expect(positionOf(200, { min: 60, max: 140 })).toBe(1);
  });

  it('colours the trend by whether the move is better', () => {
    expect(trendOf(90, 100, false)).toBe(Trend.GREEN_DOWN);
    expect(trendOf(110, 100, false)).toBe(Trend.RED_UP);
    expect(trendOf(110, 100, true)).toBe(Trend.GREEN_UP);
    expect(trendOf(90, 100, true)).toBe(Trend.RED_DOWN);
    expect(trendOf(90, 90, true)).toBe(Trend.WHITE_NEUTRAL);
    expect(trendOf(90, null, true)).toBe(Trend.WHITE_NEUTRAL);
  });

  it('scores a result with its trend, skips missing inputs and flags impossible values', () => {
    const person = { sex: 'Male' as const, ageYears: 40 };
    const result = computeResult(waist, { waist: '98' }, person, { waist: '104,4' });
    expect(result).toMatchObject({
      value: 98,
      color: ResultColor.ORANGE,
      trend: Trend.GREEN_DOWN,
      previousValue: 104,
    });
    expect(computeResult(waist, {}, person)).toBeUndefined();
    const flagged = computeResult(waist, { waist: '400' }, person);
    expect(flagged && isFlagged(flagged)).toBe(true);
  });

  it('reads numbers with a comma or a point and nothing else', () => {
    expect(numberOf('23,5')).toBe(23.5);
    expect(numberOf(' 7 ')).toBe(7);
    expect(numberOf('seven')).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
  });

  it('every range of the table has unique ids, a source and bands without gaps, for every person', () => {
    const ids = REFERENCE_TABLE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const people = [
      { sex: 'Male' as const, ageYears: 25 },
      { sex: 'Female' as const, ageYears: 45 },
      { sex: 'Male' as const, ageYears: 70 },
      { sex: null, ageYears: null },
    ];
    for (const range of REFERENCE_TABLE) {
      expect(range.source.citation.length, range.id).toBeGreaterThan(0);
      for (const person of people) {
        expect(checkBands(range.bands(person).colors), `${range.id} ${JSON.stringify(person)}`).toBeNull();
      }
    }
  });
});

describe('children and young people', () => {
  const range = (id: string) => REFERENCE_TABLE.find((r) => r.id === id)!;
  const aged = (ageYears: number): PersonFacts => ({ sex: 'Male', ageYears });
  const scored = (id: string, items: Record<string, string>, person: PersonFacts) => {
    const outcome = computeResult(range(id), items, person);
    if (!outcome || isFlagged(outcome)) throw new Error(`${id} was not scored: ${JSON.stringify(outcome)}`);
    return outcome as Result;
  };
  // BMI 26.0: overweight, yellow, for an adult.
  const bmi26 = { Body_Weight: '75.1', Body_Height: '170' };
  const bp = { BP_Systolic_1: '135', BP_Systolic_2: '135', BP_Diastolic_1: '95', BP_Diastolic_2: '95' };
  // 60 minutes of moderate activity every day.
  const activity = (minutesADay: number, days = 7) => ({
    IPAQ_VigorousDays: '0',
    IPAQ_ModerateDays: String(days),
    IPAQ_ModerateMinutes: String(minutesADay),
    IPAQ_WalkingDays: '0',
  });

  it("shows a 15-year-old's BMI of 26 without the adult colour, and gives an 18-year-old the adult band", () => {
    expect(computeResult(range('bmi'), bmi26, aged(15))).toEqual({
      id: 'bmi',
      value: 26,
      reason: 'notRatedForAge',
    });
    expect(scored('bmi', bmi26, aged(18))).toMatchObject({
      color: ResultColor.YELLOW,
      label: { en: 'Overweight', nl: 'Overgewicht' },
    });
  });

  it("gives a 15-year-old's blood pressure of 135/95 no colour, and a 16-year-old the adult grade", () => {
    for (const id of ['systolicBloodPressure', 'diastolicBloodPressure']) {
      expect(computeResult(range(id), bp, aged(15))).toMatchObject({ id, reason: 'notRatedForAge' });
      expect(scored(id, bp, aged(16))).toMatchObject({
        color: ResultColor.ORANGE,
        label: { en: 'Grade 1 hypertension', nl: 'Hypertensie graad 1' },
      });
    }
  });

  it("judges a 17-year-old's activity by the WHO advice for 5 to 17 year olds: 60 minutes a day", () => {
    expect(scored('physicalActivity', activity(60), aged(17))).toMatchObject({
      value: 420,
      color: ResultColor.GREEN,
      label: { en: 'Meets the advice for young people', nl: 'Voldoet aan het advies voor jongeren' },
    });
    // 200 minutes a week meet the adult guideline, not the advice for young people.
    const fiveDays = activity(40, 5);
    expect(scored('physicalActivity', fiveDays, aged(17)).color).toBe(ResultColor.ORANGE);
    expect(scored('physicalActivity', fiveDays, aged(18))).toMatchObject({
      value: 200,
      color: ResultColor.GREEN,
      label: { en: 'Meets the guideline', nl: 'Voldoet aan de richtlijn' },
    });
    expect(computeResult(range('physicalActivity'), activity(60), aged(4))).toMatchObject({
      reason: 'notRatedForAge',
    });
  });

  it('never colours a child with adult bands: a result rates under 18 only with a paediatric reference', () => {
    for (const r of REFERENCE_TABLE) {
      const rule = minorsRuleOf(r);
      expect(rule.source, r.id).not.toBe('');
      expect(ratesAge(r, 18), r.id).toBe(true);
      for (let age = 0; age < 18; age += 1) {
        const paediatric = rule.rule === 'paediatric' && age >= rule.from && age < rule.below;
        expect(ratesAge(r, age), `${r.id} at ${age}`).toBe(age >= rule.below || paediatric);
      }
    }
    // Without a rule of its own a result is not rated under 18.
    expect(ratesAge(waist, 17)).toBe(false);
    expect(
      REFERENCE_TABLE.filter((r) => ratesAge(r, 12))
        .map((r) => r.id)
        .sort(),
    ).toEqual(['physicalActivity']);
    for (const id of [
      'bmi',
      'waistCircumference',
      'auditC',
      'haemoglobin',
      'totalCholesterol',
      'ldlCholesterol',
      'hdlCholesterol',
      'triglycerides',
    ])
      expect(minorsRuleOf(range(id)), id).toMatchObject({ rule: 'notRated', below: 18 });
    expect(minorsRuleOf(range('systolicBloodPressure')).below).toBe(16);
  });

  it('keeps flagging an impossible value as impossible, whatever the age', () => {
    expect(computeResult(range('bmi'), { Body_Weight: '620', Body_Height: '170' }, aged(15))).toMatchObject({
      reason: 'implausible',
    });
  });
});
