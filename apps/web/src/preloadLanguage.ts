import { browserLocaleCandidates, guessLocale, localeFiles } from './lib/localeFiles';

// A small entry of its own that index.html loads with `async`: it runs as soon as it arrives, so the visitor's
// language's core texts download beside the app's scripts instead of after them (i18n.ts then finds it loaded).
void localeFiles[guessLocale(browserLocaleCandidates())].core().catch(() => undefined);
