import { isEnumValue } from './enum';
import { AddonCode, PackageType } from './shop';

/**
 * Orders, coupons, totals and the checkout error table (customer-journey §3 Cart / Order, §4 Shop and
 * checkout, §5 discount code, §8 cart and checkout). Money is always integer cents.
 */

/** Life of an order: created -> payment pending -> paid -> fulfilled; or refused, expired, cancelled. */
export const OrderStatus = Object.freeze({
  CREATED: 'CREATED',
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  PAID: 'PAID',
  FULFILLED: 'FULFILLED',
  REFUSED: 'REFUSED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
} as const);
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.freeze(Object.values(OrderStatus));

export function isOrderStatus(value: unknown): value is OrderStatus {
  return isEnumValue(OrderStatus, value);
}

/** The moves an order may make; anything else (a late or replayed notification) changes nothing. */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  CREATED: [OrderStatus.PAYMENT_PENDING, OrderStatus.CANCELLED, OrderStatus.EXPIRED],
  PAYMENT_PENDING: [OrderStatus.PAID, OrderStatus.REFUSED, OrderStatus.CANCELLED, OrderStatus.EXPIRED],
  PAID: [OrderStatus.FULFILLED],
  FULFILLED: [],
  // A refused card may be retried on the same payment page; the order then still gets paid.
  REFUSED: [OrderStatus.PAID, OrderStatus.CANCELLED, OrderStatus.EXPIRED],
  EXPIRED: [],
  CANCELLED: [],
});

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Paid (and possibly fulfilled): the money is in, the cart is done. */
export function isOrderPaid(status: OrderStatus): boolean {
  return status === OrderStatus.PAID || status === OrderStatus.FULFILLED;
}

/** No payment can follow any more. */
export function isOrderClosed(status: OrderStatus): boolean {
  return status === OrderStatus.EXPIRED || status === OrderStatus.CANCELLED || isOrderPaid(status);
}

/** A discount code takes off a fixed amount (cents) or a percentage of the price. */
export const CouponKind = Object.freeze({ AMOUNT: 'AMOUNT', PERCENTAGE: 'PERCENTAGE' } as const);
export type CouponKind = (typeof CouponKind)[keyof typeof CouponKind];

export interface CouponTerms {
  kind: CouponKind;
  /** Cents off, for AMOUNT. */
  amount: number;
  /** Whole percent off (1..100), for PERCENTAGE. */
  percentage: number;
}

export interface PriceInput {
  /** Integer cents; including VAT when vatIncluded. */
  price: number;
  vatPercentage: number;
  vatIncluded: boolean;
}

export interface CartTotals {
  /** What the product costs the customer, VAT included, before the discount. */
  subtotal: number;
  /** Cents taken off by the coupon (never more than the subtotal). */
  discount: number;
  /** What the customer pays, VAT included. */
  total: number;
  /** The VAT contained in the total. */
  vat: number;
  vatPercentage: number;
}

/** The customer price of a cost: as is when VAT is included, else with VAT added (rounded half up). */
export function customerPriceOf(cost: PriceInput): number {
  return cost.vatIncluded ? cost.price : Math.round((cost.price * (100 + cost.vatPercentage)) / 100);
}

/** Cents a coupon takes off a price (VAT included): rounded half up, never more than the price. */
export function couponDiscount(price: number, coupon: CouponTerms): number {
  const off =
    coupon.kind === CouponKind.AMOUNT ? coupon.amount : Math.round((price * coupon.percentage) / 100);
  return Math.max(0, Math.min(price, off));
}

/**
 * Totals of one product with an optional coupon, all in integer cents. The discount comes off the price
 * including VAT; the VAT is then the part of the total the rate accounts for.
 */
export function computeTotals(cost: PriceInput, coupon: CouponTerms | null): CartTotals {
  const subtotal = customerPriceOf(cost);
  const discount = coupon ? couponDiscount(subtotal, coupon) : 0;
  const total = subtotal - discount;
  const vat = Math.round((total * cost.vatPercentage) / (100 + cost.vatPercentage));
  return { subtotal, discount, total, vat, vatPercentage: cost.vatPercentage };
}

/** What a paid add-on entitles its buyer to; redeemed in the onboarding journey. */
export const EntitlementType = Object.freeze({
  EXPERT_SESSION: 'EXPERT_SESSION',
  SPECIALIST_CONSULTATION: 'SPECIALIST_CONSULTATION',
  REMEASUREMENT: 'REMEASUREMENT',
} as const);
export type EntitlementType = (typeof EntitlementType)[keyof typeof EntitlementType];

/**
 * Fulfilment of a paid product: a core package (and a programme or upgrade) becomes a health passport; an
 * add-on becomes the entitlement its onboarding steps need.
 */
export function fulfilmentOf(product: {
  packageType: PackageType;
  packageCode: string;
}): { kind: 'passport' } | { kind: 'entitlement'; type: EntitlementType } {
  if (product.packageType === PackageType.REMEASUREMENT || product.packageCode === AddonCode.REMEASUREMENT) {
    return { kind: 'entitlement', type: EntitlementType.REMEASUREMENT };
  }
  if (product.packageType === PackageType.ADDON) {
    return product.packageCode === AddonCode.EXPERT_CONSULTATION
      ? { kind: 'entitlement', type: EntitlementType.SPECIALIST_CONSULTATION }
      : { kind: 'entitlement', type: EntitlementType.EXPERT_SESSION };
  }
  return { kind: 'passport' };
}

/**
 * The checkout's field errors (customer-journey §8 "Cart and checkout"). The server answers a failed order
 * with a message naming what is wrong; the cart shows the text of the first row whose pattern matches, at
 * the field named (no field: shown above the button). Order matters: the format rows come before the
 * "missing" rows of the same field.
 */
export type CheckoutField =
  | 'streetAddress'
  | 'locality'
  | 'postalCode'
  | 'country'
  | 'phoneNumber'
  | 'givenName'
  | 'familyName'
  | 'email';

export const CheckoutErrorKey = Object.freeze({
  STREET_ADDRESS_REQUIRED: 'streetAddressRequired',
  STREET_ADDRESS_WITH_NUMBER: 'streetAddressWithNumber',
  CITY_REQUIRED: 'cityRequired',
  POSTAL_CODE_REQUIRED: 'postalCodeRequired',
  COUNTRY_REQUIRED: 'countryRequired',
  PHONE_REQUIRED: 'phoneRequired',
  INVALID_PHONE: 'invalidPhone',
  EXISTING_USER: 'existingUser',
  GIVEN_NAME: 'givenName',
  FAMILY_NAME: 'familyName',
  EMAIL: 'email',
  SOMETHING_WENT_WRONG: 'somethingWentWrong',
} as const);
export type CheckoutErrorKey = (typeof CheckoutErrorKey)[keyof typeof CheckoutErrorKey];

/**
 * Exact server messages of a failed checkout. The server sends these (in `message`); the table below maps
 * them. Keep both in step: one message per row of §8.
 */
export const CheckoutServerMessage = Object.freeze({
  streetAddressMissing: 'streetAddress is required',
  streetAddressFormat: 'streetAddress format: street and house number required',
  localityMissing: 'locality is required',
  postalCodeInvalid: 'postalCode is required in the format of the country',
  countryMissing: 'country is required',
  phoneNumberMissing: 'phoneNumber is required',
  invalidPhone: 'invalid phone number',
  existingUser: 'existing user: an account with this email exists',
  givenNameMissing: 'givenName is required',
  familyNameMissing: 'familyName is required',
  emailInvalid: 'email is required and must be a valid address',
} as const);

const CHECKOUT_ERROR_TABLE: readonly { pattern: RegExp; key: CheckoutErrorKey; field?: CheckoutField }[] = [
  { pattern: /streetAddress format/i, key: 'streetAddressWithNumber', field: 'streetAddress' },
  { pattern: /streetAddress/i, key: 'streetAddressRequired', field: 'streetAddress' },
  { pattern: /locality/i, key: 'cityRequired', field: 'locality' },
  { pattern: /postalCode/i, key: 'postalCodeRequired', field: 'postalCode' },
  { pattern: /country/i, key: 'countryRequired', field: 'country' },
  { pattern: /invalid phone/i, key: 'invalidPhone', field: 'phoneNumber' },
  { pattern: /phoneNumber|phone format/i, key: 'phoneRequired', field: 'phoneNumber' },
  { pattern: /existing (user|e-?mail)/i, key: 'existingUser' },
  { pattern: /givenName/i, key: 'givenName', field: 'givenName' },
  { pattern: /familyName/i, key: 'familyName', field: 'familyName' },
  { pattern: /email/i, key: 'email', field: 'email' },
];

/** The row of §8's table a server message falls under; "Something went wrong" for anything else. */
export function checkoutErrorFor(message: string): { key: CheckoutErrorKey; field?: CheckoutField } {
  const row = CHECKOUT_ERROR_TABLE.find((r) => r.pattern.test(message));
  return row ? { key: row.key, ...(row.field ? { field: row.field } : {}) } : { key: 'somethingWentWrong' };
}

/** The failure of applyCouponToCart (customer-journey §8): one message for unknown, expired, used-up or foreign. */
export const INVALID_COUPON_MESSAGE = 'Invalid coupon';

/** Longest discount code accepted; longer input is invalid without a lookup. */
export const MAX_COUPON_CODE_LENGTH = 64;

/** Analytics: GA4 e-commerce event names pushed onto window.dataLayer (customer-journey §4). */
export const AnalyticsEvent = Object.freeze({
  ADD_TO_CART: 'add_to_cart',
  REMOVE_FROM_CART: 'remove_from_cart',
  /** Checkout step 1: the cart with the personal-information form is shown. */
  BEGIN_CHECKOUT: 'begin_checkout',
  /** Checkout step 2: personal information given, on to payment. */
  ADD_PAYMENT_INFO: 'add_payment_info',
} as const);
export type AnalyticsEvent = (typeof AnalyticsEvent)[keyof typeof AnalyticsEvent];

/** A street address with a house number: some letters and a number (customer-journey §5, §8). */
export function hasStreetAndNumber(streetAddress: string): boolean {
  return /\p{L}{2,}/u.test(streetAddress) && /\d/.test(streetAddress);
}

/** Postal code formats of the priority countries; other countries need 2 to 10 letters, digits or spaces. */
const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = Object.freeze({
  NL: /^[1-9]\d{3}\s?[A-Za-z]{2}$/,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
});

export function isValidPostalCode(country: string, postalCode: string): boolean {
  const format = POSTAL_CODE_FORMATS[country.toUpperCase()] ?? /^[A-Za-z\d][A-Za-z\d -]{1,9}$/;
  return format.test(postalCode.trim());
}
