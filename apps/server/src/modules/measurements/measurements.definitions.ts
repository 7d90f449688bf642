/**
 * The measurements form (passport-and-professional §2.5, §7): one page per product part, each field with its
 * unit and plausible limits. Which parts a passport gets follows from its package (and, for a remeasurement,
 * its remeasurement type).
 */
import {
  FieldType,
  OnboardingMode,
  PackageCode,
  SCAN_DATA_KEY_PREFIX,
  type RemeasurementType,
} from '@health-passport/domain';
import {
  answer,
  numberField,
  options,
  paragraph,
  radio,
  same,
  t,
  title,
  type Instrument,
  type LocalizedField,
  type LocalizedGroup,
  type Text,
} from '../formdata/index.js';

export const MeasurementPart = Object.freeze({
  ANTHROPOMETRICS: 'anthropometrics',
  BLOOD_PRESSURE: 'bloodPressure',
  SPIROMETRY: 'spirometry',
  GRIP_STRENGTH: 'gripStrength',
  EXERCISE_TEST: 'exerciseTest',
  LABORATORY: 'laboratory',
  HEART_ULTRASOUND: 'heartUltrasound',
  ABDOMINAL_ULTRASOUND: 'abdominalUltrasound',
} as const);
export type MeasurementPart = (typeof MeasurementPart)[keyof typeof MeasurementPart];

/** The version of the measurement definitions, stored with every value as instrument version. */
export const MEASUREMENTS_VERSION = '2026.1';

const part = (code: MeasurementPart): Instrument => ({ code, version: MEASUREMENTS_VERSION });
const scanKey = (name: string): string => `${SCAN_DATA_KEY_PREFIX}${name}`;

const CM = same('cm');
const KG = same('kg');
const MMHG = same('mmHg');
const BPM = t('beats/min', 'slagen/min');
const LITRE = same('L');
const PERCENT = same('%');
const MMOL_L = same('mmol/L');
const U_L = same('U/L');

const optional = { required: false } as const;

const anthropometrics: LocalizedGroup = {
  label: t('Body measurements', 'Lichaamsmetingen'),
  instrument: part(MeasurementPart.ANTHROPOMETRICS),
  fields: [
    title(t('Anthropometrics', 'Antropometrie')),
    numberField('Body_Height', t('Height', 'Lengte'), { unit: CM, min: 100, max: 250 }),
    numberField('Body_Weight', t('Weight', 'Gewicht'), { unit: KG, min: 25, max: 350 }),
    numberField('Body_Waist', t('Waist circumference', 'Buikomvang'), { unit: CM, min: 40, max: 250 }),
    numberField('Body_Hip', t('Hip circumference', 'Heupomvang'), { unit: CM, min: 50, max: 250 }, optional),
    title(t('Body composition', 'Lichaamssamenstelling')),
    numberField('Body_FatPercentage', t('Body fat', 'Vetpercentage'), { unit: PERCENT, min: 2, max: 75 }),
    numberField('Body_MuscleMass', t('Skeletal muscle mass', 'Skeletspiermassa'), {
      unit: KG,
      min: 5,
      max: 150,
    }),
  ],
};

const bloodPressure: LocalizedGroup = {
  label: t('Blood pressure', 'Bloeddruk'),
  instrument: part(MeasurementPart.BLOOD_PRESSURE),
  fields: [
    title(t('Blood pressure and resting heart rate', 'Bloeddruk en hartslag in rust')),
    paragraph(
      t(
        'Measure seated after 5 minutes of rest, twice, one minute apart.',
        'Meet zittend na 5 minuten rust, twee keer, met een minuut ertussen.',
      ),
    ),
    numberField('BP_Systolic_1', t('Systolic, 1st reading', 'Systolisch, 1e meting'), {
      unit: MMHG,
      min: 60,
      max: 260,
    }),
    numberField('BP_Diastolic_1', t('Diastolic, 1st reading', 'Diastolisch, 1e meting'), {
      unit: MMHG,
      min: 30,
      max: 160,
    }),
    numberField('BP_Systolic_2', t('Systolic, 2nd reading', 'Systolisch, 2e meting'), {
      unit: MMHG,
      min: 60,
      max: 260,
    }),
    numberField('BP_Diastolic_2', t('Diastolic, 2nd reading', 'Diastolisch, 2e meting'), {
      unit: MMHG,
      min: 30,
      max: 160,
    }),
    numberField('HeartRate_Resting', t('Resting heart rate', 'Hartslag in rust'), {
      unit: BPM,
      min: 25,
      max: 220,
    }),
  ],
};

/** The z-score keys are exactly NEGATIVE_ALLOWED_FIELDS of the domain package: only they accept negatives. */
const zScore = (dataKey: string, label: Text): LocalizedField =>
  numberField(dataKey, label, { unit: same('z'), min: -10, max: 10 });

const spirometry: LocalizedGroup = {
  label: t('Lung function', 'Longfunctie'),
  instrument: part(MeasurementPart.SPIROMETRY),
  fields: [
    title(
      t('Spirometry', 'Spirometrie'),
      t('Best of three acceptable blows', 'Beste van drie goede blaaspogingen'),
    ),
    numberField('Spiro_FVC', t('FVC', 'FVC'), { unit: LITRE, min: 0.5, max: 10 }),
    numberField('Spiro_FEV1', t('FEV1', 'FEV1'), { unit: LITRE, min: 0.3, max: 8 }),
    numberField('Spiro_FEV1_FVC_Ratio', t('FEV1/FVC', 'FEV1/FVC'), { unit: PERCENT, min: 20, max: 100 }),
    title(t('Z-scores (GLI-2012 reference)', 'Z-scores (GLI-2012-referentie)')),
    zScore('FVC_ZScore', t('FVC z-score', 'FVC z-score')),
    zScore('FEV1_ZScore', t('FEV1 z-score', 'FEV1 z-score')),
    zScore('FEV1_FVC_Ratio_ZScore', t('FEV1/FVC z-score', 'FEV1/FVC z-score')),
  ],
};

const gripStrength: LocalizedGroup = {
  label: t('Grip strength', 'Knijpkracht'),
  instrument: part(MeasurementPart.GRIP_STRENGTH),
  fields: [
    title(
      t('Grip strength', 'Knijpkracht'),
      t('Best of three attempts per hand', 'Beste van drie pogingen per hand'),
    ),
    radio(
      'Grip_DominantHand',
      t('Dominant hand', 'Dominante hand'),
      options(['left', t('Left', 'Links')], ['right', t('Right', 'Rechts')]),
    ),
    numberField('Grip_Left', t('Left hand', 'Linkerhand'), { unit: KG, min: 0, max: 120 }),
    numberField('Grip_Right', t('Right hand', 'Rechterhand'), { unit: KG, min: 0, max: 120 }),
  ],
};

const exerciseTest: LocalizedGroup = {
  label: t('Exercise test', 'Inspanningstest'),
  instrument: part(MeasurementPart.EXERCISE_TEST),
  fields: [
    title(t('Exercise test and VO2max', 'Inspanningstest en VO2max')),
    answer(FieldType.DropDown, 'Exercise_Protocol', t('Protocol', 'Protocol'), {
      placeholder: t('Please select', 'Maak een keuze'),
      options: options(
        ['cycleRamp', t('Cycle ergometer, ramp', 'Fietsergometer, ramp')],
        ['cycleSteepRamp', t('Cycle ergometer, steep ramp', 'Fietsergometer, steile ramp')],
        ['treadmillBruce', t('Treadmill, Bruce', 'Loopband, Bruce')],
        ['treadmillModifiedBruce', t('Treadmill, modified Bruce', 'Loopband, aangepaste Bruce')],
        ['astrand', t('Åstrand submaximal cycle test', 'Åstrand submaximale fietstest')],
      ),
    }),
    numberField('Exercise_VO2max', t('VO2max', 'VO2max'), { unit: same('ml/kg/min'), min: 5, max: 95 }),
    numberField('Exercise_MaxHeartRate', t('Maximum heart rate', 'Maximale hartslag'), {
      unit: BPM,
      min: 60,
      max: 230,
    }),
    numberField(
      'Exercise_MaxPower',
      t('Maximum power', 'Maximaal vermogen'),
      { unit: same('W'), min: 0, max: 800 },
      optional,
    ),
    answer(FieldType.TextArea, 'Exercise_Remarks', t('Remarks', 'Opmerkingen'), optional),
  ],
};

const laboratory: LocalizedGroup = {
  label: t('Laboratory', 'Laboratorium'),
  instrument: part(MeasurementPart.LABORATORY),
  fields: [
    title(t('Blood sample', 'Bloedmonster')),
    answer(
      FieldType.Barcode,
      'Lab_SampleBarcode',
      t('Barcode of the sample tube', 'Barcode van de monsterbuis'),
      {
        description: t('At most 10 characters', 'Maximaal 10 tekens'),
      },
    ),
    radio(
      'Lab_Fasting',
      t('Fasting sample', 'Nuchter afgenomen'),
      options(['yes', t('Yes', 'Ja')], ['no', t('No', 'Nee')]),
    ),
    title(t('Glucose metabolism', 'Glucosestofwisseling')),
    numberField('Lab_Glucose', t('Glucose', 'Glucose'), { unit: MMOL_L, min: 1, max: 40 }),
    numberField('Lab_HbA1c', t('HbA1c', 'HbA1c'), { unit: same('mmol/mol'), min: 15, max: 200 }),
    title(t('Lipids', 'Vetten')),
    numberField('Lab_CholesterolTotal', t('Total cholesterol', 'Totaal cholesterol'), {
      unit: MMOL_L,
      min: 1,
      max: 20,
    }),
    numberField('Lab_HDL', t('HDL cholesterol', 'HDL-cholesterol'), { unit: MMOL_L, min: 0.1, max: 5 }),
    numberField('Lab_LDL', t('LDL cholesterol', 'LDL-cholesterol'), { unit: MMOL_L, min: 0.1, max: 15 }),
    numberField('Lab_Triglycerides', t('Triglycerides', 'Triglyceriden'), {
      unit: MMOL_L,
      min: 0.1,
      max: 50,
    }),
    title(t('Liver', 'Lever')),
    numberField('Lab_ALT', t('ALT', 'ALAT'), { unit: U_L, min: 1, max: 2000 }),
    numberField('Lab_AST', t('AST', 'ASAT'), { unit: U_L, min: 1, max: 2000 }),
    numberField('Lab_GGT', t('GGT', 'GGT'), { unit: U_L, min: 1, max: 3000 }),
    title(t('Kidney', 'Nier')),
    numberField('Lab_Creatinine', t('Creatinine', 'Creatinine'), {
      unit: same('µmol/L'),
      min: 10,
      max: 2000,
    }),
    numberField('Lab_eGFR', t('eGFR (CKD-EPI)', 'eGFR (CKD-EPI)'), {
      unit: same('ml/min/1.73m²'),
      min: 1,
      max: 200,
    }),
    title(t('Blood count and iron', 'Bloedbeeld en ijzer')),
    numberField('Lab_Haemoglobin', t('Haemoglobin', 'Hemoglobine'), { unit: MMOL_L, min: 2, max: 15 }),
    numberField('Lab_Ferritin', t('Ferritin', 'Ferritine'), { unit: same('µg/L'), min: 1, max: 5000 }),
    title(t('Vitamin and thyroid', 'Vitamine en schildklier')),
    numberField('Lab_VitaminD', t('Vitamin D (25-OH)', 'Vitamine D (25-OH)'), {
      unit: same('nmol/L'),
      min: 5,
      max: 500,
    }),
    numberField('Lab_TSH', t('TSH', 'TSH'), { unit: same('mU/L'), min: 0.01, max: 100 }),
  ],
};

const HEART_VIDEO_KEY = scanKey('Heart_Video');

/** Upload fields that take a video clip (MP4, WebM); every other upload field takes an image. */
export const VIDEO_UPLOAD_KEYS: ReadonlySet<string> = new Set([HEART_VIDEO_KEY]);

const heartUltrasound: LocalizedGroup = {
  label: t('Heart ultrasound', 'Echo hart'),
  instrument: part(MeasurementPart.HEART_ULTRASOUND),
  fields: [
    title(t('Echocardiography', 'Echocardiografie')),
    numberField(scanKey('LV_EF'), t('Left ventricular ejection fraction', 'Ejectiefractie linkerventrikel'), {
      unit: PERCENT,
      min: 5,
      max: 90,
    }),
    numberField(
      scanKey('LV_ED_Volume'),
      t('Left ventricular end-diastolic volume', 'Einddiastolisch volume linkerventrikel'),
      {
        unit: same('ml'),
        min: 20,
        max: 500,
      },
    ),
    answer(FieldType.TextArea, scanKey('Heart_Assessment'), t('Assessment', 'Beoordeling')),
    answer(FieldType.UploadField, scanKey('Doppler_Image'), t('Doppler image', 'Dopplerbeeld'), optional),
    answer(FieldType.UploadField, scanKey('4CH_Image'), t('Four-chamber view', 'Vierkamerbeeld'), optional),
    answer(FieldType.UploadField, scanKey('5CH_Image'), t('Five-chamber view', 'Vijfkamerbeeld'), optional),
    answer(FieldType.UploadField, HEART_VIDEO_KEY, t('Heart ultrasound video', 'Video echo hart'), {
      ...optional,
      description: t('A short clip, MP4 or WebM.', 'Een korte opname, MP4 of WebM.'),
    }),
  ],
};

const abdominalUltrasound: LocalizedGroup = {
  label: t('Abdominal ultrasound', 'Echo buik'),
  instrument: part(MeasurementPart.ABDOMINAL_ULTRASOUND),
  fields: [
    title(t('Abdominal aorta', 'Buikaorta')),
    numberField(scanKey('Abdo_AAA_Measurements'), t('Largest aortic diameter', 'Grootste diameter aorta'), {
      unit: same('mm'),
      min: 5,
      max: 120,
    }),
    answer(FieldType.TextArea, scanKey('Abdo_Assessment'), t('Assessment', 'Beoordeling')),
    answer(FieldType.UploadField, scanKey('Abdo_AAA_Image'), t('Aorta image', 'Beeld aorta'), optional),
  ],
};

/** Each part's page. */
export const MEASUREMENT_PAGES: Readonly<Record<MeasurementPart, LocalizedGroup>> = {
  anthropometrics,
  bloodPressure,
  spirometry,
  gripStrength,
  exerciseTest,
  laboratory,
  heartUltrasound,
  abdominalUltrasound,
};

const P = MeasurementPart;
const CORE: readonly MeasurementPart[] = [P.ANTHROPOMETRICS, P.BLOOD_PRESSURE, P.LABORATORY];
const PERFORMANCE: readonly MeasurementPart[] = [
  P.ANTHROPOMETRICS,
  P.BLOOD_PRESSURE,
  P.SPIROMETRY,
  P.GRIP_STRENGTH,
  P.EXERCISE_TEST,
  P.LABORATORY,
];
const PREMIUM: readonly MeasurementPart[] = [...PERFORMANCE, P.HEART_ULTRASOUND, P.ABDOMINAL_ULTRASOUND];

/** The parts of each package; a package not listed gets the core parts. */
export const PACKAGE_PARTS: Readonly<Record<string, readonly MeasurementPart[]>> = {
  [PackageCode.GLI_PRODUCT]: CORE,
  [PackageCode.DIAMETER_ZGT_1]: CORE,
  [PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE]: CORE,
  [PackageCode.STANDARD_PERFORMANCE]: PERFORMANCE,
  [PackageCode.STANDARD_PERFORMANCE_MIND_B2B]: PERFORMANCE,
  [PackageCode.PERFORMANCE_PLUS]: PERFORMANCE,
  [PackageCode.PERFORMANCE_PREMIUM]: PREMIUM,
  [PackageCode.PREMIUM_PERFORMANCE_USMO_CYCLING]: PREMIUM,
};

/** A remeasurement measures what its type says (customer-journey §3 remeasurement types). */
const REMEASUREMENT_PARTS: Readonly<Record<RemeasurementType, readonly MeasurementPart[]>> = {
  [OnboardingMode.ONBOARDING_BIOMARKERS]: [P.LABORATORY],
  [OnboardingMode.ONBOARDING_CORE]: CORE,
  [OnboardingMode.ONBOARDING_PERFORMANCE]: PERFORMANCE,
  [OnboardingMode.QUESTIONNAIRE_ONLY]: [],
  [OnboardingMode.NORMAL]: CORE,
};

export function partsFor(packageCode: string, remeasurementType: string | null): readonly MeasurementPart[] {
  if (packageCode === PackageCode.REMEASUREMENT) {
    return Object.hasOwn(REMEASUREMENT_PARTS, remeasurementType ?? '')
      ? REMEASUREMENT_PARTS[remeasurementType as RemeasurementType]
      : CORE;
  }
  return Object.hasOwn(PACKAGE_PARTS, packageCode) ? (PACKAGE_PARTS[packageCode] ?? CORE) : CORE;
}

/** The pages of a passport's measurements form, in part order. */
export function measurementPages(parts: readonly MeasurementPart[]): LocalizedGroup[] {
  return Object.values(MeasurementPart)
    .filter((p) => parts.includes(p))
    .map((p) => MEASUREMENT_PAGES[p]);
}
