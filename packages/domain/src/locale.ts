import { isEnumValue } from './enum';

/** Interface languages (customer-journey §9); the UI uses the dashed form. */
export const Locale = Object.freeze({ EN_US: 'en-US', NL_NL: 'nl-NL' } as const);
export type Locale = (typeof Locale)[keyof typeof Locale];
export const LOCALES: readonly Locale[] = Object.freeze(Object.values(Locale));

/** Default and fallback language (customer-journey §9). */
export const DEFAULT_LOCALE: Locale = Locale.EN_US;

/** Keys of localized texts and URLs in the API, and the locale sent by updateMe (customer-journey §7). */
export const LocalizedKey = Object.freeze({ EN_US: 'en_US', NL_NL: 'nl_NL' } as const);
export type LocalizedKey = (typeof LocalizedKey)[keyof typeof LocalizedKey];
export const LOCALIZED_KEYS: readonly LocalizedKey[] = Object.freeze(Object.values(LocalizedKey));

/** A value given per language, e.g. a product name or a terms URL. */
export type Localized<T = string> = Record<LocalizedKey, T>;

/** Language detection order (customer-journey §9), named as i18next-browser-languagedetector names them. */
export const LOCALE_DETECTION_ORDER = Object.freeze([
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const);
/** Query-string parameter that selects the language (customer-journey §9). */
export const LANGUAGE_QUERY_PARAM = 'lng';

export function isLocale(value: unknown): value is Locale {
  return isEnumValue(Locale, value);
}

/** 'nl-NL' -> 'nl_NL': the API writes locales with "_" (customer-journey §7 updateMe). */
export function toApiLocale(locale: Locale): LocalizedKey {
  return locale === Locale.NL_NL ? LocalizedKey.NL_NL : LocalizedKey.EN_US;
}

/**
 * 'nl_NL' (or 'nl-NL', 'nl', 'NL_nl') -> 'nl-NL'. Anything unrecognised falls back to en-US,
 * the spec's fallback language (customer-journey §9).
 */
export function fromApiLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const normalized = value.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return LOCALES.find((l) => l.split('-')[0] === language) ?? DEFAULT_LOCALE;
}

/** Picks the text for a UI locale, falling back to English, then to any non-empty text. */
export function pickLocalized(value: Partial<Localized> | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[toApiLocale(locale)] || value[LocalizedKey.EN_US] || value[LocalizedKey.NL_NL] || '';
}
