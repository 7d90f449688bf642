import type enUS from './en-US.json';

/** A top-level group of the texts (`shop`, `auth`, ...): keys are `group.rest` in both languages. */
export type TextGroup = keyof typeof enUS;

/**
 * The texts are built into parts, each a chunk per language, so a page downloads the texts it shows rather than all
 * of them (en-US.json and nl-NL.json stay one file per language to translate). `core` comes before the first render:
 * the shell, the sign-in page's frame, the modals and notices the shell opens itself. Every other part is named after
 * the chunk that loads it (`withTexts` in lib/i18n.ts: a page, or a modal of a feature) and holds the groups that
 * chunk's code uses besides the core; a group may be in several parts. textParts.test.ts checks both against the
 * code, and that every group is in some part.
 */
export const CORE_TEXTS = [
  'app',
  'breadcrumbs',
  'common',
  'consent',
  'errors',
  'footer',
  'header',
  'language',
  'maintenance',
  'modal',
  'nav',
  'notFound',
  'passportPages',
  'passports',
  'staffNotice',
] as const satisfies readonly TextGroup[];

export const TEXT_PARTS = {
  auth: ['auth'],
  cart: ['cart', 'orderCompleted'],
  profile: ['auth', 'privacy', 'profile'],
  privacy: ['privacy', 'sharing'],
  questionnaire: ['forms', 'questionnaire'],
  'register-consent': ['forms', 'registerConsent'],
  sharing: ['sharing'],
  documents: ['documents'],
  shop: ['shop'],
  scans: ['scans'],
  measurements: ['forms', 'measurements'],
  individuals: ['individuals', 'users'],
  snapshots: ['snapshots'],
  'reference-book': ['referenceBook'],
  onboarding: ['appointments', 'cart', 'onboarding', 'orderCompleted', 'remeasurement'],
  appointments: ['appointments'],
  'layout-components': ['layout'],
  passport: ['layout'],
  remeasurement: ['cart', 'onboarding', 'orderCompleted', 'remeasurement'],
} as const satisfies Record<string, readonly TextGroup[]>;

/** A part loaded with a chunk (not the core, which comes first). */
export type TextPart = keyof typeof TEXT_PARTS;

/** Every part's groups, the core's included. */
export const TEXT_PART_GROUPS: Record<TextPart | 'core', readonly TextGroup[]> = {
  core: CORE_TEXTS,
  ...TEXT_PARTS,
};

/**
 * The headings index.html draws before the app's scripts arrive, by path (src/boot.ts): pages whose heading needs no
 * data and is the same for everyone, drawn as a page's title and lead, or as the sign-in card's title and intro.
 * Keys of the texts, built into `virtual:texts/first-paint` in every language.
 */
export const FIRST_PAINT_HEADINGS = {
  '/': { title: 'auth.signIn.title', lead: 'auth.signIn.intro', frame: 'signIn' },
  '/shop': { title: 'shop.title', lead: 'shop.intro', frame: 'page' },
} as const;
