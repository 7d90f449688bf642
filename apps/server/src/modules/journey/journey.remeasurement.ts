import {
  AddonCode,
  calendarDateIn,
  EntitlementType,
  OnboardingMode,
  PackageCode,
  PackageType,
  PassportStatus,
  remeasurementAvailableFrom,
  RemeasurementOrderErrorCode as Code,
  type RemeasurementType,
} from '@health-passport/domain';
import { z } from 'zod';
import type { AppContext, Services } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { MeasurementPart, PACKAGE_PARTS } from '../measurements/index.js';
import { passportErrors, type PassportRow } from '../passports/index.js';
import type { ProductView } from '../products/index.js';

/** The address the remeasurement takes place from (customer-journey §5 Remeasurement address). */
export interface RemeasurementAddress {
  streetAddress: string;
  locality: string;
  postalCode: string;
  country: string;
}

/** What redeeming answers (customer-journey §7: the createOrder variant with id, product, status, passport). */
export interface RedeemedRemeasurement {
  /** The order that bought the remeasurement. */
  orderId: string;
  packageCode: string;
  passport: PassportRow;
}

const error = (code: Code, message: string, field?: string, details: Record<string, unknown> = {}) =>
  new AppError(code === Code.READY_TO_BUY_AFTER_FOUR_MONTHS ? 'CONFLICT' : 'BAD_REQUEST', code, message, {
    ...details,
    ...(field ? { fields: { [field]: message } } : {}),
  });

/** Street and house number: some letters and a number, in either order ("Damrak 1", "1 Main Street"). */
const STREET_WITH_NUMBER = /^(?=.*\p{L}{2})(?=.*\d).+$/u;
const STREET_CHARACTERS = /^[\p{L}\p{M}\d .,'/()-]+$/u;

/** Checks the address in the order §8 lists its errors; the first problem is the answer. */
export function parseRemeasurementAddress(input: unknown): RemeasurementAddress {
  const parsed = z
    .object({
      streetAddress: z.string().trim().max(200).optional(),
      locality: z.string().trim().max(100).optional(),
      postalCode: z.string().trim().max(20).optional(),
      country: z.string().trim().max(100).optional(),
    })
    .nullish()
    .safeParse(input);
  const address = parsed.success ? parsed.data : undefined;
  if (!address || Object.values(address).every((v) => !v)) {
    throw error(Code.ADDRESS_REQUIRED, 'Please enter your address.');
  }
  const { streetAddress = '', locality = '', postalCode = '', country = '' } = address;
  if (!streetAddress)
    throw error(Code.STREET_ADDRESS_REQUIRED, 'Please enter your street address.', 'streetAddress');
  if (!STREET_CHARACTERS.test(streetAddress)) {
    throw error(
      Code.STREET_ADDRESS_FORMAT,
      'The street address holds characters that are not allowed.',
      'streetAddress',
    );
  }
  if (!STREET_WITH_NUMBER.test(streetAddress)) {
    throw error(
      Code.INVALID_STREET_ADDRESS,
      'Please enter both your street and your house number.',
      'streetAddress',
    );
  }
  if (!locality) throw error(Code.LOCALITY_REQUIRED, 'Please enter your town or city.', 'locality');
  if (!postalCode) throw error(Code.POSTAL_CODE_REQUIRED, 'Please enter your postal code.', 'postalCode');
  if (!country) throw error(Code.COUNTRY_REQUIRED, 'Please enter your country.', 'country');
  return { streetAddress, locality, postalCode, country };
}

/**
 * What the remeasurement of a passport measures: what its package measured (a remeasurement of a remeasurement
 * keeps its type).
 */
export function remeasurementTypeOf(
  passport: Pick<PassportRow, 'packageCode' | 'remeasurementType'>,
): RemeasurementType {
  if (passport.packageCode === PackageCode.REMEASUREMENT && passport.remeasurementType) {
    return passport.remeasurementType as RemeasurementType;
  }
  const parts = PACKAGE_PARTS[passport.packageCode];
  if (!parts) return OnboardingMode.NORMAL;
  if (parts.includes(MeasurementPart.EXERCISE_TEST)) return OnboardingMode.ONBOARDING_PERFORMANCE;
  if (parts.length === 1 && parts[0] === MeasurementPart.LABORATORY)
    return OnboardingMode.ONBOARDING_BIOMARKERS;
  return OnboardingMode.ONBOARDING_CORE;
}

/** The person's newest PUBLISHED passport, if any. */
function latestPublished(passports: readonly PassportRow[]): PassportRow | undefined {
  return passports.find((p) => p.status === PassportStatus.PUBLISHED);
}

/**
 * Why a remeasurement of this person cannot be redeemed for `passportId` now, or undefined when it can
 * (customer-journey §4, §8): only their latest PUBLISHED passport, from four months after its publication
 * (Amsterdam calendar days, by the server's clock), and not while a remeasurement of it is under way.
 */
export function remeasurementRefusal(
  passports: readonly PassportRow[],
  passportId: string,
  now: Date,
): AppError | undefined {
  const latest = latestPublished(passports);
  if (!latest) {
    return error(
      Code.NEEDS_EXISTING_HEALTH_PASSPORT,
      'A remeasurement needs a published health passport first.',
    );
  }
  if (latest.id !== passportId) {
    return error(
      Code.NOT_YET_READY_TO_BUY,
      'A remeasurement is only possible for your latest published health passport.',
    );
  }
  // A newer passport that is not published yet is the remeasurement already redeemed (or another check).
  if (passports.some((p) => p.status !== PassportStatus.PUBLISHED && p.createdAt > latest.createdAt)) {
    return error(Code.NOT_YET_READY_TO_BUY, 'Your next health check is already under way.');
  }
  const availableFrom = remeasurementAvailableFrom(calendarDateIn(latest.publishedAt ?? latest.createdAt));
  if (calendarDateIn(now) < availableFrom) {
    return error(
      Code.READY_TO_BUY_AFTER_FOUR_MONTHS,
      `A remeasurement is possible four months after your health passport was published, from ${availableFrom}.`,
      undefined,
      { availableFrom },
    );
  }
  return undefined;
}

/** What redeeming reaches: the app's services, or the orders service's own while it fulfils a paid order. */
export type RemeasurementServices = Pick<Services, 'passports' | 'orders' | 'products' | 'journey' | 'users'>;

/** What a redemption that the rules allow needs: the checked address, the passport and the product. */
export interface AllowedRemeasurement {
  address: RemeasurementAddress;
  /** The latest published passport, which the remeasurement follows up. */
  passport: PassportRow;
  product: ProductView;
}

/**
 * Whether the person can redeem a remeasurement for `healthPassportId` with this address now (customer-journey
 * §4, §8), read in `tx` when given: the §8 errors in their order, someone else's passport as an unknown one. Used
 * up front by the shop when a remeasurement is bought for a passport, and again by the redemption itself.
 */
export async function checkRemeasurement(
  services: Pick<RemeasurementServices, 'passports' | 'products'>,
  now: Date,
  userId: string,
  input: { healthPassportId: string; address: unknown },
  tx?: Tx,
): Promise<AllowedRemeasurement> {
  const address = parseRemeasurementAddress(input.address);
  const own = await services.passports.listForUser(userId, tx);
  const passport = own.find((p) => p.id === input.healthPassportId);
  if (!passport && own.some((p) => p.status === PassportStatus.PUBLISHED))
    throw passportErrors.passportNotFound();
  const refusal = remeasurementRefusal(own, input.healthPassportId, now);
  if (refusal) throw refusal;
  const product = await services.products.productByPackageCode(AddonCode.REMEASUREMENT, tx);
  if (!product) throw error(Code.NO_REMEASUREMENT, 'The remeasurement is not available.');
  return { address, passport: passport!, product };
}

/**
 * Redeems the person's bought remeasurement for their latest published passport in `tx` (customer-journey §4
 * Remeasurement redeem modal): the address is saved, the entitlement (`entitlementId`, else their oldest
 * unredeemed one) redeemed and the remeasurement passport made with its own onboarding chapter, which leads to the
 * remeasurement appointment. A refusal is thrown before anything is written.
 */
export async function redeemRemeasurementIn(
  tx: Tx,
  services: RemeasurementServices,
  now: Date,
  userId: string,
  input: { healthPassportId: string; address: unknown; entitlementId?: string },
): Promise<RedeemedRemeasurement> {
  const { passports, orders, journey, users } = services;
  // One redemption at a time per passport: the second waits here, then finds the new passport and is refused.
  await passports.lock(tx, input.healthPassportId);
  const { address, passport: target, product } = await checkRemeasurement(services, now, userId, input, tx);
  await users.update(userId, { phoneNumber: undefined, address: { ...address, region: undefined } }, tx);
  const passport = await passports.create(
    { userId, packageCode: PackageCode.REMEASUREMENT, remeasurementType: remeasurementTypeOf(target) },
    tx,
  );
  const entitlement = await orders.redeemEntitlement(
    userId,
    EntitlementType.REMEASUREMENT,
    passport.id,
    tx,
    input.entitlementId,
  );
  await journey.addChapter(tx, {
    userId,
    orderId: null,
    productId: product.id,
    packageCode: PackageCode.REMEASUREMENT,
    type: PackageType.CORE,
    healthPassportId: passport.id,
    entitlementId: null,
  });
  return { orderId: entitlement.orderId, packageCode: product.packageCode, passport };
}

/** The redeemRemeasurement mutation: the caller's bought remeasurement, in a transaction of its own. */
export function redeemRemeasurement(
  ctx: Pick<AppContext, 'db' | 'clock' | 'services'>,
  userId: string,
  input: { healthPassportId: string; address: unknown },
): Promise<RedeemedRemeasurement> {
  return ctx.db.transaction((tx) => redeemRemeasurementIn(tx, ctx.services, ctx.clock.now(), userId, input));
}
