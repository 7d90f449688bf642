import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@health-passport/domain';
import { writeCookie } from './cookies';
import { browserLocaleCandidates, localeFiles, REMEMBERED_LOCALE } from './localeFiles';

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) return callback(null, {});
    localeFiles[language]().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The language asked for in the address, chosen before or named by the browser (browserLocaleCandidates; i18next
 * takes the first it has), remembered in local storage and a cookie for the session when chosen.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => browserLocaleCandidates().filter((code): code is string => Boolean(code)),
  cacheUserLanguage: (language) => {
    try {
      window.localStorage.setItem(REMEMBERED_LOCALE.storage, language);
    } catch {
      // storage blocked: the cookie still remembers it
    }
    writeCookie(REMEMBERED_LOCALE.cookie, language);
  },
};

/** Every language has every text (locales.test.ts), so none needs another loaded as its fallback. */
const fallbackLng = {
  ...Object.fromEntries(LOCALES.map((locale) => [locale, []])),
  default: [DEFAULT_LOCALE],
};

function syncHtmlLang(language: string): void {
  if (typeof document !== 'undefined' && isLocale(language)) document.documentElement.lang = language;
}

i18n.on('languageChanged', syncHtmlLang);

/** Settles when the detected language's texts are loaded: the app renders after it (main.tsx). */
export const i18nReady = i18n
  .use(languageDetector)
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    fallbackLng,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LOCALE);

/** The active interface language as a `Locale` (for Intl formatting and API calls). */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The active locale inside React; re-renders on language change. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}

export { i18n };
