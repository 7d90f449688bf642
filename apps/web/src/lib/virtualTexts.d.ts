// The texts in parts, made by the text-parts plugin in vite.config.ts from locales/*.json and locales/textParts.ts.
declare module 'virtual:texts' {
  import type { ResourceKey } from 'i18next';
  import type { Locale } from '@health-passport/domain';
  import type { TextPart } from '../locales/textParts';

  export const textLoaders: Record<
    Locale,
    Record<TextPart | 'core', () => Promise<{ default: ResourceKey }>>
  >;
}

// The headings drawn before the scripts arrive (locales/textParts.ts FIRST_PAINT_HEADINGS), by path and language.
declare module 'virtual:texts/first-paint' {
  import type { Locale } from '@health-passport/domain';

  const headings: Partial<
    Record<string, Record<Locale, { title: string; lead: string; frame: 'page' | 'signIn' }>>
  >;
  export default headings;
}
