import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@health-passport/domain';
import type { TextPart } from '../locales/textParts';
import { writeCookie } from './cookies';
import { browserLocaleCandidates, guessLocale, localeFiles, REMEMBERED_LOCALE } from './localeFiles';

/** The parts of the texts asked for so far (locales/textParts.ts): a language loaded later gets them all. */
const wanted = new Set<TextPart | 'core'>(['core']);
/** The parts each language has in i18next's store. */
const added = new Map<Locale, Set<TextPart | 'core'>>();
const addedTo = (locale: Locale) => added.get(locale) ?? added.set(locale, new Set()).get(locale)!;

// The module system keeps what import() loaded: asking again for a part costs nothing.
const textsOf = (locale: Locale, part: TextPart | 'core') =>
  localeFiles[locale][part]().then((m) => m.default);

/** Adds the parts a language lacks of `parts` to i18next's store. */
async function addTexts(locale: Locale, parts: readonly (TextPart | 'core')[]): Promise<void> {
  const missing = parts.filter((part) => !addedTo(locale).has(part));
  const texts = await Promise.all(missing.map((part) => textsOf(locale, part)));
  missing.forEach((part, index) => {
    i18n.addResourceBundle(locale, 'translation', texts[index], true, true);
    addedTo(locale).add(part);
  });
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) return callback(null, {});
    const parts = [...wanted];
    Promise.all(parts.map((part) => textsOf(language, part))).then(
      (texts) => {
        parts.forEach((part) => addedTo(language).add(part));
        callback(null, Object.assign({}, ...texts));
      },
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

/** The language a change is switching to while it loads: parts asked for meanwhile load in it as well. */
let switchingTo: Locale | undefined;

/**
 * Switches the language once it has the parts of the texts the current one has, those asked for while they load
 * included (a page whose code arrives with the sign-in's change of language must not draw its texts' keys).
 */
export async function changeLocale(locale: Locale): Promise<unknown> {
  switchingTo = locale;
  try {
    for (let parts = [...wanted]; ; parts = [...wanted]) {
      await addTexts(locale, parts);
      if (wanted.size === parts.length) break;
    }
    return await i18n.changeLanguage(locale);
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
}

/**
 * Loads a part of the texts in the interface language (and in any language chosen later). Its download starts at
 * once, beside the chunk that needs it, even before the first language is settled. If it fails the page shows its
 * texts' keys, as the app does when the core texts fail.
 */
export function loadTexts(part: TextPart): Promise<void> {
  wanted.add(part);
  if (!i18n.resolvedLanguage)
    void textsOf(guessLocale(browserLocaleCandidates()), part).catch(() => undefined);
  return i18nReady
    .then(() => {
      const locales = new Set([currentLocale(), ...(switchingTo ? [switchingTo] : [])]);
      return Promise.all([...locales].map((locale) => addTexts(locale, [part])));
    })
    .then(() => undefined)
    .catch(() => undefined);
}

/** `load` (a chunk's import) together with the part of the texts it shows: both download at once. */
export function withTexts<T>(part: TextPart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(part)]).then(([loaded]) => loaded);
}

export { i18n };
