import { isEnumValue } from './enum';
import { AuthErrorCode } from './auth';
import { ShareErrorCode } from './errors';
import { PassportStatus } from './passport';
import { addDays, addMonths, isIsoDate, type IsoDate } from './time';

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
  if (!isIsoDate(expiry)) return false;
  const { min, max } = shareExpiryBounds(today);
  return expiry >= min && expiry <= max;
}

/**
 * A share grants access up to and including its expiry date (Amsterdam calendar days): from the day after,
 * the viewer is refused on the next request.
 */
export function isShareExpired(expiryDate: IsoDate, today: IsoDate): boolean {
  return expiryDate < today;
}

/**
 * What was read of a person's health data, as the access audit records it (every read by someone other than
 * the person is recorded): the navigation routes, a page layout, scan data or a scan image, the measurements
 * (form or history), the questionnaire answers, a document, or the passport as a whole.
 */
export const HealthDataKind = Object.freeze({
  PASSPORT: 'passport',
  ROUTES: 'routes',
  LAYOUT: 'layout',
  SCANS: 'scans',
  SCAN_MEDIA: 'scanMedia',
  MEASUREMENTS: 'measurements',
  QUESTIONNAIRE: 'questionnaire',
  DOCUMENTS: 'documents',
} as const);
export type HealthDataKind = (typeof HealthDataKind)[keyof typeof HealthDataKind];
export const HEALTH_DATA_KINDS: readonly HealthDataKind[] = Object.freeze(Object.values(HealthDataKind));
export function isHealthDataKind(value: unknown): value is HealthDataKind {
  return isEnumValue(HealthDataKind, value);
}

/** The "who viewed my passport" list shows the newest reads, at most this many. */
export const HEALTH_DATA_READS_LIMIT = 100;

/**
 * Share errors carry the identity provider's code in parentheses at the end of the message, as the managed
 * provider answers them ("An account with the given email already exists. (UsernameExistsException)"); the
 * share form maps them (customer-journey §8 "Sharing").
 */
export function withShareErrorCode(message: string, code: AuthErrorCode): string {
  return `${message} (${code})`;
}

/** The parenthesised error code of a message: "(UsernameExistsException)" or "(...; Error Code: X; ...)". */
export function shareErrorCodeIn(message: string): string | null {
  const match = /\((?:[^()]*?\bError Code: )?(\w+Exception)\b[^()]*\)/.exec(message);
  return match?.[1] ?? null;
}

/**
 * The share form's error (customer-journey §8 "Sharing"): a 500 is the server error; a parenthesised
 * UsernameExistsException means the e-mail belongs to another customer, InvalidParameterException invalid
 * data, any other code the default form error; a message without a code is shown as it is (`message`).
 */
export function shareErrorFor(
  status: number | undefined,
  message: string,
): { key: ShareErrorCode; message?: string } {
  if (status !== undefined && status >= 500) return { key: ShareErrorCode.SERVER_ERROR };
  const code = shareErrorCodeIn(message);
  if (code === AuthErrorCode.USERNAME_EXISTS) return { key: ShareErrorCode.ACCOUNT_EXISTS };
  if (code === AuthErrorCode.INVALID_PARAMETER) return { key: ShareErrorCode.INVALID_PARAMETER };
  if (code) return { key: ShareErrorCode.DEFAULT };
  return message.trim() ? { key: ShareErrorCode.DEFAULT, message } : { key: ShareErrorCode.DEFAULT };
}
