import type { ResourceKey } from 'i18next';
import { textLoaders } from 'virtual:texts';
import { DEFAULT_LOCALE, LANGUAGE_QUERY_PARAM, LOCALES, type Locale } from '@health-passport/domain';
import type { TextPart } from '../locales/textParts';
import { readCookie } from './cookies';

/**
 * Each language's texts are chunks of their own, in parts (locales/textParts.ts): a visitor downloads only the
 * language they read, and of it the core and the parts of the pages they open.
 */
export const localeFiles: Record<
  Locale,
  Record<TextPart | 'core', () => Promise<{ default: ResourceKey }>>
> = textLoaders;

const sameLocale = (code: string) => LOCALES.find((locale) => locale.toLowerCase() === code.toLowerCase());
const sameLanguage = (code: string) =>
  LOCALES.find((locale) => locale.split('-')[0] === code.split(/[-_]/)[0]?.toLowerCase());

/**
 * The language i18next will pick from what the browser says (browserLocaleCandidates) with its matching (an exact
 * locale first, then the same language). Only a guess to start the download early: i18n.ts decides.
 */
export function guessLocale(candidates: readonly (string | null | undefined)[]): Locale {
  const codes = candidates.filter((code): code is string => Boolean(code));
  for (const code of codes) {
    const locale = sameLocale(code);
    if (locale) return locale;
  }
  for (const code of codes) {
    const locale = sameLanguage(code);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(REMEMBERED_LOCALE.storage);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** Where a chosen language is remembered (the names i18next's browser detector used, so earlier choices count). */
export const REMEMBERED_LOCALE = { cookie: 'i18next', storage: 'i18nextLng' } as const;

/** What this browser says about the language, in LOCALE_DETECTION_ORDER: i18n.ts starts in the first that fits. */
export function browserLocaleCandidates(): (string | null | undefined)[] {
  return [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    readCookie(REMEMBERED_LOCALE.cookie),
    stored(() => window.localStorage),
    stored(() => window.sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
}
