import {
  ComponentType,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import {
  anchoredSection,
  byColour,
  COLOUR_WORDS,
  colourCounts,
  fourCountLegend,
  measuredResults,
  node,
  NOT_MEASURED,
  resultCard,
  sourceReference,
  tx,
  worstColour,
  type ColourTexts,
} from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import { statisticsEntry } from '../../sitemap.js';
import { FOUR_COUNT_LEGEND_COLORS } from '@health-passport/domain';

/** /my-statistics/my-biomarkers: every blood value, grouped by what it tells, in card pairs. */

const ENTRY = statisticsEntry('my-biomarkers');

const GROUPS: readonly { id: string; title: Texts; intro: Texts; icon: string; ids: readonly string[] }[] = [
  {
    id: 'blood-fats',
    title: tx('Blood fats', 'Bloedvetten'),
    intro: tx(
      'Cholesterol and triglycerides: too much of them narrows your blood vessels over the years.',
      'Cholesterol en triglyceriden: te veel ervan vernauwt in de loop der jaren je bloedvaten.',
    ),
    icon: 'heart.svg',
    ids: ['totalCholesterol', 'ldlCholesterol', 'hdlCholesterol', 'triglycerides'],
  },
  {
    id: 'blood-sugar',
    title: tx('Blood sugar', 'Bloedsuiker'),
    intro: tx(
      'Your blood sugar this morning and its average over the last two to three months.',
      'Je bloedsuiker van vanochtend en het gemiddelde over de afgelopen twee tot drie maanden.',
    ),
    icon: 'metabolic.svg',
    ids: ['fastingGlucose', 'hba1c'],
  },
  {
    id: 'kidneys',
    title: tx('Kidneys', 'Nieren'),
    intro: tx(
      'How much blood your kidneys filter per minute, calculated from creatinine, age and sex.',
      'Hoeveel bloed je nieren per minuut filteren, berekend uit creatinine, leeftijd en geslacht.',
    ),
    icon: 'kidney.svg',
    ids: ['egfr'],
  },
  {
    id: 'liver',
    title: tx('Liver', 'Lever'),
    intro: tx(
      'Liver enzymes rise when liver cells are under strain, for example from alcohol or fat in the liver.',
      'Leverenzymen stijgen als levercellen het zwaar hebben, bijvoorbeeld door alcohol of vet in de lever.',
    ),
    icon: 'liver.svg',
    ids: ['alt', 'ast', 'ggt'],
  },
  {
    id: 'thyroid',
    title: tx('Thyroid', 'Schildklier'),
    intro: tx(
      'TSH steers your thyroid, which sets the pace of your metabolism.',
      'TSH stuurt je schildklier aan, die het tempo van je stofwisseling bepaalt.',
    ),
    icon: 'thyroid.svg',
    ids: ['tsh'],
  },
  {
    id: 'blood-and-iron',
    title: tx('Blood and iron', 'Bloed en ijzer'),
    intro: tx(
      'Haemoglobin carries oxygen; ferritin shows how much iron you have in store to make it.',
      'Hemoglobine vervoert zuurstof; ferritine laat zien hoeveel ijzer je op voorraad hebt om het te maken.',
    ),
    icon: 'blood.svg',
    ids: ['haemoglobin', 'ferritin'],
  },
  {
    id: 'vitamin-d',
    title: tx('Vitamin D', 'Vitamine D'),
    intro: tx(
      'Vitamin D keeps bones and muscles strong; your skin makes it in sunlight.',
      'Vitamine D houdt botten en spieren sterk; je huid maakt het aan in zonlicht.',
    ),
    icon: 'bone-and-muscle.svg',
    ids: ['vitaminD'],
  },
];

export const BIOMARKER_RESULT_IDS: readonly string[] = GROUPS.flatMap((group) => group.ids);

const SUMMARY: ColourTexts = {
  green: tx(
    'All your blood values are in the healthy range.',
    'Al je bloedwaarden vallen in het gezonde bereik.',
  ),
  yellow: tx(
    'Most of your blood values are fine; a few are slightly off.',
    'De meeste bloedwaarden zijn in orde; een paar wijken iets af.',
  ),
  orange: tx(
    'Some of your blood values need attention. Each card says what you can do.',
    'Een deel van je bloedwaarden vraagt aandacht. Elke kaart vertelt wat je kunt doen.',
  ),
  red: tx(
    'Some of your blood values are clearly outside the healthy range. Please discuss them with your GP.',
    'Een deel van je bloedwaarden ligt duidelijk buiten het gezonde bereik. Bespreek ze met je huisarts.',
  ),
};

function overview(ctx: TemplateContext): LayoutComponent[] {
  const measured = measuredResults(ctx, BIOMARKER_RESULT_IDS);
  const counts = colourCounts(measured);
  const worst = worstColour(measured.map((r) => r.color));
  const countsText = FOUR_COUNT_LEGEND_COLORS.map(
    (color, index) => `${counts[index]} ${ctx.t(COLOUR_WORDS[color]).toLowerCase()}`,
  ).join(', ');
  return [
    node(ComponentType.IconIndicatorHero, {
      title: ctx.t(ENTRY.title),
      icon: ENTRY.icon,
      text: ctx.t(worst ? byColour(worst, SUMMARY) : NOT_MEASURED),
      // The four-count legend (§9): green, yellow, orange, red.
      indicators: fourCountLegend(counts),
    }),
    ...(measured.length > 0
      ? [
          node(ComponentType.Container, {
            title: ctx.t(tx('Your blood values at a glance', 'Je bloedwaarden in één oogopslag')),
            indicatorType: IndicatorType.SegmentIndicator,
            // Exactly four segments (§5), in the legend's colour order.
            values: counts,
            // The bar's text alternative.
            text: countsText,
          }),
        ]
      : []),
  ];
}

export const myBiomarkersPage: PageTemplate = {
  name: 'my-statistics/my-biomarkers',
  type: LayoutType.MyStatisticsDetailLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build: (ctx) => [
    ...overview(ctx),
    ...GROUPS.flatMap((group) =>
      anchoredSection(
        ctx,
        group.id,
        group.title,
        [
          node(
            ComponentType.CardGrid,
            {},
            group.ids.map((id) =>
              resultCard(ctx, id, { indicatorType: IndicatorType.ColorBarIndicator, icon: group.icon }),
            ),
          ),
        ],
        { text: ctx.t(group.intro), icon: group.icon },
      ),
    ),
    ...sourceReference(ctx, BIOMARKER_RESULT_IDS),
  ],
};
