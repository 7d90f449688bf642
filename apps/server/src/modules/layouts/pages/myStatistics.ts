import {
  ComponentType,
  LayoutTheme,
  LayoutType,
  type LayoutComponent,
  type MyStatisticsSubpage,
} from '@health-passport/domain';
import type { Texts } from '../../passports/index.js';
import {
  byColour,
  COLOUR_WORDS,
  colourCounts,
  measuredResults,
  node,
  NOT_MEASURED,
  tx,
  worstColour,
  type ColourTexts,
} from '../blocks.js';
import type { PageTemplate, TemplateContext } from '../page.js';
import { MY_STATISTICS_ROOT, MY_STATISTICS_SITEMAP } from '../sitemap.js';
import { GENES_UPSELL, SCANS_UPSELL } from '../upsell.js';
import { BIOMARKER_RESULT_IDS } from './statistics/myBiomarkers.js';
import { FITNESS_RESULT_IDS } from './statistics/myFitness.js';
import { LIFESTYLE_RESULT_IDS } from './statistics/myLifestyle.js';
import { MEASUREMENT_RESULT_IDS } from './statistics/myMeasurements.js';

/**
 * /my-statistics, the overview: a card per statistics page, in pairs (§9), each saying how much of it was
 * measured and coloured by its worst result.
 */

const RESULT_IDS: Readonly<Partial<Record<MyStatisticsSubpage, readonly string[]>>> = {
  'my-fitness': FITNESS_RESULT_IDS,
  'my-measurements': MEASUREMENT_RESULT_IDS,
  'my-biomarkers': BIOMARKER_RESULT_IDS,
  'my-lifestyle': LIFESTYLE_RESULT_IDS,
};

const CARD_TEXTS: ColourTexts = {
  green: tx('Everything here is in the healthy range.', 'Alles hier valt in het gezonde bereik.'),
  yellow: tx('Mostly fine; something is slightly off.', 'Grotendeels in orde; iets wijkt licht af.'),
  orange: tx('Something here needs attention.', 'Hier vraagt iets aandacht.'),
  red: tx(
    'Something here is clearly outside the healthy range.',
    'Hier ligt iets duidelijk buiten het gezonde bereik.',
  ),
};

/** What a card without results says: genes and scans describe themselves. */
function describe(ctx: TemplateContext, page: MyStatisticsSubpage): Texts {
  if (page === 'my-genes')
    return ctx.includes.genes ? tx('Your genetic insights.', 'Je genetische inzichten.') : GENES_UPSELL;
  const { heartUltrasound, abdominalUltrasound } = ctx.includes.scans;
  if (heartUltrasound && abdominalUltrasound)
    return tx('Your heart and abdominal ultrasound.', 'Je echo van hart en buik.');
  if (heartUltrasound) return tx('Your heart ultrasound.', 'Je echo van het hart.');
  if (abdominalUltrasound) return tx('Your abdominal ultrasound.', 'Je echo van de buik.');
  return SCANS_UPSELL;
}

function card(ctx: TemplateContext, entry: (typeof MY_STATISTICS_SITEMAP)[number]): LayoutComponent {
  const base = {
    title: ctx.t(entry.title),
    icon: entry.icon,
    linkTo: `/my-statistics/${entry.page}`,
    linkText: ctx.t(tx(`View ${entry.title.en.toLowerCase()}`, `Bekijk ${entry.title.nl.toLowerCase()}`)),
  };
  const ids = RESULT_IDS[entry.page];
  if (!ids) return node(ComponentType.CardListItem, { ...base, text: ctx.t(describe(ctx, entry.page)) });
  const measured = measuredResults(ctx, ids);
  const worst = worstColour(measured.map((r) => r.color));
  if (!worst) return node(ComponentType.CardListItem, { ...base, text: ctx.t(NOT_MEASURED) });
  const green = colourCounts(measured)[0] ?? 0;
  return node(ComponentType.CardListItem, {
    ...base,
    subTitle: ctx.t(
      tx(
        `${green} of ${measured.length} in the healthy range`,
        `${green} van ${measured.length} in het gezonde bereik`,
      ),
    ),
    color: worst,
    label: ctx.t(COLOUR_WORDS[worst]),
    text: ctx.t(byColour(worst, CARD_TEXTS)),
  });
}

export const myStatisticsPage: PageTemplate = {
  name: 'my-statistics',
  type: LayoutType.MyStatisticsLayout,
  theme: LayoutTheme.STATISTICS,
  title: MY_STATISTICS_ROOT.title,
  icon: MY_STATISTICS_ROOT.icon,
  build: (ctx) => [
    node(ComponentType.Hero, {
      title: ctx.t(MY_STATISTICS_ROOT.title),
      text: ctx.t(
        tx(
          'Every value measured for your passport, with the range it is judged by and your earlier values.',
          'Elke waarde die voor je paspoort is gemeten, met het bereik waarmee ze beoordeeld wordt en je eerdere waarden.',
        ),
      ),
      graphic: MY_STATISTICS_ROOT.icon,
    }),
    // The renderer groups a MyStatisticsLayout's card grid in pairs (CARD_GRID_GROUP_SIZE).
    node(
      ComponentType.CardGrid,
      {},
      MY_STATISTICS_SITEMAP.map((entry) => card(ctx, entry)),
    ),
    node(ComponentType.SimpleButton, {
      linkTo: '/my-health',
      linkText: ctx.t(tx('Back to my health', 'Terug naar mijn gezondheid')),
    }),
  ],
};
