import { ResultColor } from '@health-passport/domain';
import { rounded } from '../engine.js';
import type { Category, MinorsRule, ReferenceRange, Source } from '../types.js';
import { above, bySex, grade, graded, gradeIndex, hasSex, meanOf, measured } from './bands.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;

const WHO_BMI: Source = {
  name: 'WHO',
  citation:
    'World Health Organization. Obesity: preventing and managing the global epidemic. Report of a WHO ' +
    'consultation. WHO Technical Report Series 894. Geneva: WHO; 2000 (thinness grades: WHO Technical Report ' +
    'Series 854, 1995).',
  url: 'https://iris.who.int/handle/10665/42330',
};

const WHO_WAIST: Source = {
  name: 'WHO',
  citation:
    'World Health Organization. Waist circumference and waist-hip ratio: report of a WHO expert consultation, ' +
    'Geneva, 8-11 December 2008. Geneva: WHO; 2011.',
  url: 'https://iris.who.int/handle/10665/44583',
};

/**
 * The 2023 ESH guideline keeps the office blood pressure classification of the 2018 ESC/ESH guideline
 * (Williams B et al., Eur Heart J 2018;39:3021-3104): the category is the higher of the systolic and the
 * diastolic grade, so both readings' results carry that one category.
 */
const ESH_2023: Source = {
  name: 'ESH 2023 (ESC/ESH classification)',
  citation:
    'Mancia G, Kreutz R, Brunström M, et al. 2023 ESH Guidelines for the management of arterial hypertension. ' +
    'J Hypertens 2023;41(12):1874-2071, table 4 (classification of office blood pressure).',
  url: 'https://doi.org/10.1097/HJH.0000000000003480',
};

/** WHO BMI classes; under 16 is severe thinness. */
const BMI_GRADES = [
  grade(RED, 'Severely underweight', 'Ernstig ondergewicht'),
  grade(ORANGE, 'Underweight', 'Ondergewicht'),
  grade(GREEN, 'Healthy weight', 'Gezond gewicht'),
  grade(YELLOW, 'Overweight', 'Overgewicht'),
  grade(ORANGE, 'Obesity class I', 'Obesitas klasse I'),
  grade(RED, 'Obesity class II', 'Obesitas klasse II'),
  grade(RED, 'Obesity class III', 'Obesitas klasse III'),
];
const BMI_THRESHOLDS = [16, 18.5, 25, 30, 35, 40];

const bmi: ReferenceRange = {
  id: 'bmi',
  name: { en: 'Body mass index (BMI)', nl: 'Body mass index (BMI)' },
  unit: 'kg/m²',
  decimals: 1,
  source: WHO_BMI,
  plausible: { min: 10, max: 80 },
  value(items) {
    const weight = measured(items, 'Body_Weight');
    const heightCm = measured(items, 'Body_Height');
    if (weight === undefined || heightCm === undefined || heightCm <= 0) return undefined;
    return weight / (heightCm / 100) ** 2;
  },
  bands: () => graded(BMI_GRADES, BMI_THRESHOLDS, { min: 15, max: 40 }),
  higherIsBetter: false,
  minors: {
    rule: 'notRated',
    below: 18,
    source:
      'WHO BMI-for-age (WHO Growth Reference 5-19 years, 2007): children and adolescents are judged by z-scores ' +
      'for their age and sex, and the adult cut-offs apply from 19; this table holds no BMI-for-age: not ' +
      'rated under 18.',
  },
};

/** WHO: increased risk above 94 cm (men) / 80 cm (women), substantially increased above 102 / 88 cm. */
const WAIST_GRADES = [
  grade(GREEN, 'Low risk', 'Laag risico'),
  grade(YELLOW, 'Increased risk', 'Verhoogd risico'),
  grade(RED, 'Substantially increased risk', 'Sterk verhoogd risico'),
];

/** The WHO cut-offs in cm; the guideline's sense is "greater than". */
const WAIST_CUT_OFFS = { male: [94, 102], female: [80, 88] };

const waist: ReferenceRange = {
  id: 'waistCircumference',
  name: { en: 'Waist circumference', nl: 'Buikomvang' },
  unit: 'cm',
  decimals: 1,
  source: WHO_WAIST,
  plausible: { min: 40, max: 250 },
  value: (items, person) => (hasSex(person) ? measured(items, 'Body_Waist') : undefined),
  bands: (person) =>
    graded(
      WAIST_GRADES,
      bySex(person, WAIST_CUT_OFFS).map((cm) => above(cm, 1)),
      {
        min: bySex(person, { male: 70, female: 60 }),
        max: bySex(person, { male: 125, female: 110 }),
      },
    ),
  higherIsBetter: false,
  minors: {
    rule: 'notRated',
    below: 18,
    source:
      "The WHO waist cut-offs (2008) are for adults; a child's waist is judged by percentiles for age and sex, " +
      'which this table does not hold: not rated under 18.',
  },
};

/** The mean of the readings taken (ESH: the average of the office readings). */
const meanReading = (items: Readonly<Record<string, string>>, key: 'Systolic' | 'Diastolic') =>
  meanOf([measured(items, `BP_${key}_1`), measured(items, `BP_${key}_2`)]);

const BP_GRADES = [
  grade(GREEN, 'Optimal', 'Optimaal'),
  grade(GREEN, 'Normal', 'Normaal'),
  grade(YELLOW, 'High normal', 'Hoog-normaal'),
  grade(ORANGE, 'Grade 1 hypertension', 'Hypertensie graad 1'),
  grade(RED, 'Grade 2 hypertension', 'Hypertensie graad 2'),
  grade(RED, 'Grade 3 hypertension', 'Hypertensie graad 3'),
];

/** ESH 2016: percentiles below 16, the adult cut-offs from 16. */
const BLOOD_PRESSURE_MINORS: MinorsRule = {
  rule: 'notRated',
  below: 16,
  source:
    'Lurbe E et al. 2016 ESH guidelines for the management of high blood pressure in children and adolescents. ' +
    'J Hypertens 2016;34:1887-1920: below 16 years percentiles for age, sex and height (not in this table); ' +
    'from 16 the adult cut-offs apply.',
};

const SYSTOLIC_THRESHOLDS = [120, 130, 140, 160, 180];
const DIASTOLIC_THRESHOLDS = [80, 85, 90, 100, 110];

/**
 * The ESC/ESH category of the office blood pressure: the higher grade of the two mean readings (135/95 is grade
 * 1 hypertension). With one of the two missing, the other decides.
 */
function bloodPressureCategory(items: Readonly<Record<string, string>>): Category | undefined {
  const grades = [
    [meanReading(items, 'Systolic'), SYSTOLIC_THRESHOLDS],
    [meanReading(items, 'Diastolic'), DIASTOLIC_THRESHOLDS],
  ] as const;
  const indices = grades.flatMap(([mean, thresholds]) =>
    mean === undefined ? [] : [gradeIndex(rounded(mean, 0), thresholds)],
  );
  if (indices.length === 0) return undefined;
  return BP_GRADES[Math.max(...indices)];
}

const systolic: ReferenceRange = {
  id: 'systolicBloodPressure',
  name: { en: 'Systolic blood pressure', nl: 'Systolische bloeddruk' },
  unit: 'mmHg',
  decimals: 0,
  source: ESH_2023,
  plausible: { min: 60, max: 260 },
  value: (items) => meanReading(items, 'Systolic'),
  bands: () => graded(BP_GRADES, SYSTOLIC_THRESHOLDS, { min: 90, max: 190 }),
  category: bloodPressureCategory,
  higherIsBetter: false,
  minors: BLOOD_PRESSURE_MINORS,
};

const diastolic: ReferenceRange = {
  id: 'diastolicBloodPressure',
  name: { en: 'Diastolic blood pressure', nl: 'Diastolische bloeddruk' },
  unit: 'mmHg',
  decimals: 0,
  source: ESH_2023,
  plausible: { min: 30, max: 160 },
  value: (items) => meanReading(items, 'Diastolic'),
  bands: () => graded(BP_GRADES, DIASTOLIC_THRESHOLDS, { min: 50, max: 120 }),
  category: bloodPressureCategory,
  higherIsBetter: false,
  minors: BLOOD_PRESSURE_MINORS,
};

/** Body composition and blood pressure (WHO, ESC/ESH). */
export const BODY_RANGES: readonly ReferenceRange[] = Object.freeze([bmi, waist, systolic, diastolic]);
