import {
  ComponentType,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  RADAR_SCALE,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Result, Texts } from '../../../passports/index.js';
import {
  anchoredSection,
  byColour,
  formatNumber,
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

/**
 * /my-statistics/my-fitness: endurance (VO2max, by treadmill or cycle norms), lung function (spirometry
 * z-scores), grip strength and a radar chart of the fitness profile.
 */

const ENTRY = statisticsEntry('my-fitness');

const LUNG_IDS = ['fvcZScore', 'fev1ZScore', 'fev1FvcZScore'] as const;
/** One test mode is used per passport, so at most one of the two VO2max results exists. */
const ENDURANCE_IDS = ['vo2max', 'vo2maxCycle'] as const;

export const FITNESS_RESULT_IDS: readonly string[] = [
  ...ENDURANCE_IDS,
  ...LUNG_IDS,
  'gripStrength',
  'physicalActivity',
];

/** The VO2max result measured for this passport; the treadmill one names the card when neither is. */
function enduranceId(ctx: TemplateContext): string {
  return ENDURANCE_IDS.find((id) => ctx.results.has(id)) ?? 'vo2max';
}

/**
 * A radar area's value from a result's position on its drawn scale: 1 + 6 × position, one decimal, so the
 * lowest end of the scale is 1 and the highest 7 (RADAR_SCALE). The position already places each result
 * between its scale's ends by its own guideline (for the z-scores, -5 to 3; for grip strength, the age and
 * sex norms), so areas of different units compare, and the marker bands (up to 3, up to 5, above) read as
 * "low on its scale", "middle" and "high".
 */
export function radarValue(position: number): number {
  const span = RADAR_SCALE.max - RADAR_SCALE.min;
  const clamped = Math.min(1, Math.max(0, position));
  return Math.round((RADAR_SCALE.min + span * clamped) * 10) / 10;
}

const RADAR_AREAS: readonly { label: Texts; id: (ctx: TemplateContext) => string }[] = [
  { label: tx('Endurance', 'Uithoudingsvermogen'), id: enduranceId },
  { label: tx('Strength', 'Kracht'), id: () => 'gripStrength' },
  { label: tx('Lung volume', 'Longvolume'), id: () => 'fvcZScore' },
  { label: tx('Breathing out', 'Uitademen'), id: () => 'fev1ZScore' },
  { label: tx('Airways', 'Luchtwegen'), id: () => 'fev1FvcZScore' },
  { label: tx('Activity', 'Beweging'), id: () => 'physicalActivity' },
];

function profile(ctx: TemplateContext): LayoutComponent {
  const areas = RADAR_AREAS.map((area) => {
    const result = ctx.results.get(area.id(ctx));
    return {
      label: ctx.t(area.label),
      value: result ? radarValue(result.position) : RADAR_SCALE.min,
      enabled: result !== undefined,
    };
  });
  const drawn = areas.filter((area) => area.enabled);
  if (drawn.length < 3) {
    // A radar of fewer than three axes draws no shape: the cards below say what was measured.
    return node(ComponentType.CallOut, {
      title: ctx.t(tx('Your fitness profile', 'Je fitheidsprofiel')),
      text: ctx.t(
        tx(
          'Your package measured too few parts of your fitness to draw a profile.',
          'Jouw pakket heeft te weinig onderdelen van je fitheid gemeten om een profiel te tekenen.',
        ),
      ),
      icon: 'info.svg',
    });
  }
  const outOf = (value: number) => formatNumber(value, 1, ctx.language);
  return node(ComponentType.RadarChart, {
    title: ctx.t(tx('Your fitness profile', 'Je fitheidsprofiel')),
    caption: ctx.t(
      tx(
        'Each area shows where your result lies on its own scale, from 1 (low) to 7 (high).',
        'Elk gebied laat zien waar je uitslag op zijn eigen schaal ligt, van 1 (laag) tot 7 (hoog).',
      ),
    ),
    // The chart's text alternative.
    text: drawn
      .map((area) =>
        ctx.t(tx(`${area.label}: ${outOf(area.value)} of 7`, `${area.label}: ${outOf(area.value)} van 7`)),
      )
      .join('; '),
    areas,
  });
}

const INTRO: ColourTexts = {
  green: tx(
    'Your fitness results are good for your age and sex.',
    'Je fitheidsuitslagen zijn goed voor je leeftijd en geslacht.',
  ),
  yellow: tx(
    'Your fitness is fair; a little more training brings the yellow results up.',
    'Je fitheid is redelijk; iets meer training brengt de gele uitslagen omhoog.',
  ),
  orange: tx(
    'Part of your fitness needs attention. Training regularly helps at any age.',
    'Een deel van je fitheid vraagt aandacht. Regelmatig trainen helpt op elke leeftijd.',
  ),
  red: tx(
    'Part of your fitness is clearly low. Talk to your health coach about starting safely.',
    'Een deel van je fitheid is duidelijk laag. Bespreek met je health coach hoe je veilig begint.',
  ),
};

function intro(ctx: TemplateContext, measured: readonly Result[]): LayoutComponent {
  const worst = worstColour(measured.map((r) => r.color));
  return node(ComponentType.IconHero, {
    title: ctx.t(ENTRY.title),
    icon: ENTRY.icon,
    text: ctx.t(worst ? byColour(worst, INTRO) : NOT_MEASURED),
  });
}

function howMeasured(ctx: TemplateContext): LayoutComponent {
  const item = (title: Texts, text: Texts) =>
    node(ComponentType.CardListItem, { title: ctx.t(title), text: ctx.t(text), open: false });
  return node(
    ComponentType.AccordionList,
    { title: ctx.t(tx('How it was measured', 'Hoe het gemeten is')) },
    [
      item(
        tx('Exercise test', 'Inspanningstest'),
        tx(
          'On a treadmill or bicycle the effort rises step by step until you cannot go on. VO2max is the most oxygen your body used per kilogram per minute, compared with people of your age and sex.',
          'Op een loopband of fiets wordt de inspanning stap voor stap zwaarder tot je niet verder kunt. VO2max is de meeste zuurstof die je lichaam per kilo per minuut gebruikte, vergeleken met mensen van je leeftijd en geslacht.',
        ),
      ),
      item(
        tx('Spirometry', 'Spirometrie'),
        tx(
          'You breathe out as hard and as long as you can. The z-score compares you with healthy people of your age, height and sex: 0 is average, and below -1.645 is below the lower limit of normal.',
          'Je blaast zo hard en zo lang mogelijk uit. De z-score vergelijkt je met gezonde mensen van je leeftijd, lengte en geslacht: 0 is gemiddeld, en onder -1,645 is onder de ondergrens van normaal.',
        ),
      ),
      item(
        tx('Grip strength', 'Knijpkracht'),
        tx(
          'You squeeze a handheld dynamometer as hard as you can, a few times with each hand; the best attempt counts. Grip strength reflects the strength of your muscles overall.',
          'Je knijpt een paar keer per hand zo hard mogelijk in een handdynamometer; de beste poging telt. Knijpkracht zegt iets over de kracht van je spieren in het algemeen.',
        ),
      ),
    ],
  );
}

export const myFitnessPage: PageTemplate = {
  name: 'my-statistics/my-fitness',
  type: LayoutType.MyStatisticsDetailLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build(ctx) {
    const endurance = enduranceId(ctx);
    const shown = [endurance, ...LUNG_IDS, 'gripStrength', 'physicalActivity'];
    return [
      intro(ctx, measuredResults(ctx, shown)),
      ...anchoredSection(ctx, 'profile', tx('Fitness profile', 'Fitheidsprofiel'), [profile(ctx)]),
      ...anchoredSection(ctx, 'endurance', tx('Endurance', 'Uithoudingsvermogen'), [
        resultCard(ctx, endurance, {
          indicatorType: IndicatorType.ColorRadialIndicator,
          icon: 'fitness.svg',
        }),
      ]),
      ...anchoredSection(ctx, 'lungs', tx('Lung function', 'Longfunctie'), [
        node(
          ComponentType.CardGrid,
          {},
          LUNG_IDS.map((id) =>
            resultCard(ctx, id, { indicatorType: IndicatorType.RangeBulletBarIndicator, icon: 'lungs.svg' }),
          ),
        ),
      ]),
      ...anchoredSection(ctx, 'strength', tx('Strength', 'Kracht'), [
        resultCard(ctx, 'gripStrength', {
          indicatorType: IndicatorType.ColorBulletBarIndicator,
          icon: 'bone-and-muscle.svg',
        }),
      ]),
      howMeasured(ctx),
      ...sourceReference(ctx, shown),
    ];
  },
};
