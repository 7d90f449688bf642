import { AddonCode, CouponKind, PackageCode, Role, SHOP_COUNTRY } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config.js';
import type { AppContext } from '../context.js';
import {
  createInjectDeliver,
  createTestPaymentProvider,
  isTestPaymentProvider,
  resolveTestPaymentHmacKey,
  TEST_CARDS,
} from '../integrations/payments/index.js';
import type { NewCoupon } from '../modules/cart/index.js';
import { enableTotp, hashPassword, setPasswordHash } from '../modules/identity/index.js';
import type { NewUser, UserRow, UsersService } from '../modules/users/index.js';
import { DEMO_BUSINESS_ACCOUNT, seedDemoBusinessPassport } from './demoBusinessCustomer.js';
import { DEMO_PRODUCTS } from './demoCatalogue.js';
import { seedDemoCompanies } from './demoCompanies.js';
import { draftDemoDocuments } from './demoDocuments.js';
import { seedDemoPassports } from './demoPassports.js';
import { seedRequestedPermissions } from './demoPermissions.js';
import { DEMO_REMEASUREMENT_ACCOUNT, seedDemoRemeasurement } from './demoRemeasurement.js';

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Passport-Demo-2026!';

/** The demo account whose sign-in asks for a TOTP code (SOFTWARE_TOKEN_MFA). */
export const DEMO_MFA_EMAIL = 'mfa@example.com';
/**
 * Its fixed TOTP secret (base32; RFC 6238, SHA-1, 6 digits, 30 s), so the README and the browser tests can compute
 * codes: add it to an authenticator app, or `oathtool --totp -b JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP`.
 */
export const DEMO_MFA_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS: readonly NewUser[] = [
  {
    email: 'anna@example.com',
    givenName: 'Anna',
    familyName: 'de Vries',
    birthDate: '1986-04-12',
    gender: 'Female',
    phoneNumber: '+31612345678',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  },
  {
    email: 'bram@example.com',
    givenName: 'Bram',
    familyName: 'Jansen',
    birthDate: '1979-09-03',
    gender: 'Male',
    phoneNumber: '+31687654321',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  },
  { email: 'coach@example.com', givenName: 'Chris', familyName: 'Coach', groups: [Role.HEALTH_COACH] },
  { email: 'doctor@example.com', givenName: 'Dana', familyName: 'Dokter', groups: [Role.DOCTOR] },
  { email: 'data@example.com', givenName: 'Daan', familyName: 'Data', groups: [Role.DATA_EXPERT] },
  { email: 'onboarder@example.com', givenName: 'Olivia', familyName: 'Onboarder', groups: [Role.ONBOARDER] },
  { email: 'external@example.com', givenName: 'Eva', familyName: 'Extern', groups: [Role.EXTERNAL] },
  {
    email: 'hr@example.com',
    givenName: 'Hanna',
    familyName: 'de Haan',
    groups: [Role.HR_MANAGER],
    customCompanyName: 'Acme Logistics',
  },
  {
    email: 'corporate@example.com',
    givenName: 'Cor',
    familyName: 'Porter',
    groups: [Role.CORPORATE_MANAGER],
  },
  { email: 'product@example.com', givenName: 'Pia', familyName: 'Product', groups: [Role.PRODUCT_MANAGER] },
  {
    email: 'cees@example.com',
    givenName: 'Cees',
    familyName: 'de Boer',
    birthDate: '1983-02-14',
    gender: 'Male',
    phoneNumber: '+31634567890',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  },
  {
    email: 'gli@example.com',
    givenName: 'Gijs',
    familyName: 'Gerritsen',
    birthDate: '1968-11-21',
    gender: 'Male',
    phoneNumber: '+31623456789',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  },
  DEMO_REMEASUREMENT_ACCOUNT,
  DEMO_BUSINESS_ACCOUNT,
  {
    email: DEMO_MFA_EMAIL,
    givenName: 'Mila',
    familyName: 'Meijer',
    locale: 'en_US',
    groups: [Role.CONSUMER],
  },
];

/**
 * Demo purchases, made the way a customer makes them: an order, a payment link, a successful test card on the
 * test provider's page and its signed notification through the webhook, which fulfils the order into a
 * passport (status CREATED) with its onboarding chapter. bram's performance check is for the questionnaire and
 * the measurements, gijs's combined lifestyle intervention for the register consent.
 */
export const DEMO_PAID_ORDERS: readonly { email: string; packageCodes: readonly string[] }[] = [
  { email: 'bram@example.com', packageCodes: [PackageCode.STANDARD_PERFORMANCE] },
  { email: 'gli@example.com', packageCodes: [PackageCode.GLI_PRODUCT] },
  // cees has just bought a health check too: the questionnaire's browser test fills his in.
  { email: 'cees@example.com', packageCodes: [PackageCode.STANDARD_PERFORMANCE] },
  // anna has her premium health check (with heart and abdominal ultrasound) and an expert session she has yet
  // to redeem and book.
  { email: 'anna@example.com', packageCodes: [PackageCode.PERFORMANCE_PREMIUM, AddonCode.EXPERT_SESSION] },
];

/** The address demo buyers give at checkout. */
const DEMO_ADDRESS = {
  streetAddress: 'Stationsplein 1',
  locality: 'Amsterdam',
  postalCode: '1012 AB',
  country: 'NL',
  region: 'Noord-Holland',
} as const;

/**
 * A staff account created the way an administrator creates one: a temporary password is mailed (readable at
 * /dev/outbox in demo mode) and the first sign-in asks for a new password.
 */
export const DEMO_ADMIN_CREATED_ACCOUNT = {
  email: 'nina@example.com',
  givenName: 'Nina',
  familyName: 'Nieuw',
  groups: [Role.ONBOARDER],
  locale: 'nl_NL',
} as const;

/**
 * The demo accounts whose passwords are public (README, "Demo accounts"). Production refuses to start while any
 * of them is in its database: a database once run in demo mode, or seeded by mistake, would let anyone in.
 */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  DEMO_ADMIN_CREATED_ACCOUNT.email,
];

/** Throws the ConfigError of a production start on a database that holds demo accounts. */
export async function refuseDemoAccounts(users: Pick<UsersService, 'findByEmail'>): Promise<void> {
  const found: string[] = [];
  for (const email of DEMO_ACCOUNT_EMAILS) if (await users.findByEmail(email)) found.push(email);
  if (found.length === 0) return;
  throw new ConfigError([
    `MODE: production refuses a database with demo accounts (${found.join(', ')}); remove them or use a fresh database`,
  ]);
}

/** Demo discount codes (README, "Demo discount codes"): one of each kind a customer can meet. */
export const DEMO_COUPONS: readonly NewCoupon[] = [
  { code: 'welkom10', kind: CouponKind.PERCENTAGE, percentage: 10 },
  { code: 'gezond25', kind: CouponKind.AMOUNT, amount: 2500 },
  {
    code: 'zomer2025',
    kind: CouponKind.PERCENTAGE,
    percentage: 20,
    validFrom: new Date('2025-06-01T00:00:00Z'),
    expiresAt: new Date('2025-09-01T00:00:00Z'),
  },
  { code: 'eenmalig', kind: CouponKind.PERCENTAGE, percentage: 20, maxRedemptions: 1 },
  {
    code: 'expert15',
    kind: CouponKind.PERCENTAGE,
    percentage: 15,
    packageCodes: [AddonCode.EXPERT_SESSION, AddonCode.EXPERT_CONSULTATION],
  },
];

/**
 * Buys a product for a demo user and pays it with the test provider's success card; the notification goes
 * through the server's webhook (in-process, the server does not listen yet). False when the configured
 * provider is not the test provider, or the payment did not go through.
 */
async function payDemoOrder(
  ctx: AppContext,
  app: FastifyInstance,
  user: UserRow,
  packageCode: string,
): Promise<boolean> {
  const product = await ctx.services.products.productByPackageCode(packageCode);
  if (!product || !isTestPaymentProvider(ctx.payments)) return false;
  const viewer = { userId: user.id };
  const returnUrl = `${ctx.config.publicUrl}/order-completed`;
  const order = await ctx.services.orders.createOrder(product.id, SHOP_COUNTRY, {
    userInput: {
      email: user.email,
      phoneNumber: user.phoneNumber ?? '+31612345678',
      givenName: user.givenName,
      familyName: user.familyName,
      locale: user.locale,
      address: DEMO_ADDRESS,
    },
    returnUrl,
    viewer,
    language: user.locale === 'nl_NL' ? 'nl' : 'en',
  });
  const linkUrl = await ctx.services.orders.createPaymentLink(order.id, returnUrl, viewer);
  const linkId = new URL(linkUrl).pathname.split('/').pop() ?? '';
  const pay = createTestPaymentProvider({
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    hmacKey: await resolveTestPaymentHmacKey(ctx.config, ctx.services.settings),
    deliver: createInjectDeliver(() => app, ctx.config.webhookAuth),
  });
  const result = await pay.submit(linkId, { kind: 'pay', cardNumber: SUCCESS_CARD });
  if (result.kind !== 'delivered')
    ctx.log.warn({ email: user.email, result: result.kind }, 'demo order not paid');
  return result.kind === 'delivered';
}

const SUCCESS_CARD = TEST_CARDS.find((card) => card.success)!.number;

export interface DemoSeedOptions {
  /**
   * The demo companies and their snapshots (demoCompanies.ts): 71 passports filled and computed, several
   * seconds. The server's start asks for them; tests that do not look at them leave them out.
   */
  companies?: boolean;
}

/**
 * The demo data set: only in demo mode, and idempotent, so every start may call it. Accounts that exist are
 * left as they are (a demo user may have changed their password or profile).
 */
export async function seedDemoData(
  ctx: AppContext,
  /** The built server: demo orders are paid through its webhook. Without it no orders are made. */
  app?: FastifyInstance,
  options: DemoSeedOptions = {},
): Promise<{
  created: string[];
  passports: string[];
  products: string[];
  coupons: string[];
  companies: string[];
}> {
  if (!ctx.config.isDemo) throw new Error('The demo seed runs only in demo mode');
  // The accounts that are missing, made in one transaction. Every demo account has the demo password, so one argon2
  // hash serves them all: a hash is slow by design, and one per account was most of the accounts' share of a fresh
  // start.
  const found = new Set(
    (await ctx.services.users.findByEmails(DEMO_ACCOUNT_EMAILS)).map((user) => user.email),
  );
  const missing = DEMO_ACCOUNTS.filter((account) => !found.has(account.email));
  const created = missing.map((account) => account.email);
  if (missing.length > 0) {
    const hash = await hashPassword(DEMO_PASSWORD);
    await ctx.db.transaction(async (tx) => {
      const users = await ctx.services.users.createMany(missing, tx);
      for (const user of users) {
        await setPasswordHash(tx, user.id, hash);
        if (user.email === DEMO_MFA_EMAIL) await enableTotp(tx, user.id, DEMO_MFA_TOTP_SECRET);
      }
    });
  }
  if (!found.has(DEMO_ADMIN_CREATED_ACCOUNT.email)) {
    await ctx.services.identity.createUserWithTemporaryPassword({
      ...DEMO_ADMIN_CREATED_ACCOUNT,
      groups: [...DEMO_ADMIN_CREATED_ACCOUNT.groups],
    });
    created.push(DEMO_ADMIN_CREATED_ACCOUNT.email);
  }
  if (created.length > 0) ctx.log.info({ accounts: created }, 'demo seed: accounts created');
  const products: string[] = [];
  for (const product of DEMO_PRODUCTS) {
    if (await ctx.services.products.ensure(product)) products.push(product.packageCode);
  }
  // Links whose target was created after their source (the draft, the add-ons): linking is idempotent.
  for (const { packageCode, linkedPackageCodes } of DEMO_PRODUCTS) {
    if (linkedPackageCodes) await ctx.services.products.link(packageCode, linkedPackageCodes);
  }
  if (products.length > 0) ctx.log.info({ products }, 'demo seed: products created');
  const permissions = await seedRequestedPermissions(ctx);
  if (permissions > 0) ctx.log.info({ permissions }, 'demo seed: requested permissions created');
  const coupons: string[] = [];
  for (const coupon of DEMO_COUPONS) {
    if (await ctx.services.cart.ensureCoupon(coupon)) coupons.push(coupon.code);
  }
  if (coupons.length > 0) ctx.log.info({ coupons }, 'demo seed: coupons created');
  const passports: string[] = [];
  if (app) {
    for (const { email, packageCodes } of DEMO_PAID_ORDERS) {
      const user = await ctx.services.users.findByEmail(email);
      if (!user || (await ctx.services.orders.listForUser(user.id)).length > 0) continue;
      let paid = true;
      for (const packageCode of packageCodes)
        paid = (await payDemoOrder(ctx, app, user, packageCode)) && paid;
      if (paid) passports.push(email);
    }
  }
  if (passports.length > 0) ctx.log.info({ accounts: passports }, 'demo seed: paid orders made passports');
  // anna's earlier and current passports, computed by the results engine and published.
  if (app && (await seedDemoPassports(ctx, (user, packageCode) => payDemoOrder(ctx, app, user, packageCode))))
    ctx.log.info('demo seed: published passports with results');
  // rik's passport of five months ago and the remeasurement he has bought for it.
  if (app && (await seedDemoRemeasurement(ctx, (user, code) => payDemoOrder(ctx, app, user, code))))
    ctx.log.info('demo seed: a remeasurement to redeem');
  // Bo's published business health check, whose product disables the passport for her.
  if (app && (await seedDemoBusinessPassport(ctx, (user, code) => payDemoOrder(ctx, app, user, code))))
    ctx.log.info('demo seed: a business passport');
  // anna's health check report, in Dutch and English, from her published results, and the companies of people
  // with computed passports and their snapshots: the report's PDFs are drawn in the PDF renderer's thread while this
  // one and the database store the companies.
  const reports = await draftDemoDocuments(ctx);
  const companies = options.companies ? await seedDemoCompanies(ctx) : [];
  await reports?.store();
  const documents = reports !== undefined;
  if (documents) ctx.log.info('demo seed: documents');
  if (companies.length > 0) ctx.log.info({ companies }, 'demo seed: companies and snapshots');
  return { created, passports, products, coupons, companies };
}
