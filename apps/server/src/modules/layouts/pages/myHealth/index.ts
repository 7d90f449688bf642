import { MY_HEALTH_SUBPAGES } from '@health-passport/domain';
import type { PageTemplate } from '../../page.js';
import { BODY_PAGES } from './bodyPages.js';
import { LIFESTYLE_PAGES } from './lifestylePages.js';
import { MIND_PAGES } from './mindPages.js';
import { NUTRITION_PAGE } from './nutritionPage.js';
import { subsystemTemplate } from './subsystemPage.js';

const TEMPLATES: readonly PageTemplate[] = [
  ...[...MIND_PAGES, ...BODY_PAGES, ...LIFESTYLE_PAGES].map(subsystemTemplate),
  NUTRITION_PAGE,
];

/** The 18 sub-pages of /my-health (passport-and-professional §2.1), in the menu's order. */
export const MY_HEALTH_PAGES: readonly PageTemplate[] = Object.freeze(
  MY_HEALTH_SUBPAGES.map((page) => {
    const template = TEMPLATES.find((candidate) => candidate.name === `my-health/${page}`);
    if (!template) throw new Error(`no template for my-health/${page}`);
    return template;
  }),
);
