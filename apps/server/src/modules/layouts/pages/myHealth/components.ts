import {
  ComponentType,
  FOUR_COUNT_LEGEND_COLORS,
  IndicatorType,
  type IndicatorValues,
  type LayoutComponent,
  type LayoutProperties,
  type MyHealthSubpage,
  type ResultColor,
} from '@health-passport/domain';
import type { ReferenceRange, Result, Texts } from '../../../passports/index.js';
import { NOT_RATED_LABEL, NOT_SHOWN, notRatedText } from '../../blocks.js';
import { indicatorOf, type PageTemplate, type TemplateContext } from '../../page.js';
import type { ColourAdvice, ResultContent } from './content/index.js';
import { SUBPAGES, subpagePath } from './subpages.js';
import { adviceFor, progressOf, valueTexts, type ShownAs } from './values.js';
import { COLOUR_NAMES, progressText, WORDS } from './words.js';

/**
 * The building blocks of the my-health sub-pages, one helper per idea. Content arrives as plain text in both
 * languages; these helpers pick the request's language and escape it into the allowed rich text.
 */

export function node(
  type: ComponentType,
  properties: LayoutProperties,
  components: readonly (LayoutComponent | undefined)[] = [],
): LayoutComponent {
  const children = components.filter((child): child is LayoutComponent => child !== undefined);
  return children.length > 0 ? { type, properties, components: children } : { type, properties };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain texts as rich-text paragraphs. */
export const paragraphs = (...texts: string[]): string =>
  texts.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

/** The in-page anchor of a result: "waistCircumference" becomes "waist-circumference". */
export const anchorIdOf = (resultId: string): string =>
  resultId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A target of the page's anchor navigation, titled as the section it precedes. */
export const anchorLink = (id: string, title: string): LayoutComponent =>
  node(ComponentType.AnchorLink, { id, title });

/**
 * The page's introduction. With more than one result it carries a segment bar counting the results per colour
 * (exactly four values, in the legend's order) and the same counts in words.
 */
export function pageHero(
  template: Pick<PageTemplate, 'title' | 'icon'>,
  system: Texts,
  intro: Texts,
  colours: readonly ResultColor[] | undefined,
  ctx: TemplateContext,
): LayoutComponent {
  const base = {
    title: ctx.t(template.title),
    subTitle: ctx.t(system),
    icon: template.icon,
    text: paragraphs(ctx.t(intro)),
  };
  if (!colours || colours.length === 0) return node(ComponentType.Hero, base);
  const counts = FOUR_COUNT_LEGEND_COLORS.map((color) => colours.filter((c) => c === color).length);
  const inWords = FOUR_COUNT_LEGEND_COLORS.map((color, i) => `${counts[i]} ${ctx.t(COLOUR_NAMES[color])}`);
  return node(ComponentType.IconIndicatorHero, {
    ...base,
    indicatorType: IndicatorType.SegmentIndicator,
    values: counts,
    indicators: FOUR_COUNT_LEGEND_COLORS.map((color, i) => ({ color, value: counts[i]! })),
    caption: `${ctx.t(WORDS.resultsSummary)}: ${inWords.join(', ')}.`,
  });
}

/** The indicator of a result in the request's language; an option shows its answer instead of a number. */
export function resultIndicator(
  result: Result,
  range: ReferenceRange,
  shownAs: ShownAs,
  ctx: TemplateContext,
): IndicatorValues {
  // A unit-less result (smoking status, sleep quality) carries no unit at all rather than an empty one.
  const { unit, ...indicator } = indicatorOf(result, range, ctx);
  if (shownAs === 'option' && indicator.label) {
    return {
      ...indicator,
      value: indicator.label,
      selected: result.value,
      previousSelected: result.previousValue ?? undefined,
    };
  }
  return unit ? { ...indicator, unit } : indicator;
}

/** How the value moved since the previous passport, in words; nothing without a previous passport. */
export function trendSentence(result: Result, range: ReferenceRange, shownAs: ShownAs): Texts | undefined {
  if (result.previousValue === null) return undefined;
  return progressText(
    progressOf(result.value, result.previousValue, result.bands),
    valueTexts(result.previousValue, range, result.bands, shownAs),
    valueTexts(result.value, range, result.bands, shownAs),
  );
}

/** The trend in words under a result, with an arrow the way the value moved. */
export function trendTeaser(
  result: Result,
  range: ReferenceRange,
  shownAs: ShownAs,
  ctx: TemplateContext,
): LayoutComponent | undefined {
  const sentence = trendSentence(result, range, shownAs);
  if (!sentence || result.previousValue === null) return undefined;
  const icon =
    result.value > result.previousValue
      ? 'trend-up.svg'
      : result.value < result.previousValue
        ? 'trend-down.svg'
        : undefined;
  return node(ComponentType.Teaser, {
    title: ctx.t(WORDS.comparedWithPrevious),
    text: paragraphs(ctx.t(sentence)),
    ...(icon ? { icon } : {}),
  });
}

/** What the person can do, as numbered steps. */
export const adviceSteps = (steps: readonly Texts[], ctx: TemplateContext): LayoutComponent =>
  node(
    ComponentType.CardList,
    { title: ctx.t(WORDS.whatYouCanDo), icon: 'advice.svg' },
    steps.map((step, i) => node(ComponentType.StepListItem, { step: i + 1, text: paragraphs(ctx.t(step)) })),
  );

/** When to see the GP, where the advice says so. */
export const gpCallOut = (advice: ColourAdvice, ctx: TemplateContext): LayoutComponent | undefined =>
  advice.gp
    ? node(ComponentType.CallOut, {
        title: ctx.t(WORDS.whenToSeeGp),
        icon: 'alert.svg',
        text: paragraphs(ctx.t(advice.gp)),
      })
    : undefined;

/** "What is it", "What influences this" and "How is it measured", closed until opened. */
export const aboutAccordion = (
  title: Texts,
  content: Pick<ResultContent, 'what' | 'influences' | 'measured'>,
  ctx: TemplateContext,
): LayoutComponent =>
  node(
    ComponentType.AccordionList,
    { title: ctx.t(title) },
    (
      [
        [WORDS.whatIsIt, content.what],
        [WORDS.influences, content.influences],
        [WORDS.howMeasured, content.measured],
      ] as const
    ).map(([title, text]) =>
      node(ComponentType.Container, { title: ctx.t(title), text: paragraphs(ctx.t(text)), open: false }),
    ),
  );

/** The sentence that names the value, its label and its colour in words. */
export function resultSentence(
  result: Result,
  range: ReferenceRange,
  shownAs: ShownAs,
  ctx: TemplateContext,
) {
  const value = ctx.t(valueTexts(result.value, range, result.bands, shownAs));
  return `${ctx.t(WORDS.yourResult)}: ${value}, ${ctx.t(COLOUR_NAMES[result.color])}.`;
}

/**
 * The section of one result: a heading, the indicator card (indicator, what the colour means), the trend in
 * words, what to do, when to see the GP, and more about the result.
 */
export function resultCard(
  result: Result,
  range: ReferenceRange,
  content: ResultContent,
  indicatorType: IndicatorType,
  shownAs: ShownAs,
  ctx: TemplateContext,
): LayoutComponent {
  const advice = adviceFor(content, result.color, result.value, result.bands);
  const title = ctx.t(range.name);
  return node(ComponentType.Section, { title, resultId: result.id }, [
    // The card: a Container draws its indicator, and its title names the value for screen readers.
    node(ComponentType.Container, {
      title,
      resultId: result.id,
      indicatorType,
      indicator: resultIndicator(result, range, shownAs, ctx),
      color: result.color,
      text: paragraphs(
        resultSentence(result, range, shownAs, ctx),
        ...(advice ? [ctx.t(advice.meaning)] : []),
      ),
    }),
    trendTeaser(result, range, shownAs, ctx),
    advice && adviceSteps(advice.steps, ctx),
    advice && gpCallOut(advice, ctx),
    aboutAccordion(WORDS.moreAboutResult, content, ctx),
  ]);
}

/**
 * In place of a result the package did not measure: a short note, never an invented value. A value the engine
 * refused as impossible (flagged) gets the notice that it is not shown instead, never the value.
 */
export const notMeasuredNote = (
  missing: { name: Texts; resultId?: string; text?: Texts; flagged?: boolean },
  ctx: TemplateContext,
): LayoutComponent =>
  node(ComponentType.CallOut, {
    title: `${ctx.t(missing.name)}: ${ctx.t(missing.flagged ? WORDS.notShown : WORDS.notMeasured).toLowerCase()}`,
    icon: 'info.svg',
    ...(missing.resultId ? { resultId: missing.resultId } : {}),
    text: paragraphs(ctx.t(missing.flagged ? NOT_SHOWN : (missing.text ?? WORDS.notMeasuredText))),
  });

/** In place of a result not rated at the person's age: the value without a colour, and the note to see the GP. */
export const notRatedNote = (range: ReferenceRange, value: number, ctx: TemplateContext): LayoutComponent =>
  node(ComponentType.CallOut, {
    title: `${ctx.t(range.name)}: ${ctx.t(NOT_RATED_LABEL).toLowerCase()}`,
    icon: 'info.svg',
    resultId: range.id,
    text: paragraphs(notRatedText(ctx, range.id, value)),
  });

/** A page's "good to know" note. */
export const goodToKnow = (note: { title: Texts; text: Texts }, ctx: TemplateContext): LayoutComponent =>
  node(ComponentType.CallOut, {
    title: ctx.t(note.title),
    icon: 'info.svg',
    text: paragraphs(ctx.t(note.text)),
  });

/** Links to related sub-pages. */
export const relatedTags = (pages: readonly MyHealthSubpage[], ctx: TemplateContext): LayoutComponent =>
  node(ComponentType.TagList, {
    title: ctx.t(WORDS.related),
    tags: pages.map((page) => ({
      text: ctx.t(SUBPAGES[page].title),
      icon: SUBPAGES[page].icon,
      linkTo: subpagePath(page),
    })),
  });

/** The guidelines behind the results shown, each once; nothing when no result is shown. */
export function sourceReference(
  ranges: readonly ReferenceRange[],
  ctx: TemplateContext,
): LayoutComponent | undefined {
  const sources = new Map(ranges.map(({ source }) => [`${source.name}\n${source.citation}`, source]));
  if (sources.size === 0) return undefined;
  return node(ComponentType.SourceReference, {
    title: ctx.t(WORDS.sources),
    icon: 'source.svg',
    text: paragraphs(ctx.t(WORDS.sourcesIntro)),
    sources: [...sources.values()].map(({ name, citation, url }) => ({
      name,
      citation,
      ...(url ? { url } : {}),
    })),
  });
}
