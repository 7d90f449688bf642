import { fromApiLocale, Locale } from '@health-passport/domain';

/** The two languages server-defined content (forms, product names) is written in. */
export type Language = 'en' | 'nl';

const LANGUAGES: readonly Language[] = ['en', 'nl'];

/** The language the `Accept-Language` header names (English or Dutch, the highest q-value wins), if any. */
export function headerLanguage(acceptLanguage: string | string[] | undefined): Language | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] as Language;
    if (!LANGUAGES.includes(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}

/**
 * The language of server-translated content for one request: the `Accept-Language` header when it names
 * English or Dutch (nl-NL, en-US, nl, en; the highest q-value wins), else the signed-in user's locale
 * (en_US / nl_NL), else English (customer-journey §9 default and fallback).
 */
export function requestLanguage(
  acceptLanguage: string | string[] | undefined,
  userLocale?: string | null,
): Language {
  return headerLanguage(acceptLanguage) ?? (fromApiLocale(userLocale) === Locale.NL_NL ? 'nl' : 'en');
}

/**
 * requestLanguage, reading the user's locale only when the header does not decide (a browser always sends one).
 */
export async function requestLanguageOf(
  acceptLanguage: string | string[] | undefined,
  userLocale: () => Promise<string | null | undefined>,
): Promise<Language> {
  return headerLanguage(acceptLanguage) ?? requestLanguage(undefined, await userLocale());
}
