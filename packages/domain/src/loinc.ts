/**
 * LOINC codes of the product's measures, for exchange with other health systems (the FHIR R4 export of a person's
 * data). Keys are the measurements form's data keys and the reference table's result ids (they never collide:
 * data keys are written `Body_Height`, result ids `bmi`). A measure is listed only where one well-known code
 * matches it exactly, in the unit the product stores (moles per litre where the laboratory reports mmol/L,
 * µmol/L or nmol/L); every other measure is exported with its name as text only. Never guess a code here: a
 * wrong code is worse than none.
 */

export const LOINC_SYSTEM = 'http://loinc.org';

/**
 * What kind of observation the code names (LOINC's class type): a clinical measurement at the examination or a
 * laboratory test.
 */
export type LoincKind = 'clinical' | 'laboratory';

export interface LoincCode {
  code: string;
  /** The LOINC long common name. */
  display: string;
  kind: LoincKind;
}

const clinical = (code: string, display: string): LoincCode => ({ code, display, kind: 'clinical' });
const laboratory = (code: string, display: string): LoincCode => ({ code, display, kind: 'laboratory' });

const BODY_HEIGHT = clinical('8302-2', 'Body height');
const BODY_WEIGHT = clinical('29463-7', 'Body weight');
const BMI = clinical('39156-5', 'Body mass index (BMI) [Ratio]');
const WAIST = clinical('8280-0', 'Waist Circumference at umbilicus by Tape measure');
const SYSTOLIC = clinical('8480-6', 'Systolic blood pressure');
const DIASTOLIC = clinical('8462-4', 'Diastolic blood pressure');
const HEART_RATE = clinical('8867-4', 'Heart rate');

const FASTING_GLUCOSE = laboratory('14771-0', 'Fasting glucose [Moles/volume] in Serum or Plasma');
const HBA1C_IFCC = laboratory('59261-8', 'Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol');
const CHOLESTEROL = laboratory('14647-2', 'Cholesterol [Moles/volume] in Serum or Plasma');
const HDL = laboratory('14646-4', 'Cholesterol in HDL [Moles/volume] in Serum or Plasma');
const LDL = laboratory('22748-8', 'Cholesterol in LDL [Moles/volume] in Serum or Plasma');
const TRIGLYCERIDES = laboratory('14927-8', 'Triglyceride [Moles/volume] in Serum or Plasma');
const ALT = laboratory('1742-6', 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma');
const AST = laboratory('1920-8', 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma');
const GGT = laboratory('2324-2', 'Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma');
const CREATININE = laboratory('14682-9', 'Creatinine [Moles/volume] in Serum or Plasma');
const EGFR_CKD_EPI_2021 = laboratory(
  '98979-8',
  'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by ' +
    'Creatinine-based formula (CKD-EPI 2021)',
);
const HAEMOGLOBIN = laboratory('59260-0', 'Hemoglobin [Moles/volume] in Blood');
const FERRITIN = laboratory('2276-4', 'Ferritin [Mass/volume] in Serum or Plasma');
const VITAMIN_D = laboratory('14635-7', '25-Hydroxyvitamin D3 [Moles/volume] in Serum or Plasma');
const TSH = laboratory('3016-3', 'Thyrotropin [Units/volume] in Serum or Plasma');

/**
 * The code of each measure that has one. Lab_Glucose has none: it is fasting glucose only when the sample was
 * taken fasting (Lab_Fasting), which the fastingGlucose result carries. Nor has Lab_eGFR, the laboratory's own
 * estimate by an equation it does not name; the egfr result is computed with CKD-EPI 2021.
 */
export const LOINC_CODES: Readonly<Record<string, LoincCode>> = Object.freeze({
  // Measurements (data keys of the measurements form)
  Body_Height: BODY_HEIGHT,
  Body_Weight: BODY_WEIGHT,
  Body_Waist: WAIST,
  BP_Systolic_1: SYSTOLIC,
  BP_Systolic_2: SYSTOLIC,
  BP_Diastolic_1: DIASTOLIC,
  BP_Diastolic_2: DIASTOLIC,
  HeartRate_Resting: HEART_RATE,
  Lab_HbA1c: HBA1C_IFCC,
  Lab_CholesterolTotal: CHOLESTEROL,
  Lab_HDL: HDL,
  Lab_LDL: LDL,
  Lab_Triglycerides: TRIGLYCERIDES,
  Lab_ALT: ALT,
  Lab_AST: AST,
  Lab_GGT: GGT,
  Lab_Creatinine: CREATININE,
  Lab_Haemoglobin: HAEMOGLOBIN,
  Lab_Ferritin: FERRITIN,
  Lab_VitaminD: VITAMIN_D,
  Lab_TSH: TSH,
  // Results (ids of the reference table)
  bmi: BMI,
  waistCircumference: WAIST,
  systolicBloodPressure: SYSTOLIC,
  diastolicBloodPressure: DIASTOLIC,
  fastingGlucose: FASTING_GLUCOSE,
  hba1c: HBA1C_IFCC,
  totalCholesterol: CHOLESTEROL,
  hdlCholesterol: HDL,
  ldlCholesterol: LDL,
  triglycerides: TRIGLYCERIDES,
  alt: ALT,
  ast: AST,
  ggt: GGT,
  egfr: EGFR_CKD_EPI_2021,
  haemoglobin: HAEMOGLOBIN,
  ferritin: FERRITIN,
  vitaminD: VITAMIN_D,
  tsh: TSH,
});

/** The LOINC code of a measurement's data key or a result's id, when the measure has one. */
export function loincOf(measure: string): LoincCode | undefined {
  return Object.hasOwn(LOINC_CODES, measure) ? LOINC_CODES[measure] : undefined;
}
