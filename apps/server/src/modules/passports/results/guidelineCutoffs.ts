import type { PersonFacts } from './types.js';

/**
 * The cut-offs of the guidelines behind the reference table, written from the guidelines themselves (not from the
 * ranges), each with the sense the guideline gives it. The range tests check every range against this list at
 * the boundary and one shown step either side, so a range whose boundary sits on the wrong side of a cut-off
 * ("≥ 94" where WHO says "> 94") fails.
 *
 * Sense: '>=' when the cut-off value itself belongs to the band above it (the guideline says "from", "at
 * least", "≥", or "below X" for the band under it); '>' when the cut-off value still belongs to the band below
 * it (the guideline says "above", "more than", ">", or "up to and including X" for the band under it).
 */
export interface GuidelineCutOff {
  /** The result id of the range. */
  range: string;
  /** The person the cut-off applies to (sex, and age where the norms go by age). */
  person: PersonFacts;
  /** The cut-off as the guideline writes it, in `unit`. */
  value: number;
  sense: '>=' | '>';
  /** When the guideline uses another unit than the range: the factor to the range's unit. */
  toRangeUnit?: number;
  /** What the guideline says, briefly. */
  says: string;
  source: string;
}

const MAN: PersonFacts = { sex: 'Male', ageYears: 45 };
const WOMAN: PersonFacts = { sex: 'Female', ageYears: 45 };
const OLDER_WOMAN: PersonFacts = { sex: 'Female', ageYears: 70 };
const YOUNGER_MAN: PersonFacts = { sex: 'Male', ageYears: 35 };

/** Cut-offs that apply to both sexes are listed once, for a man. */
const cut = (
  range: string,
  value: number,
  sense: '>=' | '>',
  says: string,
  source: string,
  person: PersonFacts = MAN,
): GuidelineCutOff => ({ range, person, value, sense, says, source });

const WHO_BMI = 'WHO TRS 894 (2000), TRS 854 (1995)';
const WHO_WAIST = 'WHO expert consultation on waist circumference (2008, published 2011)';
const ESH = 'ESH 2023 table 4 (ESC/ESH office blood pressure classification)';
const ESC_EAS = 'ESC/EAS 2019 dyslipidaemia guideline';
const ADA = 'ADA Standards of Care 2024 (section 2 and 6), WHO 2006';
const KDIGO = 'KDIGO 2024 GFR categories';
const ACG = 'ACG 2017 (Kwo et al.): multiples of the upper limit of normal';
const ATA = 'ATA/AACE 2012 hypothyroidism guideline';
const WHO_HB = 'WHO 2011 haemoglobin cut-offs (g/dL), WHO 2016 polycythaemia vera criterion';
const WHO_FERRITIN = 'WHO 2020 ferritin guideline; BSG 2021 for low stores';
const ENDO = 'Endocrine Society 2011 (Holick et al.)';
const GLI = 'GLI-2012, ERS/ATS 2022 interpretation';
const EWGSOP2 = 'EWGSOP2 2019 (Dodds 2014)';
const MASSY = 'Massy-Westropp 2011 age norms (mean, mean - SD)';
const FRIEND = 'FRIEND 2022 percentiles (Kaminsky et al.)';
const NSF = 'National Sleep Foundation 2015';
const PSQI = 'PSQI (Buysse 1989)';
const WHO_PA = 'WHO 2020 physical activity guidelines';
const AUDIT = 'AUDIT-C (Bradley 2007; Rubinsky 2013)';
const WHO_TOBACCO = 'WHO 2023: no safe level of tobacco; never, former, current';
const HC_FOOD = 'Health Council of the Netherlands 2015 dietary guidelines';

/** Liver enzyme cut-offs: normal up to and including the upper limit; 2× and 5× start the next grade. */
const liver = (range: string, upper: { male: number; female: number }, source: string) =>
  (
    [
      [MAN, upper.male],
      [WOMAN, upper.female],
    ] as const
  ).flatMap(([person, limit]) => [
    cut(range, limit, '>', 'normal up to the upper limit of normal', source, person),
    cut(range, 2 * limit, '>=', 'mild elevation from 2× the upper limit', ACG, person),
    cut(range, 5 * limit, '>=', 'moderate elevation from 5× the upper limit', ACG, person),
  ]);

/** Percentile norms: "under the 10th percentile" and so on, so a value at a percentile is in the band above. */
const percentiles = (range: string, person: PersonFacts, values: readonly number[], source: string) =>
  values.map((value, i) =>
    cut(range, value, '>=', `below percentile ${[10, 25, 50, 75][i]} is the band under it`, source, person),
  );

const haemoglobin = (person: PersonFacts, normalFrom: number, highAbove: number): GuidelineCutOff[] =>
  (
    [
      [8, '>=', 'severe anaemia below 8.0 g/dL'],
      [11, '>=', 'mild anaemia from 11.0 g/dL'],
      [normalFrom, '>=', `no anaemia from ${normalFrom.toFixed(1)} g/dL`],
      [highAbove, '>', `high above ${highAbove.toFixed(1)} g/dL`],
    ] as const
  ).map(([value, sense, says]) => ({
    ...cut('haemoglobin', value, sense, says, WHO_HB, person),
    toRangeUnit: 0.6206,
  }));

export const GUIDELINE_CUT_OFFS: readonly GuidelineCutOff[] = Object.freeze([
  // Body
  cut('bmi', 16, '>=', 'severe thinness below 16', WHO_BMI),
  cut('bmi', 18.5, '>=', 'underweight below 18.5', WHO_BMI),
  cut('bmi', 25, '>=', 'overweight from 25', WHO_BMI),
  cut('bmi', 30, '>=', 'obesity class I from 30', WHO_BMI),
  cut('bmi', 35, '>=', 'obesity class II from 35', WHO_BMI),
  cut('bmi', 40, '>=', 'obesity class III from 40', WHO_BMI),
  cut('waistCircumference', 94, '>', 'increased risk above 94 cm (men)', WHO_WAIST),
  cut('waistCircumference', 102, '>', 'substantially increased risk above 102 cm (men)', WHO_WAIST),
  cut('waistCircumference', 80, '>', 'increased risk above 80 cm (women)', WHO_WAIST, WOMAN),
  cut('waistCircumference', 88, '>', 'substantially increased risk above 88 cm (women)', WHO_WAIST, WOMAN),
  cut('systolicBloodPressure', 120, '>=', 'optimal below 120', ESH),
  cut('systolicBloodPressure', 130, '>=', 'high normal 130-139', ESH),
  cut('systolicBloodPressure', 140, '>=', 'grade 1 hypertension 140-159', ESH),
  cut('systolicBloodPressure', 160, '>=', 'grade 2 hypertension 160-179', ESH),
  cut('systolicBloodPressure', 180, '>=', 'grade 3 hypertension from 180', ESH),
  cut('diastolicBloodPressure', 80, '>=', 'optimal below 80', ESH),
  cut('diastolicBloodPressure', 85, '>=', 'high normal 85-89', ESH),
  cut('diastolicBloodPressure', 90, '>=', 'grade 1 hypertension 90-99', ESH),
  cut('diastolicBloodPressure', 100, '>=', 'grade 2 hypertension 100-109', ESH),
  cut('diastolicBloodPressure', 110, '>=', 'grade 3 hypertension from 110', ESH),

  // Blood
  cut('totalCholesterol', 5, '>=', 'desirable below 5 mmol/L', ESC_EAS),
  cut('totalCholesterol', 8, '>', 'markedly elevated above 8 mmol/L', ESC_EAS),
  cut('ldlCholesterol', 3, '>=', 'low-risk goal below 3.0 mmol/L', ESC_EAS),
  cut('ldlCholesterol', 4.9, '>', 'markedly elevated above 4.9 mmol/L', ESC_EAS),
  cut('hdlCholesterol', 1, '>=', 'increased risk below 1.0 mmol/L (men)', ESC_EAS),
  cut('hdlCholesterol', 1.2, '>=', 'increased risk below 1.2 mmol/L (women)', ESC_EAS, WOMAN),
  cut('triglycerides', 1.7, '>', 'increased risk above 1.7 mmol/L', ESC_EAS),
  cut('triglycerides', 10, '>', 'risk of pancreatitis above 10 mmol/L', ESC_EAS),
  cut('fastingGlucose', 3, '>=', 'level 2 hypoglycaemia below 3.0 mmol/L', ADA),
  cut('fastingGlucose', 3.9, '>=', 'level 1 hypoglycaemia below 3.9 mmol/L', ADA),
  cut('fastingGlucose', 5.6, '>=', 'prediabetes 5.6-6.9 mmol/L', ADA),
  cut('fastingGlucose', 6.1, '>=', 'impaired fasting glucose 6.1-6.9 mmol/L (WHO)', ADA),
  cut('fastingGlucose', 7, '>=', 'diabetes from 7.0 mmol/L', ADA),
  cut('hba1c', 39, '>=', 'prediabetes 39-47 mmol/mol (5.7-6.4 %)', ADA),
  cut('hba1c', 48, '>=', 'diabetes from 48 mmol/mol (6.5 %)', ADA),
  cut('egfr', 15, '>=', 'G5 below 15', KDIGO),
  cut('egfr', 30, '>=', 'G4 15-29', KDIGO),
  cut('egfr', 45, '>=', 'G3b 30-44', KDIGO),
  cut('egfr', 60, '>=', 'G3a 45-59', KDIGO),
  cut('egfr', 90, '>=', 'G2 60-89, G1 from 90', KDIGO),
  ...liver('alt', { male: 33, female: 25 }, ACG),
  ...liver('ast', { male: 35, female: 30 }, 'NVKC harmonised reference intervals'),
  ...liver('ggt', { male: 55, female: 40 }, 'NVKC harmonised reference intervals'),
  cut('tsh', 0.1, '>=', 'suppressed below 0.1 mU/L', ATA),
  cut('tsh', 0.45, '>=', 'reference range 0.45-4.12 mU/L', ATA),
  cut('tsh', 4.12, '>', 'reference range 0.45-4.12 mU/L', ATA),
  cut('tsh', 10, '>=', 'treatment considered from 10 mU/L', ATA),
  ...haemoglobin(MAN, 13, 16.5),
  ...haemoglobin(WOMAN, 12, 16),
  cut('ferritin', 15, '>=', 'iron deficiency below 15 µg/L', WHO_FERRITIN),
  cut('ferritin', 30, '>=', 'low iron stores below 30 µg/L', WHO_FERRITIN),
  cut('ferritin', 200, '>', 'risk of iron overload above 200 µg/L (men)', WHO_FERRITIN),
  cut('ferritin', 15, '>=', 'iron deficiency below 15 µg/L', WHO_FERRITIN, WOMAN),
  cut('ferritin', 30, '>=', 'low iron stores below 30 µg/L', WHO_FERRITIN, WOMAN),
  cut('ferritin', 150, '>', 'risk of iron overload above 150 µg/L (women)', WHO_FERRITIN, WOMAN),
  cut('vitaminD', 50, '>=', 'deficiency below 50 nmol/L (20 ng/mL)', ENDO),
  cut('vitaminD', 75, '>=', 'sufficiency from 75 nmol/L (30 ng/mL)', ENDO),
  cut('vitaminD', 250, '>', 'safe up to 250 nmol/L (100 ng/mL)', ENDO),

  // Fitness
  ...percentiles('vo2max', MAN, [22.9, 28.4, 34.8, 41.8], FRIEND),
  ...percentiles('vo2max', WOMAN, [17.4, 21.3, 25.9, 30.9], FRIEND),
  ...percentiles('vo2maxCycle', MAN, [20.0, 22.8, 27.5, 32.6], FRIEND),
  // Men 30-39 start lower at p10 than men 40-49: so in the published cycle table.
  ...percentiles('vo2maxCycle', YOUNGER_MAN, [19.4, 24.5, 30.1, 36.7], FRIEND),
  ...percentiles('vo2maxCycle', WOMAN, [13.8, 16.0, 19.0, 22.7], FRIEND),
  cut('fev1FvcZScore', -1.645, '>=', 'below the lower limit of normal: z < -1.645', GLI),
  cut('fvcZScore', -1.645, '>=', 'below the lower limit of normal: z < -1.645', GLI),
  cut('fev1ZScore', -4, '>=', 'severe below z = -4', GLI),
  cut('fev1ZScore', -2.5, '>=', 'mild from -1.65 to -2.5, moderate below -2.5', GLI),
  cut('fev1ZScore', -1.645, '>=', 'below the lower limit of normal: z < -1.645', GLI),
  cut('gripStrength', 27, '>=', 'low grip strength below 27 kg (men)', EWGSOP2),
  cut('gripStrength', 37.5, '>=', 'below the age mean minus one SD (men 40-49: 47 - 9.5)', MASSY),
  cut('gripStrength', 47, '>=', 'below the age mean (men 40-49)', MASSY),
  cut('gripStrength', 16, '>=', 'low grip strength below 16 kg (women)', EWGSOP2, WOMAN),
  cut('gripStrength', 23.3, '>=', 'below the age mean minus one SD (women 40-49: 29 - 5.7)', MASSY, WOMAN),
  cut('gripStrength', 29, '>=', 'below the age mean (women 40-49)', MASSY, WOMAN),

  // Mind
  cut('who5', 28, '>', '28 or below: likely depression', 'WHO-5 (Topp 2015)'),
  cut('who5', 50, '>', '50 or below: poor wellbeing', 'WHO-5 (Topp 2015)'),
  cut('pss10', 14, '>=', 'low 0-13, moderate 14-26', 'PSS-10'),
  cut('pss10', 27, '>=', 'high 27-40', 'PSS-10'),
  cut('brs', 3, '>=', 'low below 3.00', 'BRS (Smith 2008)'),
  cut('brs', 4.3, '>', 'high above 4.30', 'BRS (Smith 2008)'),
  cut('uwes9', 1.77, '>', 'very low up to 1.77', 'UWES-9 manual (2004)'),
  cut('uwes9', 2.88, '>', 'low up to 2.88', 'UWES-9 manual (2004)'),
  cut('uwes9', 4.66, '>', 'average up to 4.66', 'UWES-9 manual (2004)'),
  cut('uwes9', 5.5, '>', 'high up to 5.50', 'UWES-9 manual (2004)'),

  // Lifestyle
  cut('sleepDuration', 6, '>=', 'adults 26-64: 6 hours may be appropriate', NSF),
  cut('sleepDuration', 7, '>=', 'adults 26-64: 7-9 hours recommended', NSF),
  cut('sleepDuration', 9, '>', 'adults 26-64: 7-9 hours recommended', NSF),
  cut('sleepDuration', 10, '>', 'adults 26-64: 10 hours may be appropriate', NSF),
  cut('sleepDuration', 5, '>=', '65 and over: 5 hours may be appropriate', NSF, OLDER_WOMAN),
  cut('sleepDuration', 7, '>=', '65 and over: 7-8 hours recommended', NSF, OLDER_WOMAN),
  cut('sleepDuration', 8, '>', '65 and over: 7-8 hours recommended', NSF, OLDER_WOMAN),
  cut('sleepDuration', 9, '>', '65 and over: 9 hours may be appropriate', NSF, OLDER_WOMAN),
  cut('sleepQuality', 1, '>=', 'component 1: very good 0, fairly good 1', PSQI),
  cut('sleepQuality', 2, '>=', 'fairly bad 2', PSQI),
  cut('sleepQuality', 3, '>=', 'very bad 3', PSQI),
  cut('sleepEfficiency', 65, '>=', 'below 65 % scores 3', PSQI),
  cut('sleepEfficiency', 75, '>=', '65-74 % scores 2, 75-84 % 1', PSQI),
  cut('sleepEfficiency', 85, '>=', '85 % and more scores 0', PSQI),
  cut('physicalActivity', 0, '>', 'no activity at all', WHO_PA),
  cut('physicalActivity', 150, '>=', 'at least 150 minutes a week', WHO_PA),
  cut('physicalActivity', 300, '>', 'additional benefits from more than 300 minutes', WHO_PA),
  cut('auditC', 4, '>=', 'positive screen from 4 (men)', AUDIT),
  cut('auditC', 8, '>=', 'highest risk 8-12', AUDIT),
  cut('auditC', 3, '>=', 'positive screen from 3 (women)', AUDIT, WOMAN),
  cut('auditC', 8, '>=', 'highest risk 8-12', AUDIT, WOMAN),
  cut('smoking', 1, '>=', 'former smoker', WHO_TOBACCO),
  cut('smoking', 2, '>=', 'current smoker', WHO_TOBACCO),
  cut('foodVegetables', 4, '>=', 'at least 200-250 g (4 spoons) a day', HC_FOOD),
  cut('foodFruit', 2, '>=', 'at least 2 pieces (200 g) a day', HC_FOOD),
  cut('foodWholeGrains', 3, '>=', 'at least 90 g (3 servings) of wholegrain a day', HC_FOOD),
  cut('foodDairy', 2, '>=', '2-3 portions of dairy a day', HC_FOOD),
  cut('foodFish', 1, '>=', 'fish once a week', HC_FOOD),
  cut('foodLegumesNuts', 7, '>=', 'legumes weekly and 15 g of nuts a day', HC_FOOD),
  cut('foodRedProcessedMeat', 2, '>', 'limit red and processed meat (at most twice a week)', HC_FOOD),
  cut('foodSugaryDrinks', 0, '>', 'as few sugary drinks as possible', HC_FOOD),
]);
