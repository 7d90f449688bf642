import { REMEASUREMENT_AFTER_MONTHS } from './constants';
import { isEnumValue } from './enum';
import { addMonths, type IsoDate } from './time';

/** Passport status runs CREATED -> COMPUTED -> PUBLISHED (passport-and-professional §4). */
export const PassportStatus = Object.freeze({
  CREATED: 'CREATED',
  COMPUTED: 'COMPUTED',
  PUBLISHED: 'PUBLISHED',
} as const);
export type PassportStatus = (typeof PassportStatus)[keyof typeof PassportStatus];
export const PASSPORT_STATUSES: readonly PassportStatus[] = Object.freeze(Object.values(PassportStatus));

export function isPassportStatus(value: unknown): value is PassportStatus {
  return isEnumValue(PassportStatus, value);
}

/** Status answered by unlockHealthPassport on success (customer-journey §4 "Unlock passport step"). */
export const UNLOCK_SUCCESS_STATUS = 'UNLOCKED';

/** Sub-pages of /my-health (passport-and-professional §2.1). */
export const MY_HEALTH_SUBPAGES = Object.freeze([
  'mind-wellbeing',
  'mind-wellbeing-at-work',
  'mind-stress',
  'mind-emotional-resilience',
  'body-metabolic',
  'body-heart',
  'body-liver',
  'body-kidney',
  'body-blood',
  'body-bone-and-muscle',
  'body-thyroid',
  'body-cardiometabolic',
  'body-cardiopulmonary',
  'lifestyle-nutrition',
  'lifestyle-activity',
  'lifestyle-health-behaviour',
  'lifestyle-sleep',
  'lifestyle-performance',
] as const);
export type MyHealthSubpage = (typeof MY_HEALTH_SUBPAGES)[number];

/** Sub-pages of /my-statistics (passport-and-professional §2.1). */
export const MY_STATISTICS_SUBPAGES = Object.freeze([
  'my-genes',
  'my-fitness',
  'my-measurements',
  'my-biomarkers',
  'my-lifestyle',
  'my-scans',
] as const);
export type MyStatisticsSubpage = (typeof MY_STATISTICS_SUBPAGES)[number];

/** Scan detail pages /my-statistics/my-scans/{uri} (passport-and-professional §2.2). */
export const ScanUri = Object.freeze({
  HEART_ULTRASOUND: 'heart-ultrasound',
  ABDOMINAL_ULTRASOUND: 'abdominal-ultrasound',
} as const);
export type ScanUri = (typeof ScanUri)[keyof typeof ScanUri];
export const SCAN_URIS: readonly ScanUri[] = Object.freeze(Object.values(ScanUri));

/** Keys of myScansData pairs carry this prefix (passport-and-professional §3 "Scan data"). */
export const SCAN_DATA_KEY_PREFIX = 'MyScans:';

/** First day on which a remeasurement can be redeemed: four months after publication (customer-journey §4). */
export function remeasurementAvailableFrom(publishedDate: IsoDate): IsoDate {
  return addMonths(publishedDate, REMEASUREMENT_AFTER_MONTHS);
}

/** Redeeming needs a published passport, four months after publication (customer-journey §4, §8). */
export function canRedeemRemeasurement(
  passport: { status: PassportStatus; publishedDate: IsoDate | null | undefined },
  today: IsoDate,
): boolean {
  if (passport.status !== PassportStatus.PUBLISHED || !passport.publishedDate) return false;
  return today >= remeasurementAvailableFrom(passport.publishedDate);
}
