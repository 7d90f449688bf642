import fs from 'node:fs';
import path from 'node:path';
import { PackageCode, PassportStatus, unitSuspicion } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { MeasurementPart } from '../modules/measurements/index.js';
import { healthPassports, type PassportRow } from '../modules/passports/index.js';
import type { UserRow } from '../modules/users/index.js';
import { aortaPng, dopplerPng, fiveChamberPng, fourChamberPng } from './ultrasoundImages.js';

/** The demo customer whose passports are published, with results and trends. */
export const DEMO_PASSPORT_EMAIL = 'anna@example.com';

/** The professional who enters the demo measurements. */
export const DEMO_MEASURER_EMAIL = 'onboarder@example.com';

/** How long before today anna's earlier passport was made and published. */
export const EARLIER_PASSPORT_MONTHS = 8;

export type Values = Readonly<Record<string, string>>;

/**
 * anna's questionnaire, as she answered it the first time, in a busy period: good wellbeing and work engagement
 * but high stress and short nights; active, a glass of wine now and then, never smoked.
 */
export const EARLIER_ANSWERS: Values = {
  Profile_SelfRatedHealth: '3',
  Profile_Education: 'university',
  Profile_ChronicCondition: 'no',
  Profile_PrescribedMedication: 'no',
  WHO5_1: '3',
  WHO5_2: '3',
  WHO5_3: '3',
  WHO5_4: '2',
  WHO5_5: '3',
  PSS10_1: '3',
  PSS10_2: '3',
  PSS10_3: '3',
  PSS10_4: '1',
  PSS10_5: '2',
  PSS10_6: '3',
  PSS10_7: '2',
  PSS10_8: '1',
  PSS10_9: '2',
  PSS10_10: '3',
  BRS_1: '4',
  BRS_2: '2',
  BRS_3: '4',
  BRS_4: '3',
  BRS_5: '3',
  BRS_6: '2',
  Work_PaidWork: 'yes',
  UWES9_1: '4',
  UWES9_2: '4',
  UWES9_3: '5',
  UWES9_4: '5',
  UWES9_5: '4',
  UWES9_6: '4',
  UWES9_7: '5',
  UWES9_8: '4',
  UWES9_9: '3',
  PSQI_Bedtime: '23:45',
  PSQI_LatencyMinutes: '25',
  PSQI_WakeTime: '06:30',
  PSQI_SleepHours: '6',
  PSQI_Quality: '2',
  IPAQ_VigorousDays: '2',
  IPAQ_VigorousMinutes: '45',
  IPAQ_ModerateDays: '2',
  IPAQ_ModerateMinutes: '30',
  IPAQ_WalkingDays: '5',
  IPAQ_WalkingMinutes: '30',
  IPAQ_SittingMinutes: '540',
  AUDITC_1: '2',
  AUDITC_2: '0',
  AUDITC_3: '1',
  Smoking_Status: 'never',
  Food_Vegetables: '3',
  Food_Fruit: '1',
  Food_WholeGrains: '3',
  Food_Dairy: '2',
  Food_Fish: '1',
  Food_LegumesNuts: '3',
  Food_RedProcessedMeat: '4',
  Food_SugaryDrinks: '1',
};

/** Her answers now: calmer (stress still moderate), better sleep, more exercise, slightly more wine. */
const CURRENT_ANSWERS: Values = {
  ...EARLIER_ANSWERS,
  Profile_SelfRatedHealth: '2',
  WHO5_1: '4',
  WHO5_2: '4',
  WHO5_3: '3',
  WHO5_4: '3',
  WHO5_5: '4',
  PSS10_1: '2',
  PSS10_2: '2',
  PSS10_3: '3',
  PSS10_4: '3',
  PSS10_5: '2',
  PSS10_6: '2',
  PSS10_7: '3',
  PSS10_8: '2',
  PSS10_9: '2',
  PSS10_10: '2',
  PSQI_Bedtime: '23:00',
  PSQI_LatencyMinutes: '15',
  PSQI_WakeTime: '06:45',
  PSQI_SleepHours: '7',
  PSQI_Quality: '1',
  IPAQ_VigorousDays: '3',
  IPAQ_VigorousMinutes: '60',
  IPAQ_ModerateDays: '2',
  IPAQ_ModerateMinutes: '40',
  IPAQ_SittingMinutes: '480',
  AUDITC_1: '3',
  AUDITC_2: '1',
  AUDITC_3: '1',
  Food_Vegetables: '4',
  Food_Fruit: '2',
  Food_Fish: '2',
  Food_RedProcessedMeat: '2',
};

/**
 * Her measurements the first time (late spring): a little over a healthy weight, LDL and blood pressure on the
 * high side, vitamin D fine, a good VO2max.
 */
export const EARLIER_MEASUREMENTS: Values = {
  Body_Height: '168',
  Body_Weight: '71.5',
  Body_Waist: '83',
  Body_Hip: '101',
  Body_FatPercentage: '31',
  Body_MuscleMass: '26.5',
  BP_Systolic_1: '134',
  BP_Diastolic_1: '86',
  BP_Systolic_2: '130',
  BP_Diastolic_2: '84',
  HeartRate_Resting: '64',
  Spiro_FVC: '3.9',
  Spiro_FEV1: '3.2',
  Spiro_FEV1_FVC_Ratio: '82',
  FVC_ZScore: '0.3',
  FEV1_ZScore: '0.1',
  FEV1_FVC_Ratio_ZScore: '-0.3',
  Grip_DominantHand: 'right',
  Grip_Left: '28',
  Grip_Right: '30',
  Exercise_Protocol: 'cycleRamp',
  Exercise_VO2max: '36',
  Exercise_MaxHeartRate: '182',
  Exercise_MaxPower: '220',
  Exercise_Remarks: 'Test stopped on leg fatigue; no complaints.',
  Lab_SampleBarcode: 'HP25061201',
  Lab_Fasting: 'yes',
  Lab_Glucose: '5.2',
  Lab_HbA1c: '36',
  Lab_CholesterolTotal: '5.9',
  Lab_HDL: '1.6',
  Lab_LDL: '3.7',
  Lab_Triglycerides: '1.3',
  Lab_ALT: '22',
  Lab_AST: '24',
  Lab_GGT: '19',
  Lab_Creatinine: '68',
  Lab_eGFR: '98',
  Lab_Haemoglobin: '8.2',
  Lab_Ferritin: '38',
  Lab_VitaminD: '68',
  Lab_TSH: '1.9',
};

/**
 * Her measurements now (winter): lighter, lower blood pressure and a better VO2max after more exercise, but LDL a
 * little higher, vitamin D low and ferritin lower.
 */
const CURRENT_MEASUREMENTS: Values = {
  ...EARLIER_MEASUREMENTS,
  Body_Weight: '68',
  Body_Waist: '79',
  Body_Hip: '99',
  Body_FatPercentage: '28.5',
  Body_MuscleMass: '27',
  BP_Systolic_1: '124',
  BP_Diastolic_1: '80',
  BP_Systolic_2: '120',
  BP_Diastolic_2: '78',
  HeartRate_Resting: '58',
  Spiro_FVC: '4.0',
  Spiro_FEV1: '3.25',
  Spiro_FEV1_FVC_Ratio: '81',
  FVC_ZScore: '0.4',
  FEV1_ZScore: '0.2',
  FEV1_FVC_Ratio_ZScore: '-0.4',
  Grip_Left: '29',
  Grip_Right: '31',
  Exercise_VO2max: '40',
  Exercise_MaxHeartRate: '184',
  Exercise_MaxPower: '240',
  Lab_SampleBarcode: 'HP26030201',
  Lab_Glucose: '5.0',
  Lab_HbA1c: '35',
  Lab_CholesterolTotal: '6.3',
  Lab_HDL: '1.5',
  Lab_LDL: '4.2',
  Lab_Triglycerides: '1.2',
  Lab_ALT: '20',
  Lab_AST: '23',
  Lab_Creatinine: '70',
  Lab_eGFR: '95',
  Lab_Haemoglobin: '7.9',
  Lab_Ferritin: '24',
  Lab_VitaminD: '38',
  Lab_TSH: '2.1',
};

/** Her heart ultrasound now: a normal ejection fraction and left ventricle size. */
const HEART_ULTRASOUND: Values = {
  'MyScans:LV_EF': '62',
  'MyScans:LV_ED_Volume': '104',
  'MyScans:Heart_Assessment':
    'Normal size and function of both ventricles; no wall motion abnormalities, valves without leakage.',
};

/** Her abdominal ultrasound: an aorta of normal width. */
const ABDOMINAL_ULTRASOUND: Values = {
  'MyScans:Abdo_AAA_Measurements': '17',
  'MyScans:Abdo_Assessment': 'Abdominal aorta of normal width along its whole length; no aneurysm.',
};

/**
 * The heart ultrasound's cine loop: three beats of the four-chamber view drawn by ultrasoundImages.ts
 * (apicalViewPixels, 20 frames a beat) and encoded once with
 * `ffmpeg -framerate 20 -i f%03d.png -c:v libvpx-vp9 -b:v 0 -crf 30 -pix_fmt yuv420p echo-four-chamber.webm`.
 */
const HEART_VIDEO_ASSET = 'echo-four-chamber.webm';

/** A file of src/seed/assets, from the source tree or the bundled server (dist/), which sit at different depths. */
function seedAsset(name: string): Buffer | undefined {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'src', 'seed', 'assets', name);
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate);
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * A scan image as ultrasoundImages.ts draws it: saved once in src/seed/assets under its upload name (drawing them
 * costs about a second of CPU at every fresh start), drawn here when the assets are missing.
 */
export function scanImage(name: string, draw: () => Buffer): Buffer {
  return seedAsset(name) ?? draw();
}

/**
 * The scans the passport's package measures, as the onboarder enters them: the images (and the heart's video)
 * uploaded for their fields first, then their stored names saved with the values. Answers those values.
 */
async function uploadScans(
  ctx: AppContext,
  person: UserRow,
  measurer: UserRow,
  passport: PassportRow,
): Promise<Values> {
  const parts = ctx.services.measurements.partsOf(passport);
  const files: [dataKey: string, originalName: string, bytes: Buffer | undefined][] = [];
  let values: Values = {};
  if (parts.includes(MeasurementPart.HEART_ULTRASOUND)) {
    values = { ...values, ...HEART_ULTRASOUND };
    files.push(
      [
        'MyScans:Doppler_Image',
        'mitral-inflow-doppler.png',
        scanImage('mitral-inflow-doppler.png', dopplerPng),
      ],
      ['MyScans:4CH_Image', 'apical-four-chamber.png', scanImage('apical-four-chamber.png', fourChamberPng)],
      ['MyScans:5CH_Image', 'apical-five-chamber.png', scanImage('apical-five-chamber.png', fiveChamberPng)],
      ['MyScans:Heart_Video', HEART_VIDEO_ASSET, seedAsset(HEART_VIDEO_ASSET)],
    );
  }
  if (parts.includes(MeasurementPart.ABDOMINAL_ULTRASOUND)) {
    values = { ...values, ...ABDOMINAL_ULTRASOUND };
    files.push(['MyScans:Abdo_AAA_Image', 'abdominal-aorta.png', scanImage('abdominal-aorta.png', aortaPng)]);
  }
  for (const [dataKey, originalName, bytes] of files) {
    // The video is optional: a server installed without the source tree's assets seeds the images only.
    if (!bytes) {
      ctx.log.warn({ dataKey }, 'demo scan file missing');
      continue;
    }
    const name = await ctx.services.measurements.upload({
      serviceNumber: person.serviceNumber,
      passportId: passport.id,
      dataKey,
      bytes,
      originalName,
      uploadedBy: measurer.id,
    });
    values = { ...values, [dataKey]: name };
  }
  return values;
}

/** Values as the items of a save. */
export const items = (values: Values) =>
  Object.entries(values).map(([dataKey, dataValue]) => ({ dataKey, dataValue }));

/** The demo's values are in the form's units: a very low vitamin D is a real one, as the measurer confirms. */
export const confirmedUnits = (measurements: Values) =>
  Object.keys(measurements).filter((key) => unitSuspicion(key, Number(measurements[key])));

/** Waits for the COMPUTED job, which runs after the commit of the save that completed the passport's data. */
async function computed(ctx: AppContext, passportId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const passport = await ctx.services.passports.getById(passportId);
    if (passport?.status === PassportStatus.COMPUTED) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** The active permissions a passport's product asks consent for. */
export async function requestedPermissionIds(ctx: AppContext, packageCode: string): Promise<string[]> {
  const product = await ctx.services.products.productByPackageCode(packageCode);
  const requested = product ? await ctx.services.consent.requestedForProduct(product.id) : [];
  return requested.filter((p) => p.isActivated).map((p) => p.id);
}

/**
 * Makes a CREATED passport ready the way the journey does: the person grants the consent and answers the
 * questionnaire (on their current passport, the newest open one), the onboarder enters the measurements (and the
 * scans, when the package has them) and the job computes the results. `permissionIds` are the product's
 * requested permissions, when the caller has them already. False when the job did not compute it.
 */
export async function fill(
  ctx: AppContext,
  person: UserRow,
  measurer: UserRow,
  passport: PassportRow,
  answers: Values,
  measurements: Values,
  permissionIds?: readonly string[],
): Promise<boolean> {
  const { consent, measurements: measuring, questionnaire } = ctx.services;
  const ids = permissionIds ?? (await requestedPermissionIds(ctx, passport.packageCode));
  if (ids.length > 0)
    await consent.grantPermissions({ userId: person.id }, passport.id, ids, ctx.clock.now().toISOString());
  await questionnaire.save(person.id, items(answers), 'nl');
  const scans = await uploadScans(ctx, person, measurer, passport);
  await measuring.save({
    serviceNumber: person.serviceNumber,
    passportId: passport.id,
    items: items({ ...measurements, ...scans }),
    savedBy: measurer.id,
    language: 'nl',
    unitsConfirmed: confirmedUnits(measurements),
  });
  if (await computed(ctx, passport.id)) return true;
  ctx.log.warn({ passportId: passport.id }, 'demo passport not computed');
  return false;
}

/** The person unlocks their computed passport, as on the journey's last step. */
export async function unlockPassport(ctx: AppContext, person: UserRow, passportId: string): Promise<void> {
  const { events, passports } = ctx.services;
  await events.transaction(async (tx) => {
    const unlocked = await passports.unlock(tx, passportId);
    await events.publish(tx, 'passport.published', {
      passportId: unlocked.id,
      userId: unlocked.userId,
      unlockedBy: person.id,
    });
  });
}

/**
 * Publishes a computed passport as if it had been made and published `months` before today (the clock): dated
 * back before it is unlocked (unlocking refuses while an older passport is still open) and after (the unlock
 * stamps today).
 */
export async function publishMonthsAgo(
  ctx: AppContext,
  person: UserRow,
  passportId: string,
  months: number,
): Promise<void> {
  const before = new Date(ctx.clock.now());
  before.setMonth(before.getMonth() - months);
  await ctx.db
    .update(healthPassports)
    .set({ createdAt: before, updatedAt: before })
    .where(eq(healthPassports.id, passportId));
  await unlockPassport(ctx, person, passportId);
  await ctx.db
    .update(healthPassports)
    .set({ publishedAt: before, updatedAt: before })
    .where(eq(healthPassports.id, passportId));
}

/**
 * anna's two published passports, computed by the results engine from seeded answers and measurements: an
 * earlier standard check and her current premium one (with heart and abdominal ultrasound, so her scan pages
 * have values, images and a video), so her pages show results of every colour and trends both ways. Only when
 * she has her paid health check and no published passport yet; `buy` pays an order through the real path.
 * True when it published them.
 */
export async function seedDemoPassports(
  ctx: AppContext,
  buy: (user: UserRow, packageCode: string) => Promise<boolean>,
): Promise<boolean> {
  const anna = await ctx.services.users.findByEmail(DEMO_PASSPORT_EMAIL);
  const measurer = await ctx.services.users.findByEmail(DEMO_MEASURER_EMAIL);
  if (!anna || !measurer) return false;
  const own = await ctx.services.passports.listForUser(anna.id);
  if (own.some((p) => p.status === PassportStatus.PUBLISHED)) return false;
  const current = own.find(
    (p) => p.packageCode === PackageCode.PERFORMANCE_PREMIUM && p.status === PassportStatus.CREATED,
  );
  if (!current) return false;

  // Her earlier health check. Orders follow the clock, so it is bought today and dated back afterwards.
  if (!(await buy(anna, PackageCode.STANDARD_PERFORMANCE))) return false;
  const earlier = await ctx.services.passports.currentForUser(anna.id);
  if (!earlier || earlier.id === current.id) return false;
  // Bought last, it is her newest open passport, so her answers go to it.
  if (!(await fill(ctx, anna, measurer, earlier, EARLIER_ANSWERS, EARLIER_MEASUREMENTS))) return false;
  await publishMonthsAgo(ctx, anna, earlier.id, EARLIER_PASSPORT_MONTHS);

  if (!(await fill(ctx, anna, measurer, current, CURRENT_ANSWERS, CURRENT_MEASUREMENTS))) return false;
  await unlockPassport(ctx, anna, current.id);
  return true;
}
