import { PassportStatus } from './passport';
import { addDays, addMonths, type IsoDate } from './time';

/** Share status: PENDING until accepted, then ACTIVE; UNKNOWN also exists (customer-journey §3, §4). */
export const ShareStatus = Object.freeze({
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  UNKNOWN: 'UNKNOWN',
} as const);
export type ShareStatus = (typeof ShareStatus)[keyof typeof ShareStatus];
export const SHARE_STATUSES: readonly ShareStatus[] = Object.freeze(Object.values(ShareStatus));
/** A new share starts PENDING (customer-journey §3). */
export const DEFAULT_SHARE_STATUS: ShareStatus = ShareStatus.PENDING;

/** The optional expiry lies between tomorrow and 365 days from today (customer-journey §5, §9). */
export const SHARE_EXPIRY_MIN_DAYS = 1;
export const SHARE_EXPIRY_MAX_DAYS = 365;
/** The expiry shown by default is 3 months from now (customer-journey §5, §9). */
export const SHARE_EXPIRY_DEFAULT_MONTHS = 3;

/** Sharing is allowed only for a PUBLISHED passport (customer-journey §4 "Sharing"). */
export function canSharePassport(status: PassportStatus): boolean {
  return status === PassportStatus.PUBLISHED;
}

/** Inclusive bounds of a share's expiry date, `today` being the Amsterdam calendar date. */
export function shareExpiryBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, SHARE_EXPIRY_MIN_DAYS), max: addDays(today, SHARE_EXPIRY_MAX_DAYS) };
}

export function defaultShareExpiry(today: IsoDate): IsoDate {
  return addMonths(today, SHARE_EXPIRY_DEFAULT_MONTHS);
}

/** An absent expiry is valid (it is optional); a given one must lie within the bounds. */
export function isShareExpiryValid(expiry: IsoDate | null | undefined, today: IsoDate): boolean {
  if (!expiry) return true;
  const { min, max } = shareExpiryBounds(today);
  return expiry >= min && expiry <= max;
}
