import { AddonCode, PackageCode, Role } from '@health-passport/domain';
import type { AppContext } from '../context.js';
import type { NewUser, UserRow } from '../modules/users/index.js';
import {
  DEMO_MEASURER_EMAIL,
  EARLIER_ANSWERS,
  EARLIER_MEASUREMENTS,
  fill,
  publishMonthsAgo,
  type Values,
} from './demoPassports.js';

/**
 * The demo customer who can remeasure: no address yet (the redeem modal asks for it), in English (README, "Demo
 * accounts").
 */
export const DEMO_REMEASUREMENT_ACCOUNT: NewUser = {
  email: 'rik@example.com',
  givenName: 'Rik',
  familyName: 'Remeasure',
  birthDate: '1981-06-18',
  gender: 'Male',
  phoneNumber: '+31645678901',
  locale: 'en_US',
  groups: [Role.CONSUMER],
};

/** How long before today his passport was made and published: past the four months a remeasurement waits. */
export const REMEASUREMENT_PASSPORT_MONTHS = 5;

/** His measurements: the standard check's, as a taller and heavier man measures them. */
const MEASUREMENTS: Values = {
  ...EARLIER_MEASUREMENTS,
  Body_Height: '183',
  Body_Weight: '86',
  Body_Waist: '94',
  Body_Hip: '102',
  Body_FatPercentage: '22',
  Body_MuscleMass: '37',
  Grip_Left: '44',
  Grip_Right: '47',
  Exercise_VO2max: '41',
  Exercise_MaxPower: '300',
  Lab_SampleBarcode: 'HP26061801',
  Lab_Creatinine: '88',
  Lab_Haemoglobin: '9.4',
  Lab_Ferritin: '120',
};

/**
 * rik's standard check, computed by the results engine (the way anna's are) and published five months before
 * the seed runs, and a paid remeasurement he has yet to redeem (the shop sells it only with a published
 * passport, so it is bought after). Only when he has bought nothing yet; `buy` pays an order through the real
 * path. True when it made them.
 */
export async function seedDemoRemeasurement(
  ctx: AppContext,
  buy: (user: UserRow, packageCode: string) => Promise<boolean>,
): Promise<boolean> {
  const { orders, passports, users } = ctx.services;
  const rik = await users.findByEmail(DEMO_REMEASUREMENT_ACCOUNT.email);
  const measurer = await users.findByEmail(DEMO_MEASURER_EMAIL);
  if (!rik || !measurer || (await orders.listForUser(rik.id)).length > 0) return false;
  if (!(await buy(rik, PackageCode.STANDARD_PERFORMANCE))) return false;
  const passport = await passports.currentForUser(rik.id);
  if (!passport) return false;
  if (!(await fill(ctx, rik, measurer, passport, EARLIER_ANSWERS, MEASUREMENTS))) return false;
  await publishMonthsAgo(ctx, rik, passport.id, REMEASUREMENT_PASSPORT_MONTHS);
  return buy(rik, AddonCode.REMEASUREMENT);
}
