import { PackageCode, Role } from '@health-passport/domain';
import type { AppContext } from '../context.js';
import type { NewUser, UserRow } from '../modules/users/index.js';
import {
  DEMO_MEASURER_EMAIL,
  EARLIER_ANSWERS,
  EARLIER_MEASUREMENTS,
  fill,
  unlockPassport,
} from './demoPassports.js';

/**
 * A customer whose health check came through their employer, in English (README, "Demo accounts"). The business
 * package's product disables the passport for individuals (disablePhpForIndividuals, passport-and-professional
 * §2.1, §6): staff open the published passport, while she is sent to onboarding and has no passport pages.
 */
export const DEMO_BUSINESS_ACCOUNT: NewUser = {
  email: 'b2b@example.com',
  givenName: 'Bo',
  familyName: 'Verbeek',
  birthDate: '1990-07-21',
  gender: 'Female',
  phoneNumber: '+31656789012',
  locale: 'en_US',
  groups: [Role.CONSUMER],
};

/**
 * Bo's business health check, bought through the real path (`buy`), filled with the answers and measurements of
 * anna's earlier standard check (the business package measures the same), computed by the results engine and
 * published. Only when she has bought nothing yet; true when it published it.
 */
export async function seedDemoBusinessPassport(
  ctx: AppContext,
  buy: (user: UserRow, packageCode: string) => Promise<boolean>,
): Promise<boolean> {
  const { orders, passports, users } = ctx.services;
  const bo = await users.findByEmail(DEMO_BUSINESS_ACCOUNT.email);
  const measurer = await users.findByEmail(DEMO_MEASURER_EMAIL);
  if (!bo || !measurer || (await orders.listForUser(bo.id)).length > 0) return false;
  if (!(await buy(bo, PackageCode.STANDARD_PERFORMANCE_MIND_B2B))) return false;
  const passport = await passports.currentForUser(bo.id);
  if (!passport || !(await fill(ctx, bo, measurer, passport, EARLIER_ANSWERS, EARLIER_MEASUREMENTS)))
    return false;
  await unlockPassport(ctx, bo, passport.id);
  return true;
}
