import { LOCAL_LAYOUT_PREFIX, type LayoutDocument } from '@health-passport/domain';
import type { Language } from '../../locale.js';
import { genesComponents, myGenesPage } from './pages/statistics/myGenes.js';

/**
 * Static layouts the web serves from apps/web/public/layouts/{name}.json (§2.4 "local:" paths). They are
 * generated from the same content as their page template, and a test keeps the files equal to it.
 */

const LANGUAGES: readonly Language[] = ['en', 'nl'];

/** The my-genes page of a passport without genetics: the same for everyone, so static. */
export function genesStaticLayoutPath(language: Language): string {
  return `${LOCAL_LAYOUT_PREFIX}my-genes-${language}`;
}

export function genesStaticLayout(language: Language): LayoutDocument {
  return {
    type: myGenesPage.type,
    name: genesStaticLayoutPath(language),
    title: myGenesPage.title[language],
    theme: myGenesPage.theme,
    // Not built for a passport.
    passportId: '',
    components: genesComponents((texts) => texts[language], false),
  };
}

/** Every static layout by its file name under apps/web/public/layouts/. */
export const STATIC_LAYOUTS: readonly { file: string; document: LayoutDocument }[] = LANGUAGES.map(
  (language) => ({
    file: `${genesStaticLayoutPath(language).slice(LOCAL_LAYOUT_PREFIX.length)}.json`,
    document: genesStaticLayout(language),
  }),
);
