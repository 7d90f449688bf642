import firstPaintHeadings from 'virtual:texts/first-paint';
import { browserLocaleCandidates, guessLocale, localeFiles } from './lib/localeFiles';

// A small entry of its own that index.html loads with `async`: it runs as soon as it arrives, so the visitor's
// language's core texts download beside the app's scripts instead of after them (i18n.ts then finds it loaded).
const locale = guessLocale(browserLocaleCandidates());
void localeFiles[locale].core().catch(() => undefined);

// A page whose heading needs no data shows it at once, in the frame index.html draws, until React draws the page.
const heading = firstPaintHeadings[window.location.pathname.replace(/(.)\/$/, '$1')]?.[locale];
const frame = document.getElementById('first-paint-page');
if (heading && frame) {
  document.getElementById('first-paint')?.removeAttribute('hidden');
  const title = document.createElement('h1');
  title.textContent = heading.title;
  const lead = document.createElement('p');
  lead.textContent = heading.lead;
  frame.replaceChildren(title, lead);
  document.documentElement.lang = locale;
}
