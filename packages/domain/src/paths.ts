/** Route patterns of both spec documents (customer-journey §2, passport-and-professional §2). */
export const RoutePath = Object.freeze({
  HOME: '/',
  ONBOARDING: '/onboarding',
  ONBOARDING_AGREEMENT: '/onboarding/agreement',
  ONBOARDING_RIVM_CONSENT: '/onboarding/rivm-consent',
  // "questionaire" is the spec's spelling of the route.
  ONBOARDING_QUESTIONNAIRE: '/onboarding/questionaire',
  ONBOARDING_APPOINTMENT: '/onboarding/appointment/:packageCode',
  ONBOARDING_APPOINTMENT_REMEASUREMENT: '/onboarding/appointment/:packageCode/:remeasurementType',
  ONBOARDING_APPOINTMENT_EXPERT_SESSION: '/onboarding/appointment-expert-session',
  ONBOARDING_APPOINTMENT_SPECIALIST_CONSULTATION: '/onboarding/appointment-specialist-consultation',
  ONBOARDING_APPOINTMENT_INSIGHT_ACTION: '/onboarding/appointment-insight-action',
  SHOP: '/shop',
  SHOP_PRODUCT: '/shop/product/:packageCode',
  SHOP_ADD_ON: '/shop/add-on/:addonCode',
  SHOP_CART: '/shop/cart',
  ORDER_COMPLETED: '/order-completed',
  SHARE_PASSPORT: '/share-php',
  PROFILE: '/profile',
  /** The person's consent history and who viewed their data (linked from the profile). */
  PRIVACY: '/privacy',
  MY_HEALTH: '/my-health',
  MY_HEALTH_PAGE: '/my-health/:page',
  MY_STATISTICS: '/my-statistics',
  MY_STATISTICS_PAGE: '/my-statistics/:page',
  MY_SCAN: '/my-statistics/my-scans/:uri',
  DOCUMENTS: '/documents',
  INDIVIDUALS: '/individuals',
  USERS: '/users',
  SNAPSHOTS: '/snapshots',
  SNAPSHOT: '/snapshot/:id',
  /** The companies snapshots describe and their people (not in the spec: staff keep them here). */
  COMPANIES: '/companies',
  MEASUREMENTS: '/measurements/:serviceNumber',
  /** The reference table of the results engine, for the staff who give advice on results (not in the spec). */
  REFERENCE_BOOK: '/reference-book',
  /** The hidden living style guide of the layout components (passport-and-professional §2.2). */
  EXAMPLE: '/example',
} as const);
export type RoutePath = (typeof RoutePath)[keyof typeof RoutePath];

/** Fills a pattern's :params, URL-encoded: buildPath(RoutePath.SNAPSHOT, { id: '42' }) -> '/snapshot/42'. */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
