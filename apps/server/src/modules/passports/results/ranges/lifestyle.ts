import { ResultColor } from '@health-passport/domain';
import {
  AUDITC_SCORING,
  FOOD_GROUPS,
  FOOD_SCORING,
  IPAQ_SCORING,
  itemScore,
  SLEEP_SCORING,
  SMOKING_SCORING,
  type Answers,
  type FoodGroup,
} from '../../../questionnaire/index.js';
import { ADULT_AGE, numberOf } from '../engine.js';
import type { Bands, PersonFacts, ReferenceRange } from '../types.js';
import { above } from './bands.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;

// --- Sleep -----------------------------------------------------------------------------------------------

/**
 * National Sleep Foundation recommendations by age (hours per night): recommended, "may be appropriate" around
 * it, not recommended beyond. The upper ends are inclusive ("7-9 hours").
 */
const NSF_SLEEP = [
  { fromAge: 65, recommended: [7, 8], appropriate: [5, 9] },
  { fromAge: 26, recommended: [7, 9], appropriate: [6, 10] },
  { fromAge: 18, recommended: [7, 9], appropriate: [6, 11] },
  { fromAge: 0, recommended: [8, 10], appropriate: [7, 11] },
] as const;

const SLEEP_DECIMALS = 1;

/** The NSF row for a person; without an age, adults (26-64). */
export function sleepRecommendation(person: PersonFacts) {
  const age = person.ageYears ?? 40;
  return NSF_SLEEP.find((row) => age >= row.fromAge) ?? NSF_SLEEP.at(-1)!;
}

export const sleepDuration: ReferenceRange = {
  id: 'sleepDuration',
  name: { en: 'Sleep duration', nl: 'Slaapduur' },
  unit: 'h',
  decimals: SLEEP_DECIMALS,
  source: {
    name: 'National Sleep Foundation 2015',
    citation:
      'Hirshkowitz M et al. (2015), National Sleep Foundation’s sleep time duration recommendations: methodology and results summary, Sleep Health 1:40-43; hours of actual sleep from PSQI item 4',
    url: 'https://doi.org/10.1016/j.sleh.2014.12.010',
  },
  plausible: { min: 0, max: 24 },
  value: (items) => numberOf(items.PSQI_SleepHours),
  bands: (person) => {
    const { recommended, appropriate } = sleepRecommendation(person);
    const shortFrom = appropriate[0];
    const goodFrom = recommended[0];
    const longFrom = above(recommended[1], SLEEP_DECIMALS);
    const tooLongFrom = above(appropriate[1], SLEEP_DECIMALS);
    return {
      colors: [
        { color: RED, from: null, to: shortFrom },
        { color: YELLOW, from: shortFrom, to: goodFrom },
        { color: GREEN, from: goodFrom, to: longFrom },
        { color: YELLOW, from: longFrom, to: tooLongFrom },
        { color: RED, from: tooLongFrom, to: null },
      ],
      labels: [
        { label: { en: 'Too short', nl: 'Te kort' }, from: null, to: shortFrom },
        { label: { en: 'Somewhat short', nl: 'Wat kort' }, from: shortFrom, to: goodFrom },
        { label: { en: 'Recommended', nl: 'Aanbevolen' }, from: goodFrom, to: longFrom },
        { label: { en: 'Somewhat long', nl: 'Wat lang' }, from: longFrom, to: tooLongFrom },
        { label: { en: 'Too long', nl: 'Te lang' }, from: tooLongFrom, to: null },
      ],
      scale: { min: 3, max: 13 },
    };
  },
  // Most people who are off the recommendation sleep too little.
  higherIsBetter: true,
  minors: {
    rule: 'paediatric',
    below: 18,
    from: 14,
    source:
      'National Sleep Foundation 2015 recommendations for teenagers (14-17 years): 8-10 hours recommended, 7 or ' +
      '11 may be appropriate; the bands for 14-17 are these. Younger children have other recommendations, not ' +
      'in this table: not rated under 14.',
  },
};

/** PSQI item 6, subjective sleep quality: 0 very good, 1 fairly good, 2 fairly bad, 3 very bad. */
export const sleepQuality: ReferenceRange = {
  id: 'sleepQuality',
  name: { en: 'Sleep quality', nl: 'Slaapkwaliteit' },
  unit: '',
  decimals: 0,
  source: { name: SLEEP_SCORING.instrument.code, citation: `${SLEEP_SCORING.reference}; component 1` },
  plausible: { min: 0, max: 3 },
  value: (items) => numberOf(items.PSQI_Quality),
  bands: () => ({
    colors: [
      { color: GREEN, from: null, to: 2 },
      { color: ORANGE, from: 2, to: 3 },
      { color: RED, from: 3, to: null },
    ],
    labels: [
      { label: { en: 'Very good', nl: 'Zeer goed' }, from: null, to: 1 },
      { label: { en: 'Fairly good', nl: 'Redelijk goed' }, from: 1, to: 2 },
      { label: { en: 'Fairly bad', nl: 'Redelijk slecht' }, from: 2, to: 3 },
      { label: { en: 'Very bad', nl: 'Zeer slecht' }, from: 3, to: null },
    ],
    scale: { min: 0, max: 3 },
  }),
  higherIsBetter: false,
};

/** Minutes after midnight of an "hh:mm" answer. */
function minutesOfDay(raw: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(raw?.trim() ?? '');
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/**
 * PSQI component 4, habitual sleep efficiency: hours asleep / hours in bed (bedtime to getting up) x 100;
 * >= 85 % scores 0, 75-84 % 1, 65-74 % 2, < 65 % 3. More sleep than time in bed cannot be, and is flagged.
 */
export const sleepEfficiency: ReferenceRange = {
  id: 'sleepEfficiency',
  name: { en: 'Sleep efficiency', nl: 'Slaapefficiëntie' },
  unit: '%',
  decimals: 0,
  source: { name: SLEEP_SCORING.instrument.code, citation: `${SLEEP_SCORING.reference}; component 4` },
  plausible: { min: 0, max: 100 },
  value: (items) => {
    const bed = minutesOfDay(items.PSQI_Bedtime);
    const up = minutesOfDay(items.PSQI_WakeTime);
    const asleep = numberOf(items.PSQI_SleepHours);
    if (bed === undefined || up === undefined || asleep === undefined) return undefined;
    const inBed = (up - bed + 24 * 60) % (24 * 60);
    return inBed === 0 ? undefined : ((asleep * 60) / inBed) * 100;
  },
  bands: () => ({
    colors: [
      { color: RED, from: null, to: 65 },
      { color: ORANGE, from: 65, to: 75 },
      { color: YELLOW, from: 75, to: 85 },
      { color: GREEN, from: 85, to: null },
    ],
    labels: [
      { label: { en: 'Very low', nl: 'Zeer laag' }, from: null, to: 65 },
      { label: { en: 'Low', nl: 'Laag' }, from: 65, to: 75 },
      { label: { en: 'Somewhat low', nl: 'Wat laag' }, from: 75, to: 85 },
      { label: { en: 'Good', nl: 'Goed' }, from: 85, to: null },
    ],
    scale: { min: 50, max: 100 },
  }),
  higherIsBetter: true,
};

// --- Physical activity -----------------------------------------------------------------------------------

/** IPAQ data processing: a day's duration under 10 minutes counts as 0, and is truncated at 180 minutes. */
const ipaqMinutesPerDay = (minutes: number) => (minutes < 10 ? 0 : Math.min(minutes, 180));

/** Minutes per week of one IPAQ domain: days (0-7) x minutes per day; no days means no minutes asked. */
function ipaqWeekMinutes(items: Answers, domain: 'Vigorous' | 'Moderate' | 'Walking'): number | undefined {
  const days = numberOf(items[`IPAQ_${domain}Days`]);
  if (days === undefined || !Number.isInteger(days) || days < 0 || days > 7) return undefined;
  if (days === 0) return 0;
  const minutes = numberOf(items[`IPAQ_${domain}Minutes`]);
  if (minutes === undefined || minutes < 0) return undefined;
  return days * ipaqMinutesPerDay(minutes);
}

/**
 * Moderate-to-vigorous minutes per week as the WHO guideline counts them: moderate plus twice vigorous.
 * Walking (3.3 MET in the IPAQ protocol) is moderate intensity (3-6 MET) and counts as moderate.
 */
export function weeklyActivityMinutes(items: Answers): number | undefined {
  const vigorous = ipaqWeekMinutes(items, 'Vigorous');
  const moderate = ipaqWeekMinutes(items, 'Moderate');
  const walking = ipaqWeekMinutes(items, 'Walking');
  if (vigorous === undefined || moderate === undefined || walking === undefined) return undefined;
  return walking + moderate + 2 * vigorous;
}

/**
 * WHO 2020 for children and adolescents aged 5-17: an average of 60 minutes of moderate-to-vigorous activity a
 * day, which is 420 minutes a week in the unit of this result.
 */
const YOUTH_WEEKLY_MINUTES = 60 * 7;

const youthActivityBands = (): Bands => ({
  colors: [
    { color: RED, from: null, to: 1 },
    { color: ORANGE, from: 1, to: YOUTH_WEEKLY_MINUTES },
    { color: GREEN, from: YOUTH_WEEKLY_MINUTES, to: null },
  ],
  labels: [
    { label: { en: 'Inactive', nl: 'Inactief' }, from: null, to: 1 },
    {
      label: { en: 'Below the advice for young people', nl: 'Onder het advies voor jongeren' },
      from: 1,
      to: YOUTH_WEEKLY_MINUTES,
    },
    {
      label: { en: 'Meets the advice for young people', nl: 'Voldoet aan het advies voor jongeren' },
      from: YOUTH_WEEKLY_MINUTES,
      to: null,
    },
  ],
  scale: { min: 0, max: 600 },
});

/** WHO 2020 for adults. */
const adultActivityBands = (): Bands => ({
  colors: [
    { color: RED, from: null, to: 1 },
    { color: ORANGE, from: 1, to: 150 },
    { color: GREEN, from: 150, to: null },
  ],
  labels: [
    { label: { en: 'Inactive', nl: 'Inactief' }, from: null, to: 1 },
    { label: { en: 'Below the guideline', nl: 'Onder de richtlijn' }, from: 1, to: 150 },
    // WHO 2020: additional benefits from more than 300 minutes; 300 itself meets the guideline.
    { label: { en: 'Meets the guideline', nl: 'Voldoet aan de richtlijn' }, from: 150, to: 301 },
    {
      label: { en: 'Additional health benefits', nl: 'Extra gezondheidswinst' },
      from: 301,
      to: null,
    },
  ],
  scale: { min: 0, max: 450 },
});

export const physicalActivity: ReferenceRange = {
  id: 'physicalActivity',
  name: { en: 'Physical activity', nl: 'Beweging' },
  unit: 'min/week',
  decimals: 0,
  source: {
    name: 'WHO 2020',
    citation: `WHO guidelines on physical activity and sedentary behaviour (2020): adults 150-300 minutes of moderate or 75-150 minutes of vigorous activity a week, or an equivalent combination; ${IPAQ_SCORING.reference}`,
    url: 'https://www.who.int/publications/i/item/9789240015128',
  },
  // With the IPAQ truncation at most 7 days x 180 minutes in each domain, vigorous counted twice.
  plausible: { min: 0, max: 7 * 180 * 4 },
  value: weeklyActivityMinutes,
  bands: (person) => {
    if (person.ageYears !== null && person.ageYears < ADULT_AGE) return youthActivityBands();
    return adultActivityBands();
  },
  higherIsBetter: true,
  minors: {
    rule: 'paediatric',
    below: ADULT_AGE,
    from: 5,
    source:
      'WHO guidelines on physical activity and sedentary behaviour (2020), children and adolescents aged 5-17: ' +
      'an average of at least 60 minutes of moderate-to-vigorous activity a day (420 minutes a week); the bands ' +
      'for 5-17 are that advice. Not rated under 5.',
  },
};

// --- Alcohol (AUDIT-C) -----------------------------------------------------------------------------------

/** AUDIT-C total 0-12; items 2 and 3 count as 0 when item 1 (how often) is "never". */
export function auditCScore(items: Answers): number | undefined {
  const frequency = itemScore(AUDITC_SCORING, 'AUDITC_1', items);
  if (frequency === undefined) return undefined;
  if (frequency === 0) return 0;
  const quantity = itemScore(AUDITC_SCORING, 'AUDITC_2', items);
  const binge = itemScore(AUDITC_SCORING, 'AUDITC_3', items);
  if (quantity === undefined || binge === undefined) return undefined;
  return frequency + quantity + binge;
}

/** The positive-screen cut-off: 4 for men, 3 for women; without a known sex the lower one. */
export const auditCCutOff = (person: PersonFacts) => (person.sex === 'Male' ? 4 : 3);
/** Scores of 8-12 go with the heaviest drinking and likely dependence. */
const AUDITC_HIGH = 8;

export const auditC: ReferenceRange = {
  id: 'auditC',
  name: { en: 'Alcohol (AUDIT-C)', nl: 'Alcohol (AUDIT-C)' },
  unit: 'points',
  decimals: 0,
  source: {
    name: AUDITC_SCORING.instrument.code,
    citation: `${AUDITC_SCORING.reference}; Bradley KA et al. (2007), AUDIT-C as a brief screen for alcohol misuse in primary care, Alcohol Clin Exp Res 31:1208-17 (cut-offs 4 men, 3 women); Rubinsky AD et al. (2013), Alcohol Clin Exp Res 37:1380-90 (8-12 highest risk)`,
    url: 'https://doi.org/10.1001/archinte.158.16.1789',
  },
  plausible: { min: 0, max: 12 },
  value: (items) => auditCScore(items),
  bands: (person) => {
    const cutOff = auditCCutOff(person);
    return {
      colors: [
        { color: GREEN, from: null, to: cutOff },
        { color: ORANGE, from: cutOff, to: AUDITC_HIGH },
        { color: RED, from: AUDITC_HIGH, to: null },
      ],
      labels: [
        { label: { en: 'Low risk', nl: 'Laag risico' }, from: null, to: cutOff },
        { label: { en: 'Increased risk', nl: 'Verhoogd risico' }, from: cutOff, to: AUDITC_HIGH },
        { label: { en: 'High risk', nl: 'Hoog risico' }, from: AUDITC_HIGH, to: null },
      ],
      scale: { min: 0, max: 12 },
    };
  },
  higherIsBetter: false,
  minors: {
    rule: 'notRated',
    below: 18,
    source:
      'The AUDIT-C cut-offs are validated in adults, and for young people under 18 the advice is not to drink ' +
      'at all (Health Council of the Netherlands, Dutch dietary guidelines 2015): not rated under 18.',
  },
};

// --- Smoking ---------------------------------------------------------------------------------------------

/** Smoking status on a small scale: never 0, former 1, current 2. */
export const SMOKING_STATUS_VALUES: Readonly<Record<string, number>> = Object.freeze({
  never: 0,
  former: 1,
  current: 2,
});

export const smoking: ReferenceRange = {
  id: 'smoking',
  name: { en: 'Smoking', nl: 'Roken' },
  unit: '',
  decimals: 0,
  source: {
    name: 'WHO',
    citation: `WHO report on the global tobacco epidemic 2023: there is no safe level of tobacco use; ${SMOKING_SCORING.reference}`,
    url: 'https://www.who.int/publications/i/item/9789240077164',
  },
  plausible: { min: 0, max: 2 },
  value: (items) => {
    const status = items.Smoking_Status?.trim();
    return status !== undefined && status in SMOKING_STATUS_VALUES
      ? SMOKING_STATUS_VALUES[status]
      : undefined;
  },
  bands: () => ({
    colors: [
      { color: GREEN, from: null, to: 1 },
      { color: YELLOW, from: 1, to: 2 },
      { color: RED, from: 2, to: null },
    ],
    labels: [
      { label: { en: 'Never smoked', nl: 'Nooit gerookt' }, from: null, to: 1 },
      { label: { en: 'Former smoker', nl: 'Gestopt met roken' }, from: 1, to: 2 },
      { label: { en: 'Smoker', nl: 'Roker' }, from: 2, to: null },
    ],
    scale: { min: 0, max: 2 },
  }),
  higherIsBetter: false,
};

// --- Food groups -----------------------------------------------------------------------------------------

const FOOD_DECIMALS = 1;

/** A food group against the Dutch dietary guideline's advice: at least or at most so much. */
export function foodGroupRange(group: FoodGroup): ReferenceRange {
  const atLeast = 'atLeast' in group.target;
  const amount = 'atLeast' in group.target ? group.target.atLeast : group.target.atMost;
  const scale = { min: 0, max: Math.max(2 * amount, 4) };
  let bands: Bands;
  if (atLeast) {
    bands = {
      colors: [
        { color: ORANGE, from: null, to: amount },
        { color: GREEN, from: amount, to: null },
      ],
      labels: [
        { label: { en: 'Below the advice', nl: 'Onder het advies' }, from: null, to: amount },
        { label: { en: 'Meets the advice', nl: 'Volgens het advies' }, from: amount, to: null },
      ],
      scale,
    };
  } else {
    const over = above(amount, FOOD_DECIMALS);
    bands = {
      colors: [
        { color: GREEN, from: null, to: over },
        { color: ORANGE, from: over, to: null },
      ],
      labels: [
        { label: { en: 'Within the advice', nl: 'Binnen het advies' }, from: null, to: over },
        { label: { en: 'Above the advice', nl: 'Boven het advies' }, from: over, to: null },
      ],
      scale,
    };
  }
  return {
    id: `food${group.key.replace(/^Food_/, '')}`,
    name: group.name,
    unit: group.unit.en,
    decimals: FOOD_DECIMALS,
    source: {
      name: 'Health Council of the Netherlands 2015',
      citation: `${FOOD_SCORING.reference}: ${group.advice}`,
      url: 'https://www.gezondheidsraad.nl/documenten/adviezen/2015/11/04/richtlijnen-goede-voeding-2015',
    },
    plausible: { min: 0, max: group.max },
    value: (items) => numberOf(items[group.key]),
    bands: () => bands,
    higherIsBetter: atLeast,
  };
}

export const FOOD_RANGES: readonly ReferenceRange[] = FOOD_GROUPS.map(foodGroupRange);

/** Lifestyle: sleep, physical activity (WHO 150 minutes), AUDIT-C, smoking, food groups. */
export const LIFESTYLE_RANGES: readonly ReferenceRange[] = Object.freeze([
  sleepDuration,
  sleepQuality,
  sleepEfficiency,
  physicalActivity,
  auditC,
  smoking,
  ...FOOD_RANGES,
]);
