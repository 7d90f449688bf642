/**
 * Business constants and limits (customer-journey §9 and passport-and-professional §9).
 * Constants that belong to one topic (sharing, shop, forms, layout, snapshots) live in that topic's file.
 */

/** Version shown by the app (customer-journey §9). */
export const APP_VERSION = '1.8.0';
/** Error-reporting trace sampling rate (customer-journey §9). */
export const ERROR_REPORTING_TRACE_SAMPLE_RATE = 1.0;

/** The maintenance ping runs every 5 seconds (customer-journey §4, §9). */
export const PING_INTERVAL_MS = 5000;

/** Strict new-password rule: at least 14 characters (customer-journey §5). */
export const NEW_PASSWORD_MIN_LENGTH = 14;
/** Loose check on the login password field: 8 characters to be marked valid (customer-journey §5). */
export const LOOSE_PASSWORD_MIN_LENGTH = 8;
/** The sign-in SMS code must be longer than 3 characters, i.e. at least 4 (customer-journey §5). */
export const SIGN_IN_CODE_MIN_LENGTH = 4;

/** A remeasurement can be redeemed four months after the passport's publication (customer-journey §4). */
export const REMEASUREMENT_AFTER_MONTHS = 4;
/** Remeasuring is recommended after 4 to 6 months of missions (customer-journey §1). */
export const REMEASUREMENT_RECOMMENDED_MONTHS = Object.freeze({ min: 4, max: 6 } as const);

/** Individuals list page size; pages are zero-based (passport-and-professional §2.2, §9). */
export const USERS_PAGE_SIZE = 20;

/** The individuals list's pagination (passport-and-professional §3 "Users search result"). */
export interface UsersPagination {
  /** Zero-based. */
  page: number;
  limit: number;
  previous: boolean;
  next: boolean;
  totalPages: number;
  /**
   * There may be more pages than `totalPages`: the count stops 200 people (ten pages) past the page, as counting
   * every match of a short word among a million people is slow. The list then reads "Page 1 of 10+".
   */
  totalPagesAtLeast: boolean;
}
/** Debounce of the individuals search box (passport-and-professional §2.2). */
export const SEARCH_DEBOUNCE_MS = 800;

/** Header and breadcrumbs switch to mobile below this width (passport-and-professional §2.3, §9). */
export const MOBILE_BREAKPOINT_PX = 1000;
/** The click-to-copy service number confirmation resets after 2 seconds (passport-and-professional §2.3). */
export const COPY_CONFIRMATION_RESET_MS = 2000;
/** Smooth-scroll duration of the anchor navigation (passport-and-professional §2.3). */
export const SMOOTH_SCROLL_MS = 500;

/** Samples are destroyed after at most 6 months (customer-journey §1). */
export const SAMPLE_DESTRUCTION_MONTHS = 6;
/** Parental consent is mentioned for people under this age (customer-journey §1). */
export const PARENTAL_CONSENT_AGE = 16;
/** The questionnaire takes about 30 minutes (customer-journey §1). */
export const QUESTIONNAIRE_MINUTES = 30;
/** The hospital variant's shorter questionnaire takes about 5 minutes (customer-journey §1). */
export const QUESTIONNAIRE_MINUTES_SHORT = 5;
/** The passport is ready within about 1 hour after the examination (customer-journey §1). */
export const PASSPORT_READY_HOURS = 1;
/** Video consultations and Insight & Action sessions last 30 minutes (customer-journey §1). */
export const CONSULTATION_MINUTES = 30;
/** Phone contact happens within 2 to 3 business days (customer-journey §1). */
export const PHONE_CONTACT_BUSINESS_DAYS = Object.freeze({ min: 2, max: 3 } as const);
/** Phone hours: 9AM to 5PM on working days, Amsterdam time (customer-journey §1). */
export const PHONE_HOURS = Object.freeze({ from: '09:00', to: '17:00', workingDaysOnly: true } as const);

/** Local-storage keys (customer-journey §3 "Local storage", passport-and-professional §3). */
export const STORAGE_KEYS = Object.freeze({
  CART_ID: 'cartId',
  CONSUMER: 'consumer',
  PASSPORT_ID: 'passportId',
  TRACKED_CHECKOUTS: 'trackedCheckouts',
  CONFIRMED_PRE_CHECKS: 'confirmedPreChecks',
} as const);
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
/** Session-storage key remembering the native-app flag for the session (customer-journey §2 login). */
export const NATIVE_APP_SESSION_KEY = 'nativeAppOrigin';

/** Cookie that remembers the personal-data notice was seen (customer-journey §3). */
export const PERSONAL_DATA_MESSAGE_COOKIE = 'personal_data_message_seen';
/** Cookie that remembers the staff confidentiality notice was confirmed (customer-journey §6; name is ours). */
export const STAFF_NOTICE_COOKIE = 'staff_notice_seen';

/** Query parameters of the login screen (customer-journey §2). */
export const LOGIN_QUERY_PARAMS = Object.freeze({
  RETURN_URL: 'returnUrl',
  NATIVE_APP_ORIGIN: 'nativeAppOrigin',
  SEARCH_CONSUMER: 'searchConsumer',
} as const);

/** Query parameters of the individuals list (ours): the search and the zero-based page stay in its URL. */
export const INDIVIDUALS_QUERY_PARAMS = Object.freeze({
  NAME: 'name',
  PAGE: 'page',
} as const);

/** Payment returns to the site origin plus this path (customer-journey §7). */
export const PAYMENT_RETURN_PATH = '/order-completed';
/** Message of a call without a session token (passport-and-professional §8). */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
/** The health endpoint's status when healthy (passport-and-professional §7 GET /actuator/health). */
export const HEALTH_STATUS_UP = 'UP';
