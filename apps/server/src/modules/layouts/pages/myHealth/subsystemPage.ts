import {
  LayoutType,
  type IndicatorType,
  type LayoutComponent,
  type MyHealthSubpage,
} from '@health-passport/domain';
import type { ReferenceRange, Texts } from '../../../passports/index.js';
import { readingOf, type Reading } from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import {
  anchorIdOf,
  anchorLink,
  goodToKnow,
  notMeasuredNote,
  notRatedNote,
  pageHero,
  relatedTags,
  resultCard,
  sourceReference,
} from './components.js';
import { RESULT_CONTENT, type ResultContent } from './content/index.js';
import { SUBPAGES, SYSTEMS, systemOf } from './subpages.js';
import type { ShownAs } from './values.js';

/** One result on a page, and how it is drawn. */
export interface ResultSlot {
  /** Result ids by preference: the first one the passport has is shown (VO2max: treadmill, else cycle). */
  ids: readonly [string, ...string[]];
  indicatorType: IndicatorType;
  shownAs: ShownAs;
}

export const slot = (
  indicatorType: IndicatorType,
  ids: ResultSlot['ids'],
  shownAs: ShownAs = 'value',
): ResultSlot => ({ ids, indicatorType, shownAs });

/** A sub-page as reviewable data: its introduction, results, note and related pages. */
export interface SubsystemPage {
  page: MyHealthSubpage;
  /** What the subsystem is and why it matters, in plain language. */
  intro: Texts;
  results: readonly ResultSlot[];
  goodToKnow: { title: Texts; text: Texts };
  related: readonly MyHealthSubpage[];
}

/** Name, type, theme, title and icon of a sub-page's template. */
export function templateHead(page: MyHealthSubpage): Omit<PageTemplate, 'build'> {
  return {
    name: `my-health/${page}`,
    type: LayoutType.MyHealthSubSystemLayout,
    theme: SYSTEMS[systemOf(page)].theme,
    title: SUBPAGES[page].title,
    icon: SUBPAGES[page].icon,
  };
}

/** A range of the reference table, or an error: a template naming an unknown result is a programming error. */
export function rangeOf(id: string, ctx: TemplateContext): ReferenceRange {
  const range = ctx.ranges.get(id);
  if (!range) throw new Error(`my-health template names unknown result "${id}"`);
  return range;
}

export function contentOf(id: string): ResultContent {
  const content = RESULT_CONTENT[id];
  if (!content) throw new Error(`my-health result "${id}" has no content`);
  return content;
}

interface ShownSlot {
  slot: ResultSlot;
  range: ReferenceRange;
  reading: Reading;
}

/**
 * The first of the slot's results the passport has (measured, else not rated for the person's age, else flagged),
 * else the first one, missing.
 */
function shownSlot(slot: ResultSlot, ctx: TemplateContext): ShownSlot {
  const readings = slot.ids.map((id) => ({ id, reading: readingOf(ctx, id) }));
  const shown =
    readings.find((r) => r.reading.state === 'measured') ??
    readings.find((r) => r.reading.state === 'notRated') ??
    readings.find((r) => r.reading.state === 'flagged') ??
    readings[0]!;
  return { slot, range: rangeOf(shown.id, ctx), reading: shown.reading };
}

/**
 * A result's anchor and its card, or the note that it is not rated for the person's age, was not measured or
 * cannot be shown.
 */
function resultBlock({ slot, range, reading }: ShownSlot, ctx: TemplateContext): LayoutComponent[] {
  const content = contentOf(range.id);
  return [
    anchorLink(anchorIdOf(slot.ids[0]), ctx.t(range.name)),
    reading.state === 'measured'
      ? resultCard(reading.result, range, content, slot.indicatorType, slot.shownAs, ctx)
      : reading.state === 'notRated'
        ? notRatedNote(range, reading.value, ctx)
        : notMeasuredNote(
            {
              name: range.name,
              resultId: range.id,
              text: content.missing,
              flagged: reading.state === 'flagged',
            },
            ctx,
          ),
  ];
}

/** The template of a sub-page that shows its results one card after another. */
export function subsystemTemplate(page: SubsystemPage): PageTemplate {
  const head = templateHead(page.page);
  return {
    ...head,
    build(ctx) {
      const shown = page.results.map((s) => shownSlot(s, ctx));
      const measured = shown.flatMap(({ range, reading }) =>
        reading.state === 'measured' ? [{ range, result: reading.result }] : [],
      );
      const colours = page.results.length > 1 ? measured.map((m) => m.result.color) : undefined;
      return [
        pageHero(head, SYSTEMS[systemOf(page.page)].name, page.intro, colours, ctx),
        ...shown.flatMap((s) => resultBlock(s, ctx)),
        goodToKnow(page.goodToKnow, ctx),
        relatedTags(page.related, ctx),
        sourceReference(
          measured.map((m) => m.range),
          ctx,
        ),
      ].filter((component): component is LayoutComponent => component !== undefined);
    },
  };
}
