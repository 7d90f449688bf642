import {
  ComponentType,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  ResultColor,
  Trend,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Result, Texts } from '../../passports/index.js';
import {
  anchoredSection,
  byColour,
  COLOUR_WORDS,
  colourCounts,
  fourCountLegend,
  measuredResults,
  nameOf,
  node,
  NOT_MEASURED,
  resultIndicator,
  severityOf,
  tx,
  valueText,
  worstColour,
  type ColourTexts,
} from '../blocks.js';
import type { PageTemplate, TemplateContext } from '../page.js';
import {
  HEALTH_SYSTEMS,
  healthPageOf,
  MY_HEALTH_ROOT,
  MY_HEALTH_SITEMAP,
  possibleResultCount,
  SYSTEM_ENTRIES,
  SYSTEM_RESULT_IDS,
  type HealthSystem,
} from '../sitemap.js';

/**
 * /my-health, the dashboard: a greeting, the three systems (mind, body, lifestyle) each with a four-count
 * legend of its results' colours and a card per sub-page in the colour of its worst result, and what improved
 * or worsened since the previous passport.
 */

const { GREEN, YELLOW, ORANGE, RED } = ResultColor;

const SYSTEM_THEMES: Readonly<Record<HealthSystem, LayoutTheme>> = {
  mind: LayoutTheme.MIND,
  body: LayoutTheme.BODY,
  lifestyle: LayoutTheme.LIFESTYLE,
};

/** Highlights shown per direction: enough to act on, few enough to read. */
const HIGHLIGHTS_PER_DIRECTION = 3;

export interface ColourSummary {
  /** Counts in the legend's order: green, yellow, orange, red. */
  counts: number[];
  measured: number;
  worst: ResultColor | undefined;
}

/** How many of these results are measured, and of which colour. */
export function colourSummary(results: readonly Pick<Result, 'color'>[]): ColourSummary {
  return {
    counts: colourCounts(results),
    measured: results.length,
    worst: worstColour(results.map((r) => r.color)),
  };
}

export function systemSummary(ctx: TemplateContext, system: HealthSystem): ColourSummary {
  return colourSummary(measuredResults(ctx, SYSTEM_RESULT_IDS[system]));
}

/** "2 results", "1 uitslag". */
const countOfResults = (count: number): Texts =>
  tx(count === 1 ? '1 result' : `${count} results`, count === 1 ? '1 uitslag' : `${count} uitslagen`);

/** "a, b and c" in the language. */
function listOf(parts: readonly string[], and: string): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

/**
 * A system's or the whole passport's summary: how many results are green, how many of each other colour, and
 * what to do, chosen by the worst colour.
 */
export function summaryText(ctx: TemplateContext, summary: ColourSummary): string {
  const { measured, worst } = summary;
  if (worst === undefined) {
    return ctx.t(
      tx(
        'None of these results were measured in your package.',
        'Geen van deze uitslagen is gemeten in jouw pakket.',
      ),
    );
  }
  if (worst === GREEN) {
    return ctx.t(
      measured === 1
        ? tx(
            'Your result falls in the healthy range. Keep doing what you do.',
            'Je uitslag valt in het gezonde bereik. Ga zo door.',
          )
        : tx(
            `All your ${countOfResults(measured).en} fall in the healthy range. Keep doing what you do.`,
            `Al je ${countOfResults(measured).nl} vallen in het gezonde bereik. Ga zo door.`,
          ),
    );
  }
  const [green = 0, yellow = 0, orange = 0, red = 0] = summary.counts;
  const others: { count: number; text: Texts }[] = [
    {
      count: yellow,
      text: tx(`${yellow} slightly off`, `${yellow} ${yellow === 1 ? 'wijkt' : 'wijken'} iets af`),
    },
    {
      count: orange,
      text: tx(
        `${orange} need${orange === 1 ? 's' : ''} attention`,
        `${orange} ${orange === 1 ? 'vraagt' : 'vragen'} aandacht`,
      ),
    },
    {
      count: red,
      text: tx(`${red} clearly outside it`, `${red} ${red === 1 ? 'ligt' : 'liggen'} er duidelijk buiten`),
    },
  ];
  const shown = others.filter((other) => other.count > 0);
  const counted = tx(
    `${green} of your ${countOfResults(measured).en} ${green === 1 ? 'falls' : 'fall'} in the healthy range; ${listOf(
      shown.map((o) => o.text.en),
      'and',
    )}.`,
    `${green} van je ${countOfResults(measured).nl} ${green === 1 ? 'valt' : 'vallen'} in het gezonde bereik; ${listOf(
      shown.map((o) => o.text.nl),
      'en',
    )}.`,
  );
  const next: Record<Exclude<ResultColor, typeof GREEN>, Texts> = {
    [YELLOW]: tx('Small changes often bring these back.', 'Kleine veranderingen brengen die vaak terug.'),
    [ORANGE]: tx(
      'The cards below show where to look.',
      'De kaarten hieronder laten zien waar je moet kijken.',
    ),
    [RED]: tx(
      `Please discuss the pages marked "${COLOUR_WORDS[RED].en}" with your GP.`,
      `Bespreek de pagina's met "${COLOUR_WORDS[RED].nl}" met je huisarts.`,
    ),
  };
  return `${ctx.t(counted)} ${ctx.t(next[worst])}`;
}

/** A sub-page card's sentence, by the worst colour on that page. */
const PAGE_TEXTS: ColourTexts = {
  [GREEN]: tx(
    'Everything on this page is in the healthy range.',
    'Alles op deze pagina valt in het gezonde bereik.',
  ),
  [YELLOW]: tx('Mostly fine; something is slightly off.', 'Grotendeels in orde; iets wijkt licht af.'),
  [ORANGE]: tx('Something on this page needs attention.', 'Op deze pagina vraagt iets aandacht.'),
  [RED]: tx(
    'Something on this page is clearly outside the healthy range.',
    'Op deze pagina ligt iets duidelijk buiten het gezonde bereik.',
  ),
};

function greeting(ctx: TemplateContext): LayoutComponent {
  const name = ctx.person.givenName.trim();
  const all = colourSummary([...ctx.results.values()]);
  return node(ComponentType.Hero, {
    title: ctx.t(name ? tx(`Hello ${name}`, `Hallo ${name}`) : tx('Hello', 'Hallo')),
    subTitle: ctx.t(
      tx(
        'This is your Personal Health Passport: how your mind, body and lifestyle are doing today.',
        'Dit is je Personal Health Passport: hoe het vandaag gaat met je geest, je lichaam en je leefstijl.',
      ),
    ),
    text: summaryText(ctx, all),
    graphic: 'dashboard.svg',
  });
}

function quickLinks(ctx: TemplateContext): LayoutComponent {
  return node(ComponentType.TagList, {
    title: ctx.t(tx('Go to', 'Ga naar')),
    tags: [
      ...HEALTH_SYSTEMS.map((system) => ({
        text: ctx.t(SYSTEM_ENTRIES[system].title),
        icon: SYSTEM_ENTRIES[system].icon,
        linkTo: `#${system}`,
      })),
      { text: ctx.t(tx('What changed', 'Wat veranderde')), icon: 'trend-up.svg', linkTo: '#changes' },
    ],
  });
}

function systemSection(ctx: TemplateContext, system: HealthSystem): LayoutComponent[] {
  const entry = SYSTEM_ENTRIES[system];
  const summary = systemSummary(ctx, system);
  const cards = MY_HEALTH_SITEMAP.filter((page) => page.system === system).map((page) => {
    const onPage = colourSummary(measuredResults(ctx, page.resultIds));
    return node(ComponentType.CardListItem, {
      title: ctx.t(page.title),
      subTitle: ctx.t(
        tx(
          `${onPage.measured} of ${possibleResultCount(page.resultIds)} measured`,
          `${onPage.measured} van ${possibleResultCount(page.resultIds)} gemeten`,
        ),
      ),
      icon: page.icon,
      color: onPage.worst,
      label: onPage.worst ? ctx.t(COLOUR_WORDS[onPage.worst]) : undefined,
      text: ctx.t(onPage.worst ? byColour(onPage.worst, PAGE_TEXTS) : NOT_MEASURED),
      linkTo: `/my-health/${page.page}`,
      linkText: ctx.t(tx(`View ${page.title.en.toLowerCase()}`, `Bekijk ${page.title.nl.toLowerCase()}`)),
    });
  });
  return anchoredSection(
    ctx,
    system,
    entry.title,
    [
      node(ComponentType.IconIndicatorHero, {
        title: ctx.t(entry.title),
        icon: entry.icon,
        text: summaryText(ctx, summary),
        label: ctx.t(countOfResults(summary.measured)),
        color: summary.worst,
        // The four-count legend (§9): exactly four counts, green, yellow, orange, red.
        indicators: fourCountLegend(summary.counts),
      }),
      node(ComponentType.CardGrid, {}, cards),
    ],
    { theme: SYSTEM_THEMES[system] },
  );
}

/** How far a result moved, as a share of its drawn scale: changes of different units compare. */
function movement(result: Result): number {
  if (result.previousValue === null) return 0;
  const span = result.bands.scale.max - result.bands.scale.min;
  return span > 0 ? Math.abs(result.value - result.previousValue) / span : 0;
}

const IMPROVED: readonly Trend[] = [Trend.GREEN_UP, Trend.GREEN_DOWN];
const WORSENED: readonly Trend[] = [Trend.RED_UP, Trend.RED_DOWN];

/**
 * What changed since the previous passport, by the results' trends: the improvements that moved most, and the
 * worsenings with the worst colour first (then the largest move).
 */
export function changes(ctx: TemplateContext): { improved: Result[]; worsened: Result[] } {
  const compared = [...ctx.results.values()].filter((r) => r.previousValue !== null);
  const improved = compared
    .filter((r) => IMPROVED.includes(r.trend))
    .sort((a, b) => movement(b) - movement(a))
    .slice(0, HIGHLIGHTS_PER_DIRECTION);
  const worsened = compared
    .filter((r) => WORSENED.includes(r.trend))
    .sort((a, b) => severityOf(b.color) - severityOf(a.color) || movement(b) - movement(a))
    .slice(0, HIGHLIGHTS_PER_DIRECTION);
  return { improved, worsened };
}

/** Where the result stands now, by its colour. */
const NOW_TEXTS: ColourTexts = {
  [GREEN]: tx('It is in the healthy range now.', 'Het valt nu in het gezonde bereik.'),
  [YELLOW]: tx(
    'It is slightly outside the healthy range now.',
    'Het ligt nu iets buiten het gezonde bereik.',
  ),
  [ORANGE]: tx('It needs attention now.', 'Het vraagt nu aandacht.'),
  [RED]: tx(
    'It is clearly outside the healthy range now.',
    'Het ligt nu duidelijk buiten het gezonde bereik.',
  ),
};

function changeCard(ctx: TemplateContext, result: Result): LayoutComponent {
  const page = healthPageOf(result.id);
  // A category (sleep quality, smoking) reads as words inside the sentence: "from fairly bad to fairly good".
  const inSentence = (text: string) => (result.unit === '' ? text.toLowerCase() : text);
  const from = inSentence(valueText(ctx, result, result.previousValue ?? result.value));
  const to = inSentence(valueText(ctx, result));
  return node(ComponentType.CardListItem, {
    resultId: result.id,
    title: nameOf(ctx, result.id),
    indicatorType: IndicatorType.SimpleValueIndicator,
    indicator: resultIndicator(ctx, result),
    color: result.color,
    label: ctx.t(COLOUR_WORDS[result.color]),
    text: `${ctx.t(tx(`From ${from} to ${to}.`, `Van ${from} naar ${to}.`))} ${ctx.t(byColour(result.color, NOW_TEXTS))}`,
    linkTo: page ? `/my-health/${page.page}` : undefined,
    linkText: page ? ctx.t(page.title) : undefined,
  });
}

function changesSection(ctx: TemplateContext): LayoutComponent[] {
  const title = tx('What changed since your previous passport', 'Wat veranderde sinds je vorige paspoort');
  const hasEarlier = [...ctx.history.values()].some((values) => values.length > 0);
  if (!hasEarlier) {
    return anchoredSection(ctx, 'changes', title, [
      node(ComponentType.CallOut, {
        title: ctx.t(tx('Your first passport', 'Je eerste paspoort')),
        text: ctx.t(
          tx(
            'This is your first health passport. After your next measurement you will see here what improved and what needs attention.',
            'Dit is je eerste gezondheidspaspoort. Na je volgende meting zie je hier wat verbeterde en wat aandacht vraagt.',
          ),
        ),
        icon: 'calendar.svg',
      }),
    ]);
  }
  const { improved, worsened } = changes(ctx);
  return anchoredSection(ctx, 'changes', title, [
    node(ComponentType.PanelGrid, {}, [
      node(
        ComponentType.Container,
        {
          title: ctx.t(tx('Improved', 'Verbeterd')),
          icon: 'trend-up.svg',
          text:
            improved.length === 0
              ? ctx.t(
                  tx(
                    'No result improved noticeably since your previous passport.',
                    'Geen uitslag is merkbaar verbeterd sinds je vorige paspoort.',
                  ),
                )
              : undefined,
        },
        improved.map((result) => changeCard(ctx, result)),
      ),
      node(
        ComponentType.Container,
        {
          title: ctx.t(tx('Worth a closer look', 'Het bekijken waard')),
          icon: 'trend-down.svg',
          text:
            worsened.length === 0
              ? ctx.t(
                  tx(
                    'Nothing got worse since your previous passport.',
                    'Niets is slechter geworden sinds je vorige paspoort.',
                  ),
                )
              : undefined,
        },
        worsened.map((result) => changeCard(ctx, result)),
      ),
    ]),
  ]);
}

function nextStep(ctx: TemplateContext): LayoutComponent[] {
  return [
    node(ComponentType.CallOut, {
      title: ctx.t(tx('All your numbers in one place', 'Al je cijfers op één plek')),
      text: ctx.t(
        tx(
          'My statistics shows every measured value with its range and your earlier values.',
          'Mijn statistieken toont elke gemeten waarde met het bereik en je eerdere waarden.',
        ),
      ),
      icon: 'statistics.svg',
    }),
    node(ComponentType.SimpleButton, {
      linkTo: '/my-statistics',
      linkText: ctx.t(tx('See my statistics', 'Bekijk mijn statistieken')),
    }),
  ];
}

export const dashboardPage: PageTemplate = {
  name: 'my-health',
  type: LayoutType.Dashboard,
  theme: LayoutTheme.DASHBOARD,
  title: MY_HEALTH_ROOT.title,
  icon: MY_HEALTH_ROOT.icon,
  build: (ctx) => [
    greeting(ctx),
    quickLinks(ctx),
    ...HEALTH_SYSTEMS.flatMap((system) => systemSection(ctx, system)),
    ...changesSection(ctx),
    ...nextStep(ctx),
  ],
};
