import { ComponentType, IndicatorType, ResultColor, type LayoutComponent } from '@health-passport/domain';
import type { ReferenceRange, Result, Texts } from '../../../passports/index.js';
import { FOOD_GROUPS, type FoodGroup } from '../../../questionnaire/index.js';
import { NOT_SHOWN, notRatedText, readingOf } from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import {
  aboutAccordion,
  adviceSteps,
  anchorLink,
  goodToKnow,
  node,
  notMeasuredNote,
  pageHero,
  paragraphs,
  relatedTags,
  resultIndicator,
  resultSentence,
  sourceReference,
  trendSentence,
} from './components.js';
import { FOOD_GROUP_ENTRIES, NUTRITION_ABOUT, t, type FoodGroupEntry } from './content/index.js';
import { SYSTEMS } from './subpages.js';
import { contentOf, rangeOf, templateHead } from './subsystemPage.js';
import { adviceFor, numberTexts } from './values.js';
import { WORDS } from './words.js';

/**
 * Nutrition: the food groups against the Dutch dietary guidelines, in two grids (what to eat enough of, what
 * to limit), then what to do about the groups that are off.
 */

const INTRO = t(
  'What you eat and drink every day has a big influence on your weight, blood pressure, cholesterol and blood sugar, and on your energy. Here you see how your eating pattern compares with the Dutch dietary guidelines, per food group.',
  'Wat je elke dag eet en drinkt, heeft veel invloed op je gewicht, bloeddruk, cholesterol en bloedsuiker, en op je energie. Hier zie je per productgroep hoe je eetpatroon zich verhoudt tot de Richtlijnen goede voeding.',
);

const NUTRITION_WORDS = {
  foodGroups: t('Your food groups', 'Jouw productgroepen'),
  foodGroupsIntro: t(
    'Each food group compared with the advice of the Health Council of the Netherlands (Dutch dietary guidelines 2015).',
    'Elke productgroep vergeleken met het advies van de Gezondheidsraad (Richtlijnen goede voeding 2015).',
  ),
  eatEnough: t('Eat enough', 'Eet genoeg'),
  eatLess: t('Eat and drink less', 'Eet en drink minder'),
  advice: t('Advice', 'Advies'),
  yourDiet: t('Your diet', 'Je voeding'),
  moreAboutHealthyEating: t('More about healthy eating', 'Meer over gezond eten'),
  goodToKnow: {
    title: t('Good to know', 'Goed om te weten'),
    text: t(
      'You do not have to change everything at once. Pick one food group, make one swap that suits you, and add the next one when it has become a habit.',
      'Je hoeft niet alles tegelijk te veranderen. Kies één productgroep, maak één aanpassing die bij je past, en voeg de volgende toe als die een gewoonte is geworden.',
    ),
  },
} as const;

interface ShownGroup {
  entry: FoodGroupEntry;
  group: FoodGroup;
  range: ReferenceRange;
  result: Result | undefined;
  /** Answered, but with an amount that cannot be real: shown as a notice, never the amount. */
  flagged: boolean;
  /** Answered by someone too young for the guideline's amounts: the amount without a colour. */
  notRated: number | undefined;
}

type MeasuredGroup = ShownGroup & { result: Result };
const isMeasured = (group: ShownGroup): group is MeasuredGroup => group.result !== undefined;

function shownGroups(ctx: TemplateContext): ShownGroup[] {
  return FOOD_GROUP_ENTRIES.map((entry) => {
    const group = FOOD_GROUPS.find((g) => g.key === entry.key);
    if (!group) throw new Error(`food group ${entry.key} is not in the questionnaire`);
    const reading = readingOf(ctx, entry.id);
    return {
      entry,
      group,
      range: rangeOf(entry.id, ctx),
      result: reading.state === 'measured' ? reading.result : undefined,
      flagged: reading.state === 'flagged',
      notRated: reading.state === 'notRated' ? reading.value : undefined,
    };
  });
}

/** The guideline's amount for a group, from the questionnaire's own target: "at least 4 spoons per day". */
function advisedAmount({ target, unit }: FoodGroup): Texts {
  if ('atLeast' in target) {
    const n = numberTexts(target.atLeast, 0);
    return t(`at least ${n.en} ${unit.en}`, `minstens ${n.nl} ${unit.nl}`);
  }
  if (target.atMost === 0) return t('preferably none', 'liefst niet');
  const n = numberTexts(target.atMost, 0);
  return t(`at most ${n.en} ${unit.en}`, `maximaal ${n.nl} ${unit.nl}`);
}

function foodGroupItem({ entry, range, result, flagged, notRated }: ShownGroup, ctx: TemplateContext) {
  const base = { title: ctx.t(range.name), icon: entry.icon };
  if (notRated !== undefined) return { ...base, text: paragraphs(notRatedText(ctx, range.id, notRated)) };
  if (!result) return { ...base, text: paragraphs(ctx.t(flagged ? NOT_SHOWN : WORDS.notMeasuredText)) };
  const advice = adviceFor(contentOf(range.id), result.color, result.value, result.bands);
  const trend = trendSentence(result, range, 'value');
  return {
    ...base,
    indicator: resultIndicator(result, range, 'value', ctx),
    text: paragraphs(
      resultSentence(result, range, 'value', ctx),
      ...(advice ? [ctx.t(advice.meaning)] : []),
      ...(trend ? [ctx.t(trend)] : []),
    ),
  };
}

function foodGroupsGrid(title: Texts, groups: readonly ShownGroup[], ctx: TemplateContext) {
  const amounts = groups.map(({ range, group }) => {
    const amount = advisedAmount(group);
    // Food group names are common nouns, so they read well in lower case inside the sentence.
    return t(`${range.name.en.toLowerCase()} ${amount.en}`, `${range.name.nl.toLowerCase()} ${amount.nl}`);
  });
  return node(ComponentType.FoodGroupsGrid, {
    title: ctx.t(title),
    // Amounts per day or week, drawn as plain values with their colour and label; open from the start.
    indicatorType: IndicatorType.SimpleValueIndicator,
    open: true,
    foodGroups: groups.map((g) => foodGroupItem(g, ctx)),
    quantityAdvice: `${ctx.t(NUTRITION_WORDS.advice)}: ${amounts.map((a) => ctx.t(a)).join('; ')}.`,
  });
}

/** The steps for the groups that are off the advice; with every measured group on target, how to keep it so. */
function nutritionSteps(measured: readonly MeasuredGroup[]): Texts[] {
  const stepsOf = (groups: readonly MeasuredGroup[]) =>
    groups.flatMap(
      ({ range, result }) =>
        adviceFor(contentOf(range.id), result.color, result.value, result.bands)?.steps ?? [],
    );
  const off = measured.filter(({ result }) => result.color !== ResultColor.GREEN);
  return stepsOf(off.length > 0 ? off : measured);
}

const HEAD = templateHead('lifestyle-nutrition');

export const NUTRITION_PAGE: PageTemplate = {
  ...HEAD,
  build(ctx) {
    const groups = shownGroups(ctx);
    const measured = groups.filter(isMeasured);
    const components: (LayoutComponent | undefined)[] = [
      pageHero(
        HEAD,
        SYSTEMS.lifestyle.name,
        INTRO,
        measured.map((g) => g.result.color),
        ctx,
      ),
      anchorLink('food-groups', ctx.t(NUTRITION_WORDS.foodGroups)),
    ];
    if (groups.every((g) => g.result === undefined && !g.flagged && g.notRated === undefined)) {
      components.push(notMeasuredNote({ name: NUTRITION_WORDS.yourDiet }, ctx));
    } else {
      components.push(
        node(
          ComponentType.FoodGroupsGridList,
          {
            title: ctx.t(NUTRITION_WORDS.foodGroups),
            text: paragraphs(ctx.t(NUTRITION_WORDS.foodGroupsIntro)),
          },
          [
            foodGroupsGrid(
              NUTRITION_WORDS.eatEnough,
              groups.filter((g) => g.range.higherIsBetter),
              ctx,
            ),
            foodGroupsGrid(
              NUTRITION_WORDS.eatLess,
              groups.filter((g) => !g.range.higherIsBetter),
              ctx,
            ),
          ],
        ),
      );
      if (measured.length > 0) {
        components.push(
          anchorLink('what-you-can-do', ctx.t(WORDS.whatYouCanDo)),
          adviceSteps(nutritionSteps(measured), ctx),
        );
      }
    }
    components.push(
      aboutAccordion(NUTRITION_WORDS.moreAboutHealthyEating, NUTRITION_ABOUT, ctx),
      goodToKnow(NUTRITION_WORDS.goodToKnow, ctx),
      relatedTags(['body-metabolic', 'body-cardiometabolic', 'lifestyle-activity', 'body-blood'], ctx),
      sourceReference(
        measured.map((g) => g.range),
        ctx,
      ),
    );
    return components.filter((c): c is LayoutComponent => c !== undefined);
  },
};
