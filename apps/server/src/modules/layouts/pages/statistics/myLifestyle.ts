import {
  ComponentType,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  ResultColor,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { RESULT_ADVICE } from '../../advice.js';
import {
  anchoredSection,
  byColour,
  nameOf,
  node,
  readingOf,
  resultCard,
  resultIndicator,
  sourceReference,
  tx,
  unratedReadingText,
} from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import { statisticsEntry } from '../../sitemap.js';

/**
 * /my-statistics/my-lifestyle: sleep, physical activity, alcohol and smoking, and the food groups of the Dutch
 * dietary guidelines, with small next steps for what is not green yet.
 */

const ENTRY = statisticsEntry('my-lifestyle');

const SLEEP_IDS = ['sleepDuration', 'sleepQuality', 'sleepEfficiency'] as const;
const HABIT_IDS = ['auditC', 'smoking'] as const;

/** The food groups with their icon and the guideline's advice in both languages. */
const FOOD: readonly { id: string; icon: string; advice: Texts }[] = [
  {
    id: 'foodVegetables',
    icon: 'vegetables.svg',
    advice: tx(
      'Advice: at least 4 serving spoons (200-250 g) a day.',
      'Advies: minstens 4 opscheplepels (200-250 g) per dag.',
    ),
  },
  {
    id: 'foodFruit',
    icon: 'fruit.svg',
    advice: tx('Advice: at least 2 pieces (200 g) a day.', 'Advies: minstens 2 stuks (200 g) per dag.'),
  },
  {
    id: 'foodWholeGrains',
    icon: 'wholegrain.svg',
    advice: tx(
      'Advice: at least 3 servings (90 g) of wholegrain products a day.',
      'Advies: minstens 3 porties (90 g) volkorenproducten per dag.',
    ),
  },
  {
    id: 'foodDairy',
    icon: 'dairy.svg',
    advice: tx('Advice: 2 to 3 portions a day.', 'Advies: 2 tot 3 porties per dag.'),
  },
  {
    id: 'foodFish',
    icon: 'fish.svg',
    advice: tx(
      'Advice: once a week, preferably oily fish.',
      'Advies: één keer per week, bij voorkeur vette vis.',
    ),
  },
  {
    id: 'foodLegumesNuts',
    icon: 'legumes.svg',
    advice: tx(
      'Advice: legumes every week and a handful of unsalted nuts on most days (7 times a week or more).',
      'Advies: elke week peulvruchten en op de meeste dagen een handje ongezouten noten (7 keer per week of vaker).',
    ),
  },
  {
    id: 'foodRedProcessedMeat',
    icon: 'red-meat.svg',
    advice: tx(
      'Advice: red meat at most 2 times a week, and little processed meat.',
      'Advies: rood vlees hoogstens 2 keer per week, en weinig bewerkt vlees.',
    ),
  },
  {
    id: 'foodSugaryDrinks',
    icon: 'sugary-drinks.svg',
    advice: tx(
      'Advice: as few sugary drinks as possible.',
      'Advies: zo min mogelijk suikerhoudende dranken.',
    ),
  },
];

export const LIFESTYLE_RESULT_IDS: readonly string[] = [
  ...SLEEP_IDS,
  'physicalActivity',
  ...HABIT_IDS,
  ...FOOD.map((group) => group.id),
];

function foodGroups(ctx: TemplateContext): LayoutComponent {
  return node(ComponentType.FoodGroupsGrid, {
    title: ctx.t(tx('What you eat and drink', 'Wat je eet en drinkt')),
    quantityAdvice: ctx.t(
      tx(
        'Compared with the Dutch dietary guidelines (Health Council of the Netherlands, 2015).',
        'Vergeleken met de Richtlijnen goede voeding (Gezondheidsraad, 2015).',
      ),
    ),
    foodGroups: FOOD.map((group) => {
      const reading = readingOf(ctx, group.id);
      const title = nameOf(ctx, group.id);
      if (reading.state !== 'measured') {
        return { title, icon: group.icon, text: unratedReadingText(ctx, group.id, reading) };
      }
      const { result } = reading;
      return {
        title,
        icon: group.icon,
        indicator: resultIndicator(ctx, result),
        text: `${ctx.t(byColour(result.color, RESULT_ADVICE[group.id]))} ${ctx.t(group.advice)}`,
      };
    }),
  });
}

/** A tip card for each result that is not green yet, worst first; one encouraging card when all are. */
function nextSteps(ctx: TemplateContext): LayoutComponent {
  const open = LIFESTYLE_RESULT_IDS.flatMap((id) => {
    const result = ctx.results.get(id);
    return result && result.color !== ResultColor.GREEN ? [result] : [];
  });
  const severity: readonly ResultColor[] = [ResultColor.RED, ResultColor.ORANGE, ResultColor.YELLOW];
  open.sort((a, b) => severity.indexOf(a.color) - severity.indexOf(b.color));
  const cards =
    open.length > 0
      ? open.map((result) =>
          node(ComponentType.CardListItem, {
            resultId: result.id,
            title: nameOf(ctx, result.id),
            text: ctx.t(byColour(result.color, RESULT_ADVICE[result.id])),
            color: result.color,
            label: result.label ? ctx.t(result.label) : undefined,
            icon: 'advice.svg',
          }),
        )
      : [
          node(ComponentType.CardListItem, {
            title: ctx.t(tx('Keep it up', 'Houd het vast')),
            text: ctx.t(
              tx(
                'Every lifestyle result that was measured meets its guideline. Habits that last are what count.',
                'Elke gemeten leefstijluitslag haalt de richtlijn. Gewoonten die blijven, zijn wat telt.',
              ),
            ),
            icon: 'check.svg',
          }),
        ];
  return node(
    ComponentType.HSlider,
    { title: ctx.t(tx('Small next steps', 'Kleine volgende stappen')) },
    cards,
  );
}

export const myLifestylePage: PageTemplate = {
  name: 'my-statistics/my-lifestyle',
  type: LayoutType.MyStatisticsDetailLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build: (ctx) => [
    node(ComponentType.Hero, {
      title: ctx.t(ENTRY.title),
      text: ctx.t(
        tx(
          'How you sleep, move, eat and drink, from your questionnaire, compared with the guidelines.',
          'Hoe je slaapt, beweegt, eet en drinkt, uit je vragenlijst, vergeleken met de richtlijnen.',
        ),
      ),
      graphic: ENTRY.icon,
    }),
    ...anchoredSection(ctx, 'sleep', tx('Sleep', 'Slaap'), [
      node(ComponentType.CardGrid, {}, [
        resultCard(ctx, 'sleepDuration', {
          indicatorType: IndicatorType.RangeBulletBarIndicator,
          icon: 'sleep.svg',
        }),
        resultCard(ctx, 'sleepQuality', {
          indicatorType: IndicatorType.BulletBarIndicator,
          icon: 'sleep.svg',
        }),
        resultCard(ctx, 'sleepEfficiency', {
          indicatorType: IndicatorType.ColorBarIndicator,
          icon: 'sleep.svg',
        }),
      ]),
    ]),
    ...anchoredSection(ctx, 'activity', tx('Physical activity', 'Beweging'), [
      resultCard(ctx, 'physicalActivity', {
        indicatorType: IndicatorType.ColorRadialIndicator,
        icon: 'activity.svg',
      }),
    ]),
    ...anchoredSection(ctx, 'alcohol-and-smoking', tx('Alcohol and smoking', 'Alcohol en roken'), [
      node(ComponentType.CardGrid, {}, [
        resultCard(ctx, 'auditC', {
          indicatorType: IndicatorType.ColorBulletBarIndicator,
          icon: 'alcohol.svg',
        }),
        resultCard(ctx, 'smoking', {
          indicatorType: IndicatorType.SimpleValueIndicator,
          icon: 'health-behaviour.svg',
        }),
      ]),
    ]),
    ...anchoredSection(ctx, 'nutrition', tx('Nutrition', 'Voeding'), [foodGroups(ctx)]),
    ...anchoredSection(ctx, 'next-steps', tx('What you can do', 'Wat je kunt doen'), [nextSteps(ctx)]),
    ...sourceReference(ctx, LIFESTYLE_RESULT_IDS),
  ],
};
