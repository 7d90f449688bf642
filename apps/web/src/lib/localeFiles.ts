import type { ResourceKey } from 'i18next';
import { DEFAULT_LOCALE, LANGUAGE_QUERY_PARAM, LOCALES, type Locale } from '@health-passport/domain';
import { readCookie } from './cookies';

/** Each language's texts are a chunk of their own: a visitor downloads only the language they read. */
export const localeFiles: Record<Locale, () => Promise<{ default: ResourceKey }>> = {
  'en-US': () => import('../locales/en-US.json'),
  'nl-NL': () => import('../locales/nl-NL.json'),
};

const sameLocale = (code: string) => LOCALES.find((locale) => locale.toLowerCase() === code.toLowerCase());
const sameLanguage = (code: string) =>
  LOCALES.find((locale) => locale.split('-')[0] === code.split(/[-_]/)[0]?.toLowerCase());

/**
 * The language i18next will pick from what the browser says, in its detector's order (query string, cookie,
 * storage, browser languages, <html lang>; LOCALE_DETECTION_ORDER) and its matching (an exact locale first,
 * then the same language). Only a guess to start the download early: i18n.ts decides.
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
    return storage().getItem('i18nextLng');
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** What this browser tells the language detector (i18next-browser-languagedetector's default names). */
export function browserLocaleCandidates(): (string | null | undefined)[] {
  return [
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    readCookie('i18next'),
    stored(() => window.localStorage),
    stored(() => window.sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
}
