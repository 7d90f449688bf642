import { ResultColor } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import { checkBands, colorOf, computeResult, isFlagged } from '../engine.js';
import type { PersonFacts, ReferenceRange, Result } from '../types.js';
import {
  auditC,
  FOOD_RANGES,
  LIFESTYLE_RANGES,
  physicalActivity,
  sleepDuration,
  sleepEfficiency,
  sleepQuality,
  smoking,
} from './lifestyle.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;
const man: PersonFacts = { sex: 'Male', ageYears: 40 };
const woman: PersonFacts = { sex: 'Female', ageYears: 40 };
const PEOPLE: PersonFacts[] = [
  man,
  woman,
  { sex: 'Female', ageYears: 16 },
  { sex: 'Male', ageYears: 20 },
  { sex: 'Male', ageYears: 70 },
  { sex: null, ageYears: null },
];

function scored(range: ReferenceRange, items: Record<string, string>, person: PersonFacts = man): Result {
  const result = computeResult(range, items, person);
  if (!result || isFlagged(result)) throw new Error(`${range.id} not scored`);
  return result;
}
const colours = (range: ReferenceRange, person: PersonFacts, values: number[]) =>
  values.map((v) => colorOf(v, range.bands(person).colors));
const flagged = (range: ReferenceRange, items: Record<string, string>) => {
  const result = computeResult(range, items, man);
  return result !== undefined && isFlagged(result);
};

describe('lifestyle ranges', () => {
  it('each has a citation, gap-free colour and label bands and names in both languages', () => {
    for (const range of LIFESTYLE_RANGES) {
      expect(range.source.citation, range.id).not.toBe('');
      expect(range.name.nl, range.id).not.toBe('');
      for (const person of PEOPLE) {
        expect(checkBands(range.bands(person).colors), range.id).toBeNull();
        expect(checkBands(range.bands(person).labels), range.id).toBeNull();
      }
    }
  });

  describe('sleep duration (National Sleep Foundation 2015)', () => {
    it('adults 26-64: red below 6, yellow 6-6.9, green 7-9, yellow 9.1-10, red above 10', () => {
      expect(colours(sleepDuration, man, [5.9, 6, 6.9, 7, 9, 9.1, 10, 10.1])).toEqual([
        RED,
        YELLOW,
        YELLOW,
        GREEN,
        GREEN,
        YELLOW,
        YELLOW,
        RED,
      ]);
      expect(colours(sleepDuration, { sex: null, ageYears: null }, [6.9, 7, 9, 9.1])).toEqual([
        YELLOW,
        GREEN,
        GREEN,
        YELLOW,
      ]);
    });

    it('young adults 18-25: 10 to 11 hours may be appropriate', () => {
      const young = { sex: 'Male' as const, ageYears: 20 };
      expect(colours(sleepDuration, young, [5.9, 6, 6.9, 7, 9, 9.1, 11, 11.1])).toEqual([
        RED,
        YELLOW,
        YELLOW,
        GREEN,
        GREEN,
        YELLOW,
        YELLOW,
        RED,
      ]);
    });

    it('older adults from 65: 7-8 recommended, 5-6 and 9 may be appropriate', () => {
      const older = { sex: 'Female' as const, ageYears: 65 };
      expect(colours(sleepDuration, older, [4.9, 5, 6.9, 7, 8, 8.1, 9, 9.1])).toEqual([
        RED,
        YELLOW,
        YELLOW,
        GREEN,
        GREEN,
        YELLOW,
        YELLOW,
        RED,
      ]);
      expect(colours(sleepDuration, { sex: 'Female', ageYears: 64 }, [8.5, 9.5])).toEqual([GREEN, YELLOW]);
    });

    it('teenagers 14-17: 8-10 recommended, 7 and 11 may be appropriate', () => {
      const teen = { sex: 'Female' as const, ageYears: 16 };
      expect(colours(sleepDuration, teen, [6.9, 7, 7.9, 8, 10, 10.1, 11, 11.1])).toEqual([
        RED,
        YELLOW,
        YELLOW,
        GREEN,
        GREEN,
        YELLOW,
        YELLOW,
        RED,
      ]);
    });

    it('reads the hours answer, with a comma too; missing is undefined, more than 24 hours flagged', () => {
      expect(scored(sleepDuration, { PSQI_SleepHours: '7,5' })).toMatchObject({ value: 7.5, color: GREEN });
      expect(scored(sleepDuration, { PSQI_SleepHours: '5' }).label?.en).toBe('Too short');
      expect(computeResult(sleepDuration, {}, man)).toBeUndefined();
      expect(flagged(sleepDuration, { PSQI_SleepHours: '25' })).toBe(true);
    });
  });

  describe('sleep quality (PSQI component 1)', () => {
    it('is green for good, orange for fairly bad and red for very bad sleep', () => {
      expect(colours(sleepQuality, man, [0, 1, 2, 3])).toEqual([GREEN, GREEN, ORANGE, RED]);
      expect(scored(sleepQuality, { PSQI_Quality: '1' }).label?.nl).toBe('Redelijk goed');
      expect(computeResult(sleepQuality, {}, man)).toBeUndefined();
      expect(flagged(sleepQuality, { PSQI_Quality: '4' })).toBe(true);
    });
  });

  describe('sleep efficiency (PSQI component 4)', () => {
    const night = (bed: string, up: string, hours: string) => ({
      PSQI_Bedtime: bed,
      PSQI_WakeTime: up,
      PSQI_SleepHours: hours,
    });

    it('is hours asleep over hours in bed, across midnight', () => {
      expect(scored(sleepEfficiency, night('23:00', '07:00', '6.8')).value).toBe(85);
      expect(scored(sleepEfficiency, night('01:00', '09:00', '8')).value).toBe(100);
    });

    it('scores 85 % and up green, 75-84 yellow, 65-74 orange, below 65 red', () => {
      expect(colours(sleepEfficiency, man, [64, 65, 74, 75, 84, 85])).toEqual([
        RED,
        ORANGE,
        ORANGE,
        YELLOW,
        YELLOW,
        GREEN,
      ]);
      expect(scored(sleepEfficiency, night('23:00', '07:00', '6.7')).color).toBe(YELLOW); // 83.75
      expect(scored(sleepEfficiency, night('23:00', '07:00', '5.2')).color).toBe(ORANGE); // 65
      expect(scored(sleepEfficiency, night('23:00', '07:00', '5.1')).color).toBe(RED); // 63.75
    });

    it('needs all three answers and flags more sleep than time in bed', () => {
      expect(
        computeResult(sleepEfficiency, { PSQI_Bedtime: '23:00', PSQI_SleepHours: '7' }, man),
      ).toBeUndefined();
      expect(computeResult(sleepEfficiency, night('23:00', '7 am', '7'), man)).toBeUndefined();
      expect(flagged(sleepEfficiency, night('23:00', '06:00', '9'))).toBe(true);
    });
  });

  describe('physical activity (WHO 2020, 150 minutes a week)', () => {
    const week = (vigorous: [number, number], moderate: [number, number], walking: [number, number]) => ({
      IPAQ_VigorousDays: String(vigorous[0]),
      ...(vigorous[0] > 0 ? { IPAQ_VigorousMinutes: String(vigorous[1]) } : {}),
      IPAQ_ModerateDays: String(moderate[0]),
      ...(moderate[0] > 0 ? { IPAQ_ModerateMinutes: String(moderate[1]) } : {}),
      IPAQ_WalkingDays: String(walking[0]),
      ...(walking[0] > 0 ? { IPAQ_WalkingMinutes: String(walking[1]) } : {}),
      IPAQ_SittingMinutes: '480',
    });

    it('adds moderate and walking minutes to twice the vigorous minutes', () => {
      expect(scored(physicalActivity, week([2, 30], [3, 20], [5, 30])).value).toBe(120 + 60 + 150);
      expect(scored(physicalActivity, week([0, 0], [0, 0], [0, 0])).value).toBe(0);
    });

    it('applies the IPAQ rules: under 10 minutes a day counts 0, over 180 is truncated', () => {
      expect(scored(physicalActivity, week([0, 0], [7, 9], [0, 0])).value).toBe(0);
      expect(scored(physicalActivity, week([1, 240], [0, 0], [0, 0])).value).toBe(360);
    });

    it('is red with no activity, orange below 150 minutes and green from 150', () => {
      expect(colours(physicalActivity, man, [0, 1, 149, 150, 300])).toEqual([
        RED,
        ORANGE,
        ORANGE,
        GREEN,
        GREEN,
      ]);
      const justBelow = scored(physicalActivity, week([0, 0], [1, 149], [0, 0]));
      expect([justBelow.value, justBelow.color]).toEqual([149, ORANGE]);
      const vigorousOnly = scored(physicalActivity, week([1, 75], [0, 0], [0, 0]));
      expect([vigorousOnly.value, vigorousOnly.color, vigorousOnly.label?.en]).toEqual([
        150,
        GREEN,
        'Meets the guideline',
      ]);
      // WHO 2020: additional benefits from more than 300 minutes, so 300 meets the guideline
      expect(scored(physicalActivity, week([0, 0], [5, 60], [0, 0])).label?.en).toBe('Meets the guideline');
      expect(scored(physicalActivity, week([0, 0], [6, 60], [0, 0])).label?.en).toBe(
        'Additional health benefits',
      );
    });

    it('needs every domain: days, and minutes when there are days', () => {
      const { IPAQ_WalkingMinutes: _dropped, ...noWalkingMinutes } = week([0, 0], [1, 30], [3, 30]);
      expect(computeResult(physicalActivity, noWalkingMinutes, man)).toBeUndefined();
      expect(
        computeResult(physicalActivity, { ...week([0, 0], [0, 0], [0, 0]), IPAQ_ModerateDays: '8' }, man),
      ).toBeUndefined();
    });
  });

  describe('AUDIT-C', () => {
    const drinks = (often: number, many: number, six: number) => ({
      AUDITC_1: String(often),
      ...(often > 0 ? { AUDITC_2: String(many), AUDITC_3: String(six) } : {}),
    });

    it('sums the three items; never drinking is 0 without items 2 and 3', () => {
      expect(scored(auditC, drinks(0, 0, 0)).value).toBe(0);
      expect(scored(auditC, drinks(3, 1, 2)).value).toBe(6);
      expect(scored(auditC, drinks(4, 4, 4)).value).toBe(12);
    });

    it('men: green up to 3, orange from 4, red from 8', () => {
      expect(colours(auditC, man, [3, 4, 7, 8])).toEqual([GREEN, ORANGE, ORANGE, RED]);
      expect(scored(auditC, drinks(2, 1, 0), man).color).toBe(GREEN); // 3
      expect(scored(auditC, drinks(2, 1, 1), man).color).toBe(ORANGE); // 4
    });

    it('women: green up to 2, orange from 3, red from 8', () => {
      expect(colours(auditC, woman, [2, 3, 7, 8])).toEqual([GREEN, ORANGE, ORANGE, RED]);
      expect(scored(auditC, drinks(2, 0, 0), woman).color).toBe(GREEN); // 2
      expect(scored(auditC, drinks(2, 1, 0), woman).color).toBe(ORANGE); // 3
      expect(scored(auditC, drinks(4, 2, 2), woman).label?.en).toBe('High risk'); // 8
    });

    it('without a known sex uses the lower cut-off', () => {
      expect(colours(auditC, { sex: null, ageYears: null }, [2, 3])).toEqual([GREEN, ORANGE]);
    });

    it('gives nothing with a missing answer', () => {
      expect(computeResult(auditC, {}, man)).toBeUndefined();
      expect(computeResult(auditC, { AUDITC_1: '2', AUDITC_2: '1' }, man)).toBeUndefined();
      expect(computeResult(auditC, { AUDITC_1: '5' }, man)).toBeUndefined();
    });
  });

  describe('smoking', () => {
    it('is green for never, yellow for former and red for current smokers', () => {
      expect(scored(smoking, { Smoking_Status: 'never' })).toMatchObject({ value: 0, color: GREEN });
      expect(scored(smoking, { Smoking_Status: 'former' })).toMatchObject({ value: 1, color: YELLOW });
      expect(scored(smoking, { Smoking_Status: 'current' })).toMatchObject({ value: 2, color: RED });
      expect(scored(smoking, { Smoking_Status: 'former' }).label?.nl).toBe('Gestopt met roken');
      expect(colours(smoking, man, [0.9, 1, 1.9, 2])).toEqual([GREEN, YELLOW, YELLOW, RED]);
    });

    it('gives nothing without a known status', () => {
      expect(computeResult(smoking, {}, man)).toBeUndefined();
      expect(computeResult(smoking, { Smoking_Status: 'sometimes' }, man)).toBeUndefined();
    });
  });

  describe('food groups (Health Council of the Netherlands 2015)', () => {
    const range = (id: string) => FOOD_RANGES.find((r) => r.id === id)!;

    it('has a range for every food question', () => {
      expect(FOOD_RANGES.map((r) => r.id)).toEqual([
        'foodVegetables',
        'foodFruit',
        'foodWholeGrains',
        'foodDairy',
        'foodFish',
        'foodLegumesNuts',
        'foodRedProcessedMeat',
        'foodSugaryDrinks',
      ]);
    });

    it.each([
      ['foodVegetables', 4],
      ['foodFruit', 2],
      ['foodWholeGrains', 3],
      ['foodDairy', 2],
      ['foodFish', 1],
      ['foodLegumesNuts', 7],
    ])('%s is orange below %d and green from there', (id, advice) => {
      expect(colours(range(id), man, [advice - 0.1, advice])).toEqual([ORANGE, GREEN]);
    });

    it.each([
      ['foodRedProcessedMeat', 2],
      ['foodSugaryDrinks', 0],
    ])('%s is green up to %d and orange above', (id, advice) => {
      expect(colours(range(id), man, [advice, advice + 0.1])).toEqual([GREEN, ORANGE]);
    });

    it('reads the answers; missing is undefined, more than the question allows flagged', () => {
      const vegetables = range('foodVegetables');
      expect(scored(vegetables, { Food_Vegetables: '3,5' })).toMatchObject({ value: 3.5, color: ORANGE });
      expect(scored(vegetables, { Food_Vegetables: '4' }).label?.nl).toBe('Volgens het advies');
      expect(scored(range('foodRedProcessedMeat'), { Food_RedProcessedMeat: '3' }).label?.en).toBe(
        'Above the advice',
      );
      expect(computeResult(vegetables, {}, man)).toBeUndefined();
      expect(flagged(vegetables, { Food_Vegetables: '40' })).toBe(true);
    });
  });
});
