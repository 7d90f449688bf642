import { CustomerType, PackageCode, PassportStatus, Role, SnapshotStatus } from '@health-passport/domain';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/database.js';
import { FormName } from '../modules/formdata/index.js';
import type { Viewer } from '../modules/identity/index.js';
import { ckdEpi2021, type PassportRow } from '../modules/passports/index.js';
import type { SnapshotView } from '../modules/snapshots/index.js';
import type { NewUser, UserRow } from '../modules/users/index.js';
import {
  confirmedUnits,
  DEMO_MEASURER_EMAIL,
  fill,
  items,
  requestedPermissionIds,
  type Values,
} from './demoPassports.js';
import { seededRandom } from './random.js';

/**
 * Demo companies with their people's computed passports and company snapshots (README of the snapshots module):
 * Acme Logistics, large enough to show its numbers, and a bakery too small to show any.
 */

export const ACME = {
  name: 'Acme Logistics',
  packageCode: PackageCode.STANDARD_PERFORMANCE_MIND_B2B,
  people: 64,
  /** Its package measures fitness too: spirometry, grip strength and an exercise test. */
  fitnessTests: true,
  emailPrefix: 'acme.employee',
  seed: 2026,
  /** Published, open to its HR manager until a year after the seed. */
  published: { name: 'Acme Logistics 2026', description: 'Health check spring 2026, all locations' },
  /** Computed, not yet published. */
  computed: { name: 'Acme Logistics Q4 2026', description: 'Health check autumn 2026, all locations' },
} as const;

export const BAKERY = {
  name: 'Bakkerij de Vries',
  /** The on-site check of the workplace: body, blood pressure and blood, no fitness tests. */
  packageCode: PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
  people: 7,
  fitnessTests: false,
  emailPrefix: 'bakkerij.employee',
  seed: 1898,
  /** Fewer people than a snapshot may describe: it stays CREATED, without numbers. */
  snapshot: { name: 'Bakkerij de Vries 2026' },
} as const;

/** The HR manager of both Acme snapshots; the account exists with only the HR_MANAGER role. */
export const DEMO_HR_MANAGER = { email: 'hr@example.com', firstName: 'Hanna', lastName: 'de Haan' } as const;
const PRODUCT_MANAGER_EMAIL = 'product@example.com';
const CORPORATE_MANAGER_EMAIL = 'corporate@example.com';

// Names that the demo searches for (anna, gijs, "de vries") are left out, so those searches still find one person.
const MALE_NAMES = (
  'Daan Sem Thijs Jeroen Pieter Willem Mark Ruben Stijn Bas Koen Martijn Niels Joost Wouter Hans ' +
  'Frank Erik Sander Jasper Maarten Dirk Kees Arjen Vincent Rutger Mohamed Youssef Teun Lars'
).split(' ');
const FEMALE_NAMES = (
  'Sanne Lotte Emma Sophie Fleur Iris Lisa Marieke Ingrid Femke Anouk Esther Linda Petra Karin ' +
  'Monique Ellen Judith Mirjam Renate Wendy Yvonne Maaike Charlotte Noor Julia Roos Tessa Fatima Ilse'
).split(' ');
const FAMILY_NAMES = (
  'de Jong, Bakker, Visser, Smit, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, ' +
  'Brouwer, de Wit, Dijkstra, Smits, de Graaf, van der Meer, van der Linden, Kok, Jacobs, Vermeulen, ' +
  'van den Berg, van Dijk, van der Heijden, Willems, Hoekstra, Maas, Verhoeven, Koster, Prins, Blom, ' +
  'Huisman, Kuipers, van Wijk, Postma, Kramer, van den Broek, Schouten, Wouters, Veenstra, ' +
  'Timmermans, El Amrani, Yilmaz'
).split(', ');
const CONDITIONS = ['Astma', 'Hoge bloeddruk', 'Trage schildklier', 'Migraine', 'Eczeem', 'Rugklachten'];

/** Draws from the seeded generator: the same people, answers and measurements at every start. */
function draws(seed: number) {
  const next = seededRandom(seed);
  const normal = (mean: number, sd: number) => {
    // Box-Muller; 1 - next() keeps the logarithm finite.
    const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return mean + sd * z;
  };
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    /** A whole number from min to max, each as likely. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** A normal draw kept within what is seen in practice. */
    between: (mean: number, sd: number, min: number, max: number) => clamp(normal(mean, sd), min, max),
    /** A log-normal draw around a median (lab values skewed to the right). */
    skewed: (median: number, sdLog: number, min: number, max: number) =>
      clamp(median * Math.exp(normal(0, sdLog)), min, max),
    /** A whole answer on a scale. */
    answer: (mean: number, sd: number, min: number, max: number) =>
      Math.round(clamp(normal(mean, sd), min, max)),
    /** One of the choices, by weight. */
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      let left = next() * choices.reduce((sum, [, w]) => sum + w, 0);
      for (const [choice, weight] of choices) {
        left -= weight;
        if (left < 0) return choice;
      }
      return choices.at(-1)![0];
    },
  };
}

type Draws = ReturnType<typeof draws>;

const hhmm = (minutes: number) => {
  const m = (((Math.round(minutes / 5) * 5) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const fixed = (value: number, decimals: number) => value.toFixed(decimals);

type Company = typeof ACME | typeof BAKERY;

interface Employee {
  account: NewUser;
  answers: Values;
  measurements: Values;
}

/** What drives several answers and values of one person at once, so they hang together. */
interface Traits {
  male: boolean;
  age: number;
  bmi: number;
  /** Standard scores: wellbeing, activity, fitness. */
  wellbeing: number;
  activity: number;
  fitness: number;
  smoking: 'never' | 'former' | 'current';
}

/**
 * The questionnaire of one person, around Dutch working-population figures: WHO-5 around 60 with a tail below
 * 50, PSS-10 mostly moderate, most people meeting the activity guideline, about 40 % above the AUDIT-C
 * cut-off, 15-20 % smoking, few eating as much vegetables as the dietary guideline advises.
 */
function questionnaireOf(d: Draws, p: Traits): Values {
  const { wellbeing: w, activity: a } = p;
  const stress = -0.5 * w + d.between(0, 0.85, -3, 3);
  const resilience = 0.5 * w + d.between(0, 0.8, -3, 3);
  const engagement = 0.5 * w + d.between(0, 0.85, -3, 3);
  const values: Record<string, string> = {};
  const scale = (prefix: string, count: number, score: (i: number) => number) => {
    for (let i = 1; i <= count; i += 1) values[`${prefix}_${i}`] = String(score(i));
  };
  scale('WHO5', 5, () => d.answer(3 + 1.05 * w, 0.7, 0, 5));
  // Items 4, 5, 7 and 8 are the positively worded ones (scored in reverse).
  scale('PSS10', 10, (i) =>
    [4, 5, 7, 8].includes(i)
      ? d.answer(2.4 - 0.9 * stress, 0.6, 0, 4)
      : d.answer(1.6 + 0.9 * stress, 0.6, 0, 4),
  );
  scale('BRS', 6, (i) =>
    i % 2 === 0 ? d.answer(2.4 - 0.8 * resilience, 0.6, 1, 5) : d.answer(3.6 + 0.8 * resilience, 0.6, 1, 5),
  );
  scale('UWES9', 9, () => d.answer(4 + engagement, 0.6, 0, 6));

  const chronic = d.chance(0.15);
  values.Profile_SelfRatedHealth = String(d.answer(2.6 - 0.6 * w + (chronic ? 0.6 : 0), 0.6, 1, 5));
  values.Profile_Education = d.weighted([
    ['lowerSecondary', 2],
    ['upperSecondary', 4],
    ['higherProfessional', 3],
    ['university', 2],
  ] as const);
  values.Profile_ChronicCondition = chronic ? 'yes' : 'no';
  if (chronic) values.Profile_ChronicConditionDetails = d.pick(CONDITIONS);
  values.Profile_PrescribedMedication = d.chance(chronic ? 0.7 : 0.1) ? 'yes' : 'no';
  values.Work_PaidWork = 'yes';

  // Sleep: bedtime, minutes to fall asleep, hours asleep; the time up leaves some time awake in bed.
  const bedtime = d.between(23 * 60 + 15, 40, 21 * 60 + 30, 25 * 60);
  const latency = Math.round(d.skewed(15, 0.6, 2, 90));
  const sleep = Math.round(d.between(7 + 0.2 * w, 0.85, 4.5, 9.5) * 2) / 2;
  const awake = Math.abs(d.between(20, 25, -90, 120));
  values.PSQI_Bedtime = hhmm(bedtime);
  values.PSQI_LatencyMinutes = String(latency);
  values.PSQI_WakeTime = hhmm(bedtime + latency + sleep * 60 + awake + 5);
  values.PSQI_SleepHours = String(sleep);
  values.PSQI_Quality = String(d.answer(1 + (7 - sleep) * 0.5 - 0.3 * w, 0.7, 0, 3));

  // Activity: days per domain and minutes on such a day (asked only after at least one day).
  const domain = (name: string, days: number, minutes: () => number) => {
    values[`IPAQ_${name}Days`] = String(days);
    if (days > 0) values[`IPAQ_${name}Minutes`] = String(Math.round(minutes() / 5) * 5);
  };
  domain('Vigorous', d.answer(1.2 + 1.1 * a, 0.8, 0, 6), () => d.between(45, 15, 15, 120));
  domain('Moderate', d.answer(2 + a, 1, 0, 7), () => d.between(35, 15, 10, 120));
  domain('Walking', d.answer(4.5 + 0.8 * a, 1.5, 0, 7), () => d.between(25, 12, 10, 90));
  values.IPAQ_SittingMinutes = String(Math.round(d.between(480 - 30 * a, 100, 120, 780) / 15) * 15);

  // Alcohol: how often, how much, and six or more at once.
  const frequency = d.weighted([
    [0, 18],
    [1, 27],
    [2, 30],
    [3, 18],
    [4, 7],
  ] as const);
  values.AUDITC_1 = String(frequency);
  if (frequency > 0) {
    values.AUDITC_2 = String(d.answer(p.male ? 0.5 : 0.1, 0.6, 0, 4));
    values.AUDITC_3 = String(d.answer(p.male ? 0.7 : 0.2, 0.7, 0, 4));
  }

  values.Smoking_Status = p.smoking;
  if (p.smoking === 'current') values.Smoking_CigarettesPerDay = String(d.answer(10, 5, 2, 25));
  if (p.smoking === 'former') values.Smoking_YearsSinceQuitting = String(d.answer(10, 7, 1, p.age - 16));

  values.Food_Vegetables = String(d.answer(3, 1.2, 0, 8));
  values.Food_Fruit = String(d.answer(1.6, 1, 0, 5));
  values.Food_WholeGrains = String(d.answer(3, 1.5, 0, 8));
  values.Food_Dairy = String(d.answer(2, 1, 0, 5));
  values.Food_Fish = String(d.answer(1, 0.8, 0, 4));
  values.Food_LegumesNuts = String(d.answer(4.5, 2.5, 0, 14));
  values.Food_RedProcessedMeat = String(d.answer(4, 2, 0, 10));
  values.Food_SugaryDrinks = String(d.answer(0.8, 0.9, 0, 5));
  return values;
}

/**
 * The measurements of one person, around Dutch adult figures: BMI ~ N(25.5, 4), systolic pressure ~ N(125, 15)
 * rising with age and weight, lipids, glucose and liver values skewed the way they are, VO2max and grip strength
 * falling with age. The fitness tests only when the package has them.
 */
function measurementsOf(
  d: Draws,
  p: Traits,
  index: number,
  barcodeBase: number,
  withFitness: boolean,
): Values {
  const { male, age, bmi } = p;
  const height = male ? d.between(182, 7, 162, 204) : d.between(168.5, 6.5, 150, 188);
  const weight = bmi * (height / 100) ** 2;
  const fat = d.between(1.2 * bmi + 0.23 * age - (male ? 16.2 : 5.4), 3, 7, 55);
  const waist = d.between((male ? 94 : 82) + 2.6 * (bmi - 25.5) + 0.15 * (age - 45), 4, 60, 150);
  const hip = d.between((male ? 100 : 103) + 2 * (bmi - 25.5), 3, 80, 150);
  const systolic = d.between(125 + 0.45 * (age - 45) + (male ? 4 : -4) + 0.8 * (bmi - 25.5), 13, 95, 195);
  const diastolic = d.between(0.5 * systolic + 17 + 0.5 * (bmi - 25.5), 6, 55, 120);

  // Spirometry: predicted FVC (ECSC) and the ratio falling with age; z-scores as a spirometer reports them.
  const smoker = p.smoking === 'current' ? -0.8 : 0;
  const fvcZ = d.between(0, 1, -3, 3);
  const ratioZ = d.between(smoker, 1, -3.5, 2.5);
  const fev1Z = 0.8 * fvcZ + 0.5 * ratioZ;
  const fvc =
    (male ? 0.0576 * height - 0.026 * age - 4.34 : 0.0443 * height - 0.026 * age - 2.89) * (1 + 0.12 * fvcZ);
  const ratio = Math.min(97, (male ? 87 : 89) - 0.18 * age + 5.5 * ratioZ);

  const grip = male
    ? d.between(47 - 0.45 * Math.max(0, age - 45), 8, 20, 75)
    : d.between(30 - 0.35 * Math.max(0, age - 45), 5.5, 12, 50);
  const rightHanded = d.chance(0.88);
  const weaker = grip * d.between(0.93, 0.04, 0.8, 1);

  // VO2max around the FRIEND registry's medians from the thirties on (a cycle ergometer measures lower than a
  // treadmill), spread by fitness, lower with more weight.
  const treadmill = d.chance(0.22);
  const years = age - 35;
  const median = treadmill
    ? male
      ? 39 - 0.45 * years
      : 29 - 0.32 * years
    : male
      ? 31 - 0.28 * years
      : 21.5 - 0.19 * years;
  const vo2max = Math.min(70, Math.max(12, median * (1 + 0.22 * p.fitness) - 0.4 * (bmi - 25.5)));

  const fasting = d.chance(0.92);
  const glucose = d.between(5.1 + 0.06 * (bmi - 25.5) + 0.01 * (age - 45), 0.45, 3.9, 9);
  const hba1c = d.between(34 + 5.5 * (glucose - 5.1), 2.5, 28, 70);
  const cholesterol = d.between(5.2 + 0.015 * (age - 45), 0.85, 3.2, 8.8);
  const hdl = d.between((male ? 1.25 : 1.6) - 0.02 * (bmi - 25.5), male ? 0.28 : 0.35, 0.7, 2.8);
  const triglycerides = d.skewed(1.15 * Math.exp(0.04 * (bmi - 25.5)), 0.42, 0.4, 6);
  // Friedewald, from the rounded values the laboratory reports.
  const ldl = Math.max(
    0.8,
    Number(fixed(cholesterol, 1)) - Number(fixed(hdl, 1)) - Number(fixed(triglycerides, 1)) / 2.2,
  );
  const obesity = Math.max(0, bmi - 27);
  const creatinine = Math.round(male ? d.between(86, 11, 55, 130) : d.between(68, 9, 45, 105));
  const body = {
    Body_Height: fixed(height, 0),
    Body_Weight: fixed(weight, 1),
    Body_Waist: fixed(waist, 0),
    Body_Hip: fixed(hip, 0),
    Body_FatPercentage: fixed(fat, 1),
    Body_MuscleMass: fixed(weight * (1 - fat / 100) * (male ? 0.53 : 0.49), 1),
    BP_Systolic_1: fixed(systolic + d.between(2, 3, -6, 10), 0),
    BP_Diastolic_1: fixed(diastolic + d.between(1, 2, -4, 6), 0),
    BP_Systolic_2: fixed(systolic + d.between(-2, 3, -10, 6), 0),
    BP_Diastolic_2: fixed(diastolic + d.between(-1, 2, -6, 4), 0),
    HeartRate_Resting: fixed(d.between(66 - 4 * p.fitness, 7, 45, 100), 0),
  };
  const fitnessTests = {
    Spiro_FVC: fixed(fvc, 2),
    Spiro_FEV1: fixed((fvc * ratio) / 100, 2),
    Spiro_FEV1_FVC_Ratio: fixed(ratio, 0),
    FVC_ZScore: fixed(fvcZ, 1),
    FEV1_ZScore: fixed(fev1Z, 1),
    FEV1_FVC_Ratio_ZScore: fixed(ratioZ, 1),
    Grip_DominantHand: rightHanded ? 'right' : 'left',
    Grip_Left: fixed(rightHanded ? weaker : grip, 0),
    Grip_Right: fixed(rightHanded ? grip : weaker, 0),
    Exercise_Protocol: treadmill ? 'treadmillBruce' : 'cycleRamp',
    Exercise_VO2max: fixed(vo2max, 1),
    Exercise_MaxHeartRate: fixed(d.between(208 - 0.7 * age, 7, 140, 205), 0),
    // Watts on the cycle ergometer from the oxygen uptake (ACSM: about 10.8 ml O2 a watt, 7 ml/kg at rest).
    ...(treadmill ? {} : { Exercise_MaxPower: fixed(((vo2max - 7) * weight) / 10.8, 0) }),
  };
  const laboratory = {
    Lab_SampleBarcode: `HP${barcodeBase + index}`,
    Lab_Fasting: fasting ? 'yes' : 'no',
    Lab_Glucose: fixed(fasting ? glucose : glucose + d.between(1, 0.6, 0, 2.5), 1),
    Lab_HbA1c: fixed(hba1c, 0),
    Lab_CholesterolTotal: fixed(cholesterol, 1),
    Lab_HDL: fixed(hdl, 1),
    Lab_LDL: fixed(ldl, 1),
    Lab_Triglycerides: fixed(triglycerides, 1),
    Lab_ALT: fixed(d.skewed((male ? 22 : 16) + 2 * obesity, 0.4, 6, 250), 0),
    Lab_AST: fixed(d.skewed((male ? 25 : 21) + obesity, 0.3, 8, 200), 0),
    Lab_GGT: fixed(d.skewed((male ? 26 : 17) + 2 * obesity, 0.5, 5, 300), 0),
    Lab_Creatinine: String(creatinine),
    Lab_eGFR: fixed(Math.min(200, ckdEpi2021(creatinine, age, male ? 'Male' : 'Female')), 0),
    Lab_Haemoglobin: fixed(male ? d.between(9.3, 0.5, 7, 11) : d.between(8.3, 0.55, 6.5, 10.2), 1),
    Lab_Ferritin: fixed(male ? d.skewed(140, 0.55, 10, 700) : d.skewed(60, 0.7, 5, 400), 0),
    Lab_VitaminD: fixed(d.between(62, 22, 12, 160), 0),
    Lab_TSH: fixed(d.skewed(1.7, 0.45, 0.2, 9), 2),
  };
  return { ...body, ...(withFitness ? fitnessTests : {}), ...laboratory };
}

/** The company's people, the same at every start: accounts (consumers who never sign in) and their data. */
export function employeesOf(company: Company, today: Date): Employee[] {
  const d = draws(company.seed);
  const digits = String(company.people).length;
  return Array.from({ length: company.people }, (_, i): Employee => {
    const male = d.chance(0.5);
    const year = d.int(1960, 2000);
    const month = d.int(1, 12);
    const day = d.int(1, 28);
    const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const birthday = new Date(`${today.getUTCFullYear()}-${birthDate.slice(5)}T00:00:00Z`);
    const age = today.getUTCFullYear() - year - (birthday > today ? 1 : 0);
    const wellbeing = d.between(0, 1, -2.8, 2.5);
    const activity = d.between(0.3 * wellbeing, 1, -2.5, 2.5);
    const traits: Traits = {
      male,
      age,
      bmi: d.between(25.5 + 0.05 * (age - 45) - 0.5 * activity, 4, 17.5, 42),
      wellbeing,
      activity,
      fitness: d.between(0.4 * activity, 0.9, -2.5, 2.5),
      smoking: d.weighted([
        ['never', 58],
        ['former', 27],
        ['current', 15],
      ] as const),
    };
    const account: NewUser = {
      email: `${company.emailPrefix}${String(i + 1).padStart(digits, '0')}@example.com`,
      givenName: d.pick(male ? MALE_NAMES : FEMALE_NAMES),
      familyName: d.pick(FAMILY_NAMES),
      birthDate,
      gender: male ? 'Male' : 'Female',
      locale: 'nl_NL',
      groups: [Role.CONSUMER],
      customCompanyName: company.name,
    };
    return {
      account,
      answers: questionnaireOf(d, traits),
      measurements: measurementsOf(d, traits, i + 1, company.seed * 10_000, company.fitnessTests),
    };
  });
}

/** A person of the company, with their passport while it is still to be filled. */
interface Person {
  employee: Employee;
  user: UserRow;
  open: PassportRow | undefined;
}

/**
 * The company's accounts, each with a passport of its package: on a fresh start all made in one transaction,
 * after an interrupted seed the people made already are picked up with their passport.
 */
async function accountsOf(
  ctx: AppContext,
  company: Company,
  employees: readonly Employee[],
): Promise<Person[]> {
  const { users, passports, products } = ctx.services;
  const displayName = (await products.productByPackageCode(company.packageCode))?.texts.name.en_US;
  const newPassport = (userId: string, tx?: Tx) =>
    passports.create(
      { userId, packageCode: company.packageCode, ...(displayName ? { displayName } : {}) },
      tx,
    );
  const found: (UserRow | undefined)[] = [];
  for (const { account } of employees) found.push(await users.findByEmail(account.email));
  const people: Person[] = [];
  if (found.includes(undefined)) {
    await ctx.db.transaction(async (tx) => {
      for (const [i, employee] of employees.entries()) {
        if (found[i]) continue;
        const user = await users.create(employee.account, tx);
        people[i] = { employee, user, open: await newPassport(user.id, tx) };
      }
    });
  }
  for (const [i, employee] of employees.entries()) {
    const user = found[i];
    if (!user) continue;
    const own = await passports.listForUser(user.id);
    const done = own.some((p) => p.status !== PassportStatus.CREATED);
    people[i] = { employee, user, open: done ? undefined : (own[0] ?? (await newPassport(user.id))) };
  }
  return people;
}

/** A save of a company person's data that would not complete their passport. */
class IncompleteData extends Error {}

/**
 * The company's people on a fresh start, all in one transaction with a few statements per table: accounts,
 * passports of its package, the consent, the questionnaire and the measurements entered by the onboarder (each
 * checked as its service checks a save), and the passports computed by the results engine, as the journey leaves
 * them. Undefined (and nothing stored) when a person's data would not complete their passport.
 */
async function importPeople(
  ctx: AppContext,
  company: Company,
  measurer: UserRow,
  employees: readonly Employee[],
): Promise<UserRow[] | undefined> {
  const { users, passports, products, consent, questionnaire, measurements, formData, results } =
    ctx.services;
  const product = await products.productByPackageCode(company.packageCode);
  if (!product) return undefined;
  const displayName = product.texts.name.en_US;
  try {
    return await ctx.db.transaction(async (tx) => {
      const people = await users.createMany(
        employees.map((employee) => employee.account),
        tx,
      );
      const made = await passports.createMany(
        people.map((user) => ({
          userId: user.id,
          packageCode: company.packageCode,
          ...(displayName ? { displayName } : {}),
        })),
        tx,
      );
      await consent.grantAllForNewPassports(tx, {
        productId: product.id,
        passports: made.map((passport) => ({ userId: passport.userId, passportId: passport.id })),
        occurredAt: ctx.clock.now(),
      });
      const answered = await formData.submitNew(
        tx,
        made.map((passport, i) =>
          questionnaire.submission(passport, passport.userId, items(employees[i]!.answers)),
        ),
      );
      const measured = await formData.submitNew(
        tx,
        made.map((passport, i) => {
          const values = employees[i]!.measurements;
          return measurements.submission(passport, {
            items: items(values),
            savedBy: measurer.id,
            unitsConfirmed: confirmedUnits(values),
          });
        }),
      );
      if ([...answered, ...measured].some((saved) => !saved.complete)) throw new IncompleteData();
      await formData.markCompletedMany(tx, [
        ...made.map((passport) => ({
          passportId: passport.id,
          form: FormName.QUESTIONNAIRE,
          by: passport.userId,
        })),
        ...made.map((passport) => ({
          passportId: passport.id,
          form: FormName.MEASUREMENTS,
          by: measurer.id,
        })),
      ]);
      const measuredAt = ctx.clock.now();
      const computed = await Promise.all(
        made.map((passport, i) =>
          results.computeFromValues({
            passportId: passport.id,
            user: people[i]!,
            items: { ...measured[i]!.values, ...answered[i]!.values },
            measuredAt,
            dataVersion: Math.max(measured[i]!.newestItemId, answered[i]!.newestItemId),
          }),
        ),
      );
      await results.store(tx, computed);
      await passports.markComputedMany(
        tx,
        made.map((passport) => passport.id),
      );
      return people;
    });
  } catch (error) {
    if (!(error instanceof IncompleteData)) throw error;
    ctx.log.warn({ company: company.name }, 'demo company data incomplete');
    return undefined;
  }
}

/**
 * The company's people with passports filled the way the journey fills one (consent, questionnaire, measurements
 * entered by the onboarder) and computed by the results engine; undefined when one was not computed. A fresh
 * start imports them at once; a seed interrupted before (one by one, as earlier versions made them) goes on.
 */
async function seedPeople(
  ctx: AppContext,
  company: Company,
  measurer: UserRow,
): Promise<UserRow[] | undefined> {
  const employees = employeesOf(company, ctx.clock.now());
  const first = await ctx.services.users.findByEmail(employees[0]!.account.email);
  if (!first) return importPeople(ctx, company, measurer, employees);
  const people = await accountsOf(ctx, company, employees);
  const permissionIds = await requestedPermissionIds(ctx, company.packageCode);
  for (const { employee, user, open } of people) {
    if (!open) continue;
    const { answers, measurements } = employee;
    if (!(await fill(ctx, user, measurer, open, answers, measurements, permissionIds))) return undefined;
  }
  return people.map((person) => person.user);
}

async function staffViewer(ctx: AppContext, email: string, role: Role): Promise<Viewer | undefined> {
  const user = await ctx.services.users.findByEmail(email);
  return user && { userId: user.id, email: user.email, roles: [role] };
}

/** A year after today, as a snapshot's expiry date. */
function aYearFromNow(ctx: AppContext): string {
  const date = new Date(ctx.clock.now());
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

async function seedAcme(ctx: AppContext, measurer: UserRow, product: Viewer, corporate: Viewer) {
  const people = await seedPeople(ctx, ACME, measurer);
  if (!people) return false;
  const { snapshots } = ctx.services;
  await snapshots.createCompany({
    name: ACME.name,
    customerType: CustomerType.B2B,
    packageCode: ACME.packageCode,
  });
  // They belong to Acme through its package, as a paid order of it would have added them.
  await snapshots.joinByPackage(
    ACME.packageCode,
    people.map((person) => person.id),
  );
  const made: SnapshotView[] = [];
  for (const { name, description } of [ACME.published, ACME.computed]) {
    // The job computes it once its creation commits, while the call waits.
    const snapshot = await snapshots.create(product, {
      name,
      customerType: CustomerType.B2B,
      company: ACME.name,
    });
    if (snapshot.status !== SnapshotStatus.COMPUTED) {
      ctx.log.warn({ snapshot: name, status: snapshot.status }, 'demo snapshot not computed');
      return false;
    }
    made.push(await snapshots.update(product, snapshot.id, { description }));
  }
  await snapshots.update(product, made[0]!.id, {
    status: SnapshotStatus.PUBLISHED,
    expiryDate: aYearFromNow(ctx),
  });
  for (const snapshot of made) await snapshots.inviteManager(corporate, snapshot.id, DEMO_HR_MANAGER, 'en');
  return true;
}

async function seedBakery(ctx: AppContext, measurer: UserRow, product: Viewer) {
  const people = await seedPeople(ctx, BAKERY, measurer);
  if (!people) return false;
  const { snapshots } = ctx.services;
  await snapshots.createCompany({ name: BAKERY.name, customerType: CustomerType.B2B });
  // No package of its own: staff added its people by service number.
  for (const person of people) await snapshots.addMember(BAKERY.name, person.serviceNumber);
  await snapshots.create(product, {
    name: BAKERY.snapshot.name,
    customerType: CustomerType.B2B,
    company: BAKERY.name,
  });
  return true;
}

/**
 * The demo companies, each once: a company that exists is left as it is. Acme Logistics' 64 people and the
 * bakery's 7 get computed passports from seeded data; Acme gets a published snapshot and a computed one, both
 * managed by hr@example.com; the bakery's snapshot is not computed, as it has fewer people than the minimum.
 * Names of the companies made.
 */
export async function seedDemoCompanies(ctx: AppContext): Promise<string[]> {
  const existing = new Set((await ctx.services.snapshots.companies()).map((c) => c.name.toLowerCase()));
  const measurer = await ctx.services.users.findByEmail(DEMO_MEASURER_EMAIL);
  const product = await staffViewer(ctx, PRODUCT_MANAGER_EMAIL, Role.PRODUCT_MANAGER);
  const corporate = await staffViewer(ctx, CORPORATE_MANAGER_EMAIL, Role.CORPORATE_MANAGER);
  if (!measurer || !product || !corporate) return [];
  const made: string[] = [];
  if (!existing.has(ACME.name.toLowerCase()) && (await seedAcme(ctx, measurer, product, corporate)))
    made.push(ACME.name);
  if (!existing.has(BAKERY.name.toLowerCase()) && (await seedBakery(ctx, measurer, product)))
    made.push(BAKERY.name);
  return made;
}
