import { ResultColor } from '@health-passport/domain';
import type { Bands, MinorsRule, PersonFacts, ReferenceRange, Source } from '../types.js';
import { above, bySex, type Grade, grade, graded, hasSex, measured } from './bands.js';

const { RED, ORANGE, YELLOW, GREEN } = ResultColor;

// ---------------------------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------------------------

const ESC_EAS_2019: Source = {
  name: 'ESC/EAS 2019',
  citation:
    'Mach F, Baigent C, Catapano AL, et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias: lipid ' +
    'modification to reduce cardiovascular risk. Eur Heart J 2020;41(1):111-188.',
  url: 'https://doi.org/10.1093/eurheartj/ehz455',
};

const ADA_2024_GLUCOSE: Source = {
  name: 'ADA 2024, WHO 2006',
  citation:
    'American Diabetes Association Professional Practice Committee. 2. Diagnosis and classification of diabetes: ' +
    'Standards of Care in Diabetes-2024. Diabetes Care 2024;47(Suppl 1):S20-S42 (and 6. Glycemic goals and ' +
    'hypoglycemia, S111-S125); WHO/IDF. Definition and diagnosis of diabetes mellitus and intermediate ' +
    'hyperglycaemia. Geneva: WHO; 2006.',
  url: 'https://doi.org/10.2337/dc24-S002',
};

const ADA_2024_HBA1C: Source = {
  name: 'ADA 2024, WHO 2011',
  citation:
    'American Diabetes Association Professional Practice Committee. 2. Diagnosis and classification of diabetes: ' +
    'Standards of Care in Diabetes-2024. Diabetes Care 2024;47(Suppl 1):S20-S42; WHO. Use of glycated ' +
    'haemoglobin (HbA1c) in the diagnosis of diabetes mellitus. Geneva: WHO; 2011.',
  url: 'https://doi.org/10.2337/dc24-S002',
};

const CKD_EPI_2021: Source = {
  name: 'CKD-EPI 2021, KDIGO',
  citation:
    'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR ' +
    'without race. N Engl J Med 2021;385:1737-1749; GFR categories G1-G5: KDIGO 2024 Clinical Practice ' +
    'Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int 2024;105(4S):S117-S314.',
  url: 'https://doi.org/10.1056/NEJMoa2102953',
};

const ACG_2017_ALT: Source = {
  name: 'ACG 2017',
  citation:
    'Kwo PY, Cohen SM, Lim JK. ACG clinical guideline: evaluation of abnormal liver chemistries. Am J ' +
    'Gastroenterol 2017;112(1):18-35 (healthy upper limit of ALT: 33 U/L men, 25 U/L women; grades by multiples ' +
    'of the upper limit).',
  url: 'https://doi.org/10.1038/ajg.2016.517',
};

const LIVER_ENZYMES: Source = {
  name: 'NVKC harmonised reference intervals, ACG 2017',
  citation:
    'Nederlandse Vereniging voor Klinische Chemie en Laboratoriumgeneeskunde (NVKC). Geharmoniseerde ' +
    'referentie-intervallen (upper limits AST 35 U/L men, 30 U/L women; GGT 55 U/L men, 40 U/L women); grades by ' +
    'multiples of the upper limit after Kwo PY et al. ACG clinical guideline: evaluation of abnormal liver ' +
    'chemistries. Am J Gastroenterol 2017;112(1):18-35.',
  url: 'https://www.nvkc.nl/',
};

const ATA_AACE_2012: Source = {
  name: 'ATA/AACE 2012',
  citation:
    'Garber JR, Cobin RH, Gharib H, et al. Clinical practice guidelines for hypothyroidism in adults: cosponsored ' +
    'by the American Association of Clinical Endocrinologists and the American Thyroid Association. Endocr ' +
    'Pract 2012;18(6):988-1028 (reference range 0.45-4.12 mU/L; treatment considered from 10 mU/L).',
  url: 'https://doi.org/10.4158/EP12280.GL',
};

/** Children's lipids are judged against paediatric limits, which this table does not hold. */
const LIPIDS_MINORS: MinorsRule = {
  rule: 'notRated',
  below: 18,
  source:
    'The ESC/EAS 2019 cut-offs and targets are for adults; children and adolescents are judged against ' +
    'paediatric limits (NHLBI Expert Panel on Cardiovascular Health and Risk Reduction in Children and ' +
    'Adolescents, 2011), which this table does not hold: not rated under 18.',
};

/** The WHO cut-offs differ below 15 years and the high cut-offs are for adults. */
const HAEMOGLOBIN_MINORS: MinorsRule = {
  rule: 'notRated',
  below: 18,
  source:
    'WHO haemoglobin cut-offs depend on age below 15 years (WHO 2011: 11.5 g/dL at 5-11, 12.0 g/dL at 12-14) ' +
    'and the high cut-offs are for adults; this table holds the adult bands only: not rated under 18.',
};

const WHO_HAEMOGLOBIN: Source = {
  name: 'WHO 2011',
  citation:
    'WHO. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. Vitamin and ' +
    'Mineral Nutrition Information System (WHO/NMH/NHD/MNM/11.1). Geneva: WHO; 2011 (adult cut-offs unchanged ' +
    'in the WHO 2024 guideline on haemoglobin cutoffs); high values after the WHO 2016 polycythaemia vera ' +
    'criterion (Arber DA et al. Blood 2016;127:2391-2405).',
  url: 'https://iris.who.int/handle/10665/85839',
};

const WHO_FERRITIN: Source = {
  name: 'WHO 2020',
  citation:
    'WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. ' +
    'Geneva: WHO; 2020 (iron deficiency below 15 µg/L; risk of iron overload above 150 µg/L in women and 200 ' +
    'µg/L in men); low iron stores below 30 µg/L after Snook J et al. British Society of Gastroenterology ' +
    'guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030-2051.',
  url: 'https://www.who.int/publications/i/item/9789240000124',
};

const ENDOCRINE_SOCIETY_2011: Source = {
  name: 'Endocrine Society 2011',
  citation:
    'Holick MF, Binkley NC, Bischoff-Ferrari HA, et al. Evaluation, treatment, and prevention of vitamin D ' +
    'deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96(7):1911-1930 ' +
    '(deficiency below 50 nmol/L, insufficiency 50-75 nmol/L, safe upper limit 250 nmol/L).',
  url: 'https://doi.org/10.1210/jc.2011-0385',
};

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** A lab value by its dataKey, needing nothing else. */
const lab =
  (key: string) =>
  (items: Readonly<Record<string, string>>): number | undefined =>
    measured(items, key);

/** A lab value that is graded by sex: no value without the person's sex. */
const labBySex =
  (key: string) =>
  (items: Readonly<Record<string, string>>, person: PersonFacts): number | undefined =>
    hasSex(person) ? measured(items, key) : undefined;

/** Same bands for everyone. */
const fixed = (grades: readonly Grade[], thresholds: readonly number[], scale: Bands['scale']) => (): Bands =>
  graded(grades, thresholds, scale);

// ---------------------------------------------------------------------------------------------------------------
// Lipids (ESC/EAS 2019)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Total cholesterol: below 5 mmol/L is the desirable level of the European prevention guidelines the ESC/EAS
 * 2019 guideline builds on; above 8 mmol/L (not at 8) is a "markedly elevated single risk factor" (ESC/EAS 2019
 * table 4).
 */
const totalCholesterol: ReferenceRange = {
  id: 'totalCholesterol',
  name: { en: 'Total cholesterol', nl: 'Totaal cholesterol' },
  unit: 'mmol/L',
  decimals: 1,
  source: ESC_EAS_2019,
  plausible: { min: 1, max: 20 },
  value: lab('Lab_CholesterolTotal'),
  bands: fixed(
    [
      grade(GREEN, 'Desirable', 'Gewenst'),
      grade(YELLOW, 'Raised', 'Verhoogd'),
      grade(RED, 'Markedly raised', 'Sterk verhoogd'),
    ],
    [5, above(8, 1)],
    { min: 2, max: 10 },
  ),
  higherIsBetter: false,
  minors: LIPIDS_MINORS,
};

/**
 * LDL cholesterol: below 3.0 mmol/L is the goal for people at low risk (ESC/EAS 2019 table 4 and
 * recommendations, section 6), so the green label says for whom; above 4.9 mmol/L (not at 4.9) is markedly
 * elevated (high risk on its own).
 */
const ldl: ReferenceRange = {
  id: 'ldlCholesterol',
  name: { en: 'LDL cholesterol', nl: 'LDL-cholesterol' },
  unit: 'mmol/L',
  decimals: 1,
  source: ESC_EAS_2019,
  plausible: { min: 0.1, max: 15 },
  value: lab('Lab_LDL'),
  bands: fixed(
    [
      grade(GREEN, 'On target (low risk)', 'Op streefwaarde (laag risico)'),
      grade(YELLOW, 'Above target', 'Boven streefwaarde'),
      grade(RED, 'Markedly raised', 'Sterk verhoogd'),
    ],
    [3, above(4.9, 1)],
    { min: 1, max: 7 },
  ),
  higherIsBetter: false,
  minors: LIPIDS_MINORS,
};

/** HDL cholesterol: below 1.0 mmol/L in men and 1.2 mmol/L in women marks increased risk (ESC/EAS 2019). */
const hdl: ReferenceRange = {
  id: 'hdlCholesterol',
  name: { en: 'HDL cholesterol', nl: 'HDL-cholesterol' },
  unit: 'mmol/L',
  decimals: 1,
  source: ESC_EAS_2019,
  plausible: { min: 0.1, max: 5 },
  value: labBySex('Lab_HDL'),
  bands: (person) =>
    graded(
      [grade(ORANGE, 'Low', 'Laag'), grade(GREEN, 'Good', 'Goed')],
      [bySex(person, { male: 1, female: 1.2 })],
      { min: 0.4, max: 2.6 },
    ),
  higherIsBetter: true,
  minors: LIPIDS_MINORS,
};

/**
 * Triglycerides: fasting values above 1.7 mmol/L (not at it) indicate increased risk; above 10 mmol/L carry a
 * risk of pancreatitis (ESC/EAS 2019, section 3.2 and 8.2).
 */
const triglycerides: ReferenceRange = {
  id: 'triglycerides',
  name: { en: 'Triglycerides', nl: 'Triglyceriden' },
  unit: 'mmol/L',
  decimals: 1,
  source: ESC_EAS_2019,
  plausible: { min: 0.1, max: 50 },
  value: lab('Lab_Triglycerides'),
  bands: fixed(
    [
      grade(GREEN, 'Normal', 'Normaal'),
      grade(ORANGE, 'Raised', 'Verhoogd'),
      grade(RED, 'Very high', 'Zeer hoog'),
    ],
    [above(1.7, 1), above(10, 1)],
    { min: 0.3, max: 4 },
  ),
  higherIsBetter: false,
  minors: LIPIDS_MINORS,
};

// ---------------------------------------------------------------------------------------------------------------
// Glucose metabolism (ADA 2024, WHO)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Fasting plasma glucose: ADA hypoglycaemia levels (below 3.0 and 3.9 mmol/L), normal below 5.6, ADA
 * prediabetes from 5.6, WHO impaired fasting glucose from 6.1, diabetes range from 7.0. Only a sample confirmed
 * fasting is scored: with Lab_Fasting "no" or unanswered there is no value (a non-fasting 7.2 is no diabetes).
 * Prediabetes is yellow here and for HbA1c; orange is kept for the WHO's impaired fasting glucose.
 */
const fastingGlucose: ReferenceRange = {
  id: 'fastingGlucose',
  name: { en: 'Fasting glucose', nl: 'Nuchtere glucose' },
  unit: 'mmol/L',
  decimals: 1,
  source: ADA_2024_GLUCOSE,
  plausible: { min: 1, max: 40 },
  value: (items) => (items.Lab_Fasting === 'yes' ? measured(items, 'Lab_Glucose') : undefined),
  bands: fixed(
    [
      grade(RED, 'Very low', 'Zeer laag'),
      grade(ORANGE, 'Low', 'Laag'),
      grade(GREEN, 'Normal', 'Normaal'),
      grade(YELLOW, 'Prediabetes', 'Prediabetes'),
      grade(ORANGE, 'Impaired fasting glucose', 'Gestoorde nuchtere glucose'),
      grade(RED, 'Diabetes range', 'Diabetesbereik'),
    ],
    [3, 3.9, 5.6, 6.1, 7],
    { min: 3, max: 9 },
  ),
  higherIsBetter: false,
};

/**
 * HbA1c in mmol/mol (IFCC): prediabetes from 39 (5.7 %), diabetes range from 48 (6.5 %). Prediabetes has the
 * colour of the fasting glucose's prediabetes (yellow): both are the ADA's one "prediabetes" category.
 */
const hba1c: ReferenceRange = {
  id: 'hba1c',
  name: { en: 'HbA1c', nl: 'HbA1c' },
  unit: 'mmol/mol',
  decimals: 0,
  source: ADA_2024_HBA1C,
  plausible: { min: 15, max: 200 },
  value: lab('Lab_HbA1c'),
  bands: fixed(
    [
      grade(GREEN, 'Normal', 'Normaal'),
      grade(YELLOW, 'Prediabetes', 'Prediabetes'),
      grade(RED, 'Diabetes range', 'Diabetesbereik'),
    ],
    [39, 48],
    { min: 25, max: 65 },
  ),
  higherIsBetter: false,
};

// ---------------------------------------------------------------------------------------------------------------
// Kidney (CKD-EPI 2021, KDIGO)
// ---------------------------------------------------------------------------------------------------------------

/** Micromoles of creatinine per litre in one mg/dL. */
export const CREATININE_UMOL_PER_MG_DL = 88.4;

/**
 * The CKD-EPI 2021 creatinine equation without race (Inker et al. 2021), for adults:
 * eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^-1.200 × 0.9938^age × 1.012 [female],
 * Scr in mg/dL, κ 0.7 (female) or 0.9 (male), α -0.241 (female) or -0.302 (male). In ml/min/1.73m².
 */
export function ckdEpi2021(creatinineUmolL: number, ageYears: number, sex: 'Male' | 'Female'): number {
  const female = sex === 'Female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineUmolL / CREATININE_UMOL_PER_MG_DL / kappa;
  return (
    142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears * (female ? 1.012 : 1)
  );
}

/**
 * eGFR from the creatinine, age and sex; the equation is for adults. Without a creatinine the laboratory's own
 * CKD-EPI eGFR (Lab_eGFR) is used when it was entered.
 */
const egfr: ReferenceRange = {
  id: 'egfr',
  name: { en: 'Kidney function (eGFR)', nl: 'Nierfunctie (eGFR)' },
  unit: 'ml/min/1.73m²',
  decimals: 0,
  source: CKD_EPI_2021,
  plausible: { min: 1, max: 200 },
  value(items, person) {
    const creatinine = measured(items, 'Lab_Creatinine');
    if (creatinine === undefined) return measured(items, 'Lab_eGFR');
    if (person.sex === null || person.ageYears === null || person.ageYears < 18 || creatinine <= 0)
      return undefined;
    return ckdEpi2021(creatinine, person.ageYears, person.sex);
  },
  bands: fixed(
    [
      grade(RED, 'G5 Kidney failure', 'G5 Nierfalen'),
      grade(RED, 'G4 Severely decreased', 'G4 Ernstig verminderd'),
      grade(ORANGE, 'G3b Moderately to severely decreased', 'G3b Matig tot ernstig verminderd'),
      grade(ORANGE, 'G3a Mildly to moderately decreased', 'G3a Licht tot matig verminderd'),
      grade(YELLOW, 'G2 Mildly decreased', 'G2 Licht verminderd'),
      grade(GREEN, 'G1 Normal or high', 'G1 Normaal of hoog'),
    ],
    [15, 30, 45, 60, 90],
    { min: 0, max: 120 },
  ),
  higherIsBetter: true,
};

// ---------------------------------------------------------------------------------------------------------------
// Liver (grades by multiples of the upper limit of normal, ACG 2017)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Normal up to and including the upper limit of normal, borderline above it to 2×, mild to 5×, moderate to
 * severe from 5× (ACG 2017). The values are whole U/L, so "above the limit" starts one unit higher.
 */
const LIVER_GRADES = [
  grade(GREEN, 'Normal', 'Normaal'),
  grade(YELLOW, 'Slightly raised', 'Licht verhoogd'),
  grade(ORANGE, 'Raised', 'Verhoogd'),
  grade(RED, 'Markedly raised', 'Sterk verhoogd'),
];
const liverBands = (upperLimit: number): Bands =>
  graded(LIVER_GRADES, [above(upperLimit, 0), 2 * upperLimit, 5 * upperLimit], {
    min: 0,
    max: 3 * upperLimit,
  });

const liverEnzyme = (
  id: string,
  key: string,
  name: ReferenceRange['name'],
  source: Source,
  upperLimit: { male: number; female: number },
  plausibleMax: number,
): ReferenceRange => ({
  id,
  name,
  unit: 'U/L',
  decimals: 0,
  source,
  plausible: { min: 1, max: plausibleMax },
  value: labBySex(key),
  bands: (person) => liverBands(bySex(person, upperLimit)),
  higherIsBetter: false,
});

const alt = liverEnzyme(
  'alt',
  'Lab_ALT',
  { en: 'ALT', nl: 'ALAT' },
  ACG_2017_ALT,
  { male: 33, female: 25 },
  2000,
);
const ast = liverEnzyme(
  'ast',
  'Lab_AST',
  { en: 'AST', nl: 'ASAT' },
  LIVER_ENZYMES,
  { male: 35, female: 30 },
  2000,
);
const ggt = liverEnzyme(
  'ggt',
  'Lab_GGT',
  { en: 'GGT', nl: 'GGT' },
  LIVER_ENZYMES,
  { male: 55, female: 40 },
  3000,
);

// ---------------------------------------------------------------------------------------------------------------
// Thyroid, blood count and iron, vitamin D
// ---------------------------------------------------------------------------------------------------------------

const tsh: ReferenceRange = {
  id: 'tsh',
  name: { en: 'Thyroid (TSH)', nl: 'Schildklier (TSH)' },
  unit: 'mU/L',
  decimals: 2,
  source: ATA_AACE_2012,
  plausible: { min: 0.01, max: 100 },
  value: lab('Lab_TSH'),
  bands: fixed(
    [
      grade(RED, 'Suppressed', 'Onderdrukt'),
      grade(ORANGE, 'Low', 'Laag'),
      grade(GREEN, 'Normal', 'Normaal'),
      grade(ORANGE, 'Raised', 'Verhoogd'),
      grade(RED, 'Markedly raised', 'Sterk verhoogd'),
    ],
    // The reference range 0.45-4.12 includes both ends; treatment is considered from 10.
    [0.1, 0.45, above(4.12, 2), 10],
    { min: 0, max: 8 },
  ),
  higherIsBetter: false,
};

/**
 * Haemoglobin in mmol/L (1 g/dL = 0.6206 mmol/L). The WHO cut-offs in g/dL become, at the one decimal the value
 * is shown with, the lowest value that reaches them: men no anaemia from 13.0 g/dL (8.1), women from 12.0 (7.5);
 * mild anaemia from 11.0 (6.9), moderate from 8.0 (5.0), severe below. High from above 16.5 g/dL in men (10.3)
 * and 16.0 in women (10.0).
 */
const haemoglobin: ReferenceRange = {
  id: 'haemoglobin',
  name: { en: 'Haemoglobin', nl: 'Hemoglobine' },
  unit: 'mmol/L',
  decimals: 1,
  source: WHO_HAEMOGLOBIN,
  plausible: { min: 2, max: 15 },
  value: labBySex('Lab_Haemoglobin'),
  bands: (person) =>
    graded(
      [
        grade(RED, 'Severe anaemia', 'Ernstige bloedarmoede'),
        grade(ORANGE, 'Moderate anaemia', 'Matige bloedarmoede'),
        grade(YELLOW, 'Mild anaemia', 'Lichte bloedarmoede'),
        grade(GREEN, 'Normal', 'Normaal'),
        grade(ORANGE, 'High', 'Hoog'),
      ],
      [5, 6.9, bySex(person, { male: 8.1, female: 7.5 }), bySex(person, { male: 10.3, female: 10 })],
      { min: 5, max: 11 },
    ),
  higherIsBetter: true,
  minors: HAEMOGLOBIN_MINORS,
};

const ferritin: ReferenceRange = {
  id: 'ferritin',
  name: { en: 'Ferritin (iron stores)', nl: 'Ferritine (ijzervoorraad)' },
  unit: 'µg/L',
  decimals: 0,
  source: WHO_FERRITIN,
  plausible: { min: 1, max: 5000 },
  value: labBySex('Lab_Ferritin'),
  bands: (person) =>
    graded(
      [
        grade(ORANGE, 'Iron deficiency', 'IJzertekort'),
        grade(YELLOW, 'Low iron stores', 'Lage ijzervoorraad'),
        grade(GREEN, 'Normal', 'Normaal'),
        grade(ORANGE, 'High', 'Hoog'),
      ],
      [15, 30, above(bySex(person, { male: 200, female: 150 }), 0)],
      { min: 0, max: bySex(person, { male: 300, female: 250 }) },
    ),
  higherIsBetter: true,
};

/**
 * 25-OH vitamin D in nmol/L (2.5 nmol/L = 1 ng/mL). The 2024 Endocrine Society guideline sets no thresholds.
 * 250 nmol/L (100 ng/mL) is the top of the safe range, so only values above it are orange.
 */
const vitaminD: ReferenceRange = {
  id: 'vitaminD',
  name: { en: 'Vitamin D (25-OH)', nl: 'Vitamine D (25-OH)' },
  unit: 'nmol/L',
  decimals: 0,
  source: ENDOCRINE_SOCIETY_2011,
  plausible: { min: 5, max: 500 },
  value: lab('Lab_VitaminD'),
  bands: fixed(
    [
      grade(ORANGE, 'Deficient', 'Tekort'),
      grade(YELLOW, 'Insufficient', 'Onvoldoende'),
      grade(GREEN, 'Sufficient', 'Voldoende'),
      grade(ORANGE, 'Above the safe upper limit', 'Boven de veilige bovengrens'),
    ],
    [50, 75, above(250, 0)],
    { min: 0, max: 150 },
  ),
  higherIsBetter: true,
};

/** Blood values: lipids, glucose and HbA1c, kidney (CKD-EPI 2021), liver, thyroid, haemoglobin, ferritin, vitamin D. */
export const BLOOD_RANGES: readonly ReferenceRange[] = Object.freeze([
  totalCholesterol,
  ldl,
  hdl,
  triglycerides,
  fastingGlucose,
  hba1c,
  egfr,
  alt,
  ast,
  ggt,
  tsh,
  haemoglobin,
  ferritin,
  vitaminD,
]);
