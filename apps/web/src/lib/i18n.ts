import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_QUERY_PARAM,
  LOCALE_DETECTION_ORDER,
  LOCALES,
  type Locale,
} from '@health-passport/domain';
import { localeFiles } from './localeFiles';

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
  .use(LanguageDetector)
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    fallbackLng,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: [...LOCALE_DETECTION_ORDER],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
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
