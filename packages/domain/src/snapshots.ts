import { isEnumValue } from './enum';

/**
 * Snapshot status. The spec shows PUBLISHED and the default filter COMPUTED, other values are not shown
 * (passport-and-professional §3, §9); we use the passport lifecycle CREATED -> COMPUTED -> PUBLISHED.
 */
export const SnapshotStatus = Object.freeze({
  CREATED: 'CREATED',
  COMPUTED: 'COMPUTED',
  PUBLISHED: 'PUBLISHED',
} as const);
export type SnapshotStatus = (typeof SnapshotStatus)[keyof typeof SnapshotStatus];
export const SNAPSHOT_STATUSES: readonly SnapshotStatus[] = Object.freeze(Object.values(SnapshotStatus));

export function isSnapshotStatus(value: unknown): value is SnapshotStatus {
  return isEnumValue(SnapshotStatus, value);
}

/** Category types of a snapshot system (passport-and-professional §2.2). */
export const SnapshotCategoryType = Object.freeze({ SLIDESHOW: 'SLIDESHOW', TAB: 'TAB' } as const);
export type SnapshotCategoryType = (typeof SnapshotCategoryType)[keyof typeof SnapshotCategoryType];
export const SNAPSHOT_CATEGORY_TYPES: readonly SnapshotCategoryType[] = Object.freeze(
  Object.values(SnapshotCategoryType),
);

/** Default snapshot list filter: status COMPUTED, page 0, 12 cards (passport-and-professional §2.2, §9). */
export const SNAPSHOT_DEFAULT_STATUS: SnapshotStatus = SnapshotStatus.COMPUTED;
export const SNAPSHOT_PAGE_SIZE = 12;
export const SNAPSHOT_DEFAULT_FILTER = Object.freeze({
  status: SNAPSHOT_DEFAULT_STATUS,
  pageNumber: 0,
  pageSize: SNAPSHOT_PAGE_SIZE,
} as const);

/** Slideshow slides: 3, but 2 below 1440 px (and below 1080 px), 1 below 720 px (passport-and-professional §2.2). */
export const SNAPSHOT_SLIDESHOW_MAX_SLIDES = 3;
export const SNAPSHOT_SLIDESHOW_BREAKPOINTS = Object.freeze([
  Object.freeze({ belowPx: 1440, slides: 2 }),
  Object.freeze({ belowPx: 1080, slides: 2 }),
  Object.freeze({ belowPx: 720, slides: 1 }),
] as const);

export function snapshotSlidesToShow(type: SnapshotCategoryType, viewportWidthPx: number): number {
  if (type === SnapshotCategoryType.TAB) return 1;
  let slides: number = SNAPSHOT_SLIDESHOW_MAX_SLIDES;
  for (const bp of SNAPSHOT_SLIDESHOW_BREAKPOINTS) if (viewportWidthPx < bp.belowPx) slides = bp.slides;
  return slides;
}

/** Status select label: underscores become spaces, capitalised ("IN_REVIEW" -> "In review") (§2.2). */
export function snapshotStatusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * k-anonymity of company snapshots (issue 13): no published number describes fewer than `minSummaryPassports`
 * people, and that minimum is never below 11. Counts are rounded to `stepSummaryPassports`.
 */
export const SNAPSHOT_MIN_SUMMARY_PASSPORTS = 11;
export const SNAPSHOT_DEFAULT_STEP_SUMMARY_PASSPORTS = 1;
/** The largest rounding step staff may choose: coarser steps would hide whole companies. */
export const SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS = 10;

/** Whom a company buys for: its employees (B2B) or its customers as consumers (B2C). */
export const CustomerType = Object.freeze({ B2B: 'B2B', B2C: 'B2C' } as const);
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];
export const CUSTOMER_TYPES: readonly CustomerType[] = Object.freeze(Object.values(CustomerType));
export function isCustomerType(value: unknown): value is CustomerType {
  return isEnumValue(CustomerType, value);
}

/** Error codes of the snapshot calls (GraphQL extensions.code). */
export const SnapshotErrorCode = Object.freeze({
  /** Unknown id, or a snapshot the caller may not see: the same answer, so ids cannot be probed. */
  NOT_FOUND: 'notFound',
  /** An HR manager opened a snapshot they manage that is not published (yet): the not-ready modal. */
  NOT_READY: 'snapshotNotReady',
  INVALID_INPUT: 'invalidSnapshotInput',
  UNKNOWN_COMPANY: 'unknownCompany',
  COMPANY_EXISTS: 'companyExists',
  NOT_COMPUTED: 'snapshotNotComputed',
  /** Only a new address or an existing HR manager's account can be invited. */
  MANAGER_ACCOUNT_NOT_ALLOWED: 'managerAccountNotAllowed',
  ALREADY_MANAGER: 'alreadyManager',
  NOT_A_MANAGER: 'notAManager',
  UNKNOWN_PERSON: 'unknownPerson',
} as const);
export type SnapshotErrorCode = (typeof SnapshotErrorCode)[keyof typeof SnapshotErrorCode];

/** A snapshot's logo address: https:// or relative to this site (/...); the server and the edit form check it. */
export const SNAPSHOT_LOGO_URI = /^(https:\/\/\S{1,500}|\/[^\s/]\S{0,500})$/;
