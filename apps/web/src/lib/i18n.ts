import i18n from 'i18next';
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
import enUS from '../locales/en-US.json';
import nlNL from '../locales/nl-NL.json';

export const resources = {
  'en-US': { translation: enUS },
  'nl-NL': { translation: nlNL },
} as const satisfies Record<Locale, { translation: typeof enUS }>;

function syncHtmlLang(language: string): void {
  if (typeof document !== 'undefined' && isLocale(language)) document.documentElement.lang = language;
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    // Resources are bundled, so initialising synchronously lets the first render be translated.
    initAsync: false,
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
