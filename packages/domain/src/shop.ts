import { isEnumValue } from './enum';

/** Package type of a product (customer-journey §3 "Product"). */
export const PackageType = Object.freeze({
  NONE: 'NONE',
  CORE: 'CORE',
  UPGRADE: 'UPGRADE',
  MISSION: 'MISSION',
  REMEASUREMENT: 'REMEASUREMENT',
  ADDON: 'ADDON',
} as const);
export type PackageType = (typeof PackageType)[keyof typeof PackageType];
export const PACKAGE_TYPES: readonly PackageType[] = Object.freeze(Object.values(PackageType));

export function isPackageType(value: unknown): value is PackageType {
  return isEnumValue(PackageType, value);
}

/** Product status (customer-journey §3 "Product"). */
export const ProductStatus = Object.freeze({
  NONE: 'NONE',
  DEACTIVATED: 'DEACTIVATED',
  DRAFT: 'DRAFT',
  PUBLISHED: 'PUBLISHED',
} as const);
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];
export const PRODUCT_STATUSES: readonly ProductStatus[] = Object.freeze(Object.values(ProductStatus));

/** Countries a product has a cost for (customer-journey §3 "Product"). */
export const ShopCountry = Object.freeze({ NL: 'NL', US: 'US' } as const);
export type ShopCountry = (typeof ShopCountry)[keyof typeof ShopCountry];
export const SHOP_COUNTRIES: readonly ShopCountry[] = Object.freeze(Object.values(ShopCountry));
/** The shop country is fixed to NL for prices and orders (customer-journey §9). */
export const SHOP_COUNTRY: ShopCountry = ShopCountry.NL;

/** Package codes with special behaviour (customer-journey §9). */
export const PackageCode = Object.freeze({
  /** Combined lifestyle intervention; RIVM register consent, appointments on location. */
  GLI_PRODUCT: 'GLI_product',
  /** Hospital variant: short questionnaire and intake-call wording. */
  DIAMETER_ZGT_1: 'Diameter_ZGT_1',
  REMEASUREMENT: 'remeasurement',
  PERFORMANCE_PREMIUM: 'performance_premium',
  PERFORMANCE_PLUS: 'performance_plus',
  /** Horizontal accordion opens at index 2. */
  STANDARD_PERFORMANCE: 'standard_performance',
  /** Horizontal accordion opens at index 2. */
  PREMIUM_PERFORMANCE_USMO_CYCLING: 'premium_performance_usmo_cycling',
  /** Appointments only in Amsterdam. */
  STANDARD_PERFORMANCE_MIND_B2B: 'standard_performance_mind_b2b',
  /** Appointments only on location. */
  GENERAL_HEALTH_CHECK_PLUS_ONSITE: 'general_health_check_plus_onsite',
} as const);
export type PackageCode = (typeof PackageCode)[keyof typeof PackageCode];
export const SPECIAL_PACKAGE_CODES: readonly PackageCode[] = Object.freeze(Object.values(PackageCode));

/** Predefined add-on codes (customer-journey §9). */
export const AddonCode = Object.freeze({
  REMEASUREMENT: 'remeasurement',
  EXPERT_CONSULTATION: 'expert_consultation',
  EXPERT_SESSION: 'expert_session',
} as const);
export type AddonCode = (typeof AddonCode)[keyof typeof AddonCode];
export const ADDON_CODES: readonly AddonCode[] = Object.freeze(Object.values(AddonCode));

/** Package types whose products may need a pre-check (customer-journey §4, §9). */
export const PRE_CHECK_PACKAGE_TYPES: readonly PackageType[] = Object.freeze([
  PackageType.CORE,
  PackageType.REMEASUREMENT,
  PackageType.ADDON,
  PackageType.UPGRADE,
  PackageType.MISSION,
]);

/** The pre-check modal opens first when the product asks for it and it was not confirmed yet (customer-journey §4). */
export function requiresPreCheck(
  product: { showPreCheck: boolean; packageType: PackageType },
  alreadyConfirmed: boolean,
): boolean {
  return !alreadyConfirmed && product.showPreCheck && PRE_CHECK_PACKAGE_TYPES.includes(product.packageType);
}

/** The seven statements the buyer must accept do not apply (customer-journey §5 "Pre-check"). */
export const PRE_CHECK_STATEMENTS = Object.freeze([
  'heartCondition',
  'chestPainActive',
  'chestPainAtRestLastMonth',
  'dizziness',
  'boneOrJointProblem',
  'bloodPressureOrHeartMedication',
  'otherMedicalReason',
] as const);
export type PreCheckStatement = (typeof PRE_CHECK_STATEMENTS)[number];

/** Country options listed first in the address form (customer-journey §5). */
export const COUNTRY_PRIORITY = Object.freeze(['NL', 'BE', 'DE', 'FR', 'GB', 'US'] as const);
/** Default phone-input country, with the Dutch mask (customer-journey §5). */
export const DEFAULT_PHONE_COUNTRY = 'nl';

/** Discount codes are lower-cased before sending (customer-journey §5). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Only PUBLISHED linked products are shown (customer-journey §9, passport-and-professional §9). */
export function isShownLinkedProduct(product: { status: ProductStatus }): boolean {
  return product.status === ProductStatus.PUBLISHED;
}
