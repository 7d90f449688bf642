import {
  ComponentType,
  FOUR_COUNT_LEGEND_COLORS,
  type IndicatorType,
  type IndicatorValues,
  type LayoutComponent,
  type LayoutProperties,
  ResultColor,
  Trend,
} from '@health-passport/domain';
import type { Language } from '../../locale.js';
import type { ReferenceRange, Result, Source, Texts } from '../passports/index.js';
import { resultAdvice } from './advice.js';
import { indicatorOf, unitOf, type TemplateContext } from './page.js';

/**
 * Building blocks the page templates share: component nodes, colour counting and wording, and the card of one
 * result (with its calm "not measured" and "not shown" variants).
 */

export const tx = (en: string, nl: string): Texts => ({ en, nl });

/** One node of the content tree; properties left undefined are dropped, so the JSON holds what is meant. */
export function node(
  type: ComponentType,
  properties: LayoutProperties = {},
  components: LayoutComponent[] = [],
): LayoutComponent {
  const defined = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
  return { type, properties: defined as LayoutProperties, components };
}

/** An anchor the page's anchor navigation lists, followed by the section it points at. */
export function anchoredSection(
  ctx: TemplateContext,
  id: string,
  title: Texts,
  components: LayoutComponent[],
  properties: LayoutProperties = {},
): LayoutComponent[] {
  return [
    node(ComponentType.AnchorLink, { id, title: ctx.t(title) }),
    node(ComponentType.Section, { title: ctx.t(title), ...properties }, components),
  ];
}

// --- Colours -------------------------------------------------------------------------------------------------

/** Colours from best to worst: the order of the four-count legend (§9). */
const SEVERITY: readonly ResultColor[] = FOUR_COUNT_LEGEND_COLORS;

export function severityOf(color: ResultColor): number {
  return SEVERITY.indexOf(color);
}

/** The worst colour among these, or undefined when there are none. */
export function worstColour(colours: Iterable<ResultColor>): ResultColor | undefined {
  let worst: ResultColor | undefined;
  for (const color of colours)
    if (worst === undefined || severityOf(color) > severityOf(worst)) worst = color;
  return worst;
}

/** How many results have each colour, in the legend's order: green, yellow, orange, red. */
export function colourCounts(results: Iterable<{ color: ResultColor }>): number[] {
  const counts = FOUR_COUNT_LEGEND_COLORS.map(() => 0);
  for (const { color } of results) counts[severityOf(color)]! += 1;
  return counts;
}

/** The four-count legend (§9): exactly four entries, green, yellow, orange, red. */
export function fourCountLegend(counts: readonly number[]): { color: ResultColor; value: number }[] {
  return FOUR_COUNT_LEGEND_COLORS.map((color, index) => ({ color, value: counts[index] ?? 0 }));
}

/** The colours' own names, for documents that must read in black and white (the PDF reports). */
export const COLOUR_NAMES: Readonly<Record<ResultColor, Texts>> = {
  [ResultColor.RED]: tx('Red', 'Rood'),
  [ResultColor.ORANGE]: tx('Orange', 'Oranje'),
  [ResultColor.YELLOW]: tx('Yellow', 'Geel'),
  [ResultColor.GREEN]: tx('Green', 'Groen'),
};

/** The word beside every colour: a colour is never the only signal (DESIGN.md). */
export const COLOUR_WORDS: Readonly<Record<ResultColor, Texts>> = {
  [ResultColor.GREEN]: tx('Good', 'Goed'),
  [ResultColor.YELLOW]: tx('Fair', 'Redelijk'),
  [ResultColor.ORANGE]: tx('Needs attention', 'Aandacht nodig'),
  [ResultColor.RED]: tx('Action advised', 'Actie aanbevolen'),
};

export type ColourTexts = Readonly<Partial<Record<ResultColor, Texts>>>;

/** When a result has no text of its own for a colour. */
const GENERIC_ADVICE: Readonly<Record<ResultColor, Texts>> = {
  [ResultColor.GREEN]: tx('This result is in the healthy range.', 'Deze uitslag valt in het gezonde bereik.'),
  [ResultColor.YELLOW]: tx(
    'This result is slightly outside the healthy range.',
    'Deze uitslag ligt iets buiten het gezonde bereik.',
  ),
  [ResultColor.ORANGE]: tx(
    'This result needs attention: your health coach can tell you what helps.',
    'Deze uitslag vraagt aandacht: je health coach vertelt je graag wat helpt.',
  ),
  [ResultColor.RED]: tx(
    'This result is clearly outside the healthy range; please discuss it with your GP.',
    'Deze uitslag ligt duidelijk buiten het gezonde bereik; bespreek haar met je huisarts.',
  ),
};

/** The text for a colour: the given texts, else the generic sentence of that colour. */
export function byColour(color: ResultColor, texts: ColourTexts = {}): Texts {
  return texts[color] ?? GENERIC_ADVICE[color];
}

// --- Numbers -------------------------------------------------------------------------------------------------

export function formatNumber(value: number, decimals: number, language: Language): string {
  return new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

// --- Results -------------------------------------------------------------------------------------------------

/**
 * A result as a page may show it: measured, measured but not rated at the person's age (shown without a colour),
 * measured but impossible (flagged), or not measured.
 */
export type Reading =
  | { state: 'measured'; result: Result; range: ReferenceRange | undefined }
  | { state: 'notRated'; value: number }
  | { state: 'flagged' }
  | { state: 'missing' };

export function readingOf(ctx: TemplateContext, id: string): Reading {
  const result = ctx.results.get(id);
  if (result) return { state: 'measured', result, range: ctx.ranges.get(id) };
  const notRated = ctx.notRated?.get(id);
  if (notRated !== undefined) return { state: 'notRated', value: notRated };
  return ctx.flagged?.has(id) ? { state: 'flagged' } : { state: 'missing' };
}

/** The measured results among these ids, in their order. */
export function measuredResults(ctx: TemplateContext, ids: readonly string[]): Result[] {
  return ids.flatMap((id) => {
    const result = ctx.results.get(id);
    return result ? [result] : [];
  });
}

/** A result's name in the request's language. */
export function nameOf(ctx: TemplateContext, id: string): string {
  const range = ctx.ranges.get(id);
  return range ? ctx.t(range.name) : id;
}

export const NOT_MEASURED = tx(
  'This was not measured in your package.',
  'Dit is niet gemeten in jouw pakket.',
);

export const NOT_SHOWN = tx(
  'The measured value cannot be right (it lies outside what a body can produce), so it is not shown. Your health coach will look at it with you.',
  'De gemeten waarde kan niet kloppen (ze ligt buiten wat een lichaam kan), daarom tonen we haar niet. Je health coach bekijkt het met je.',
);

export const NOT_RATED_LABEL = tx('Not rated for your age', 'Niet beoordeeld voor je leeftijd');

export const NOT_RATED = tx(
  'Not rated for your age; discuss this with your GP. The colours of this result are for adults, so your value is shown without a colour.',
  'Niet beoordeeld voor je leeftijd; bespreek dit met je huisarts. De kleuren van deze uitslag gelden voor volwassenen, daarom staat je waarde hier zonder kleur.',
);

/** "Your result: 26.0 kg/m². Not rated for your age; discuss this with your GP. ..." */
export function notRatedText(ctx: TemplateContext, id: string, value: number): string {
  const range = ctx.ranges.get(id);
  // A category (smoking) is read by its label, which does not depend on age or sex.
  const label =
    range?.unit === ''
      ? range
          .bands({ sex: null, ageYears: null })
          .labels.find((b) => (b.from === null || value >= b.from) && (b.to === null || value < b.to))?.label
      : undefined;
  const unit = range ? unitOf(range.unit, ctx) : '';
  const shown = label
    ? ctx.t(label)
    : `${formatNumber(value, range?.decimals ?? 0, ctx.language)}${unit ? ` ${unit}` : ''}`;
  return `${ctx.t(tx('Your result', 'Jouw uitslag'))}: ${shown}. ${ctx.t(NOT_RATED)}`;
}

/** The text in place of a result that is not shown with a colour: not rated, impossible, or not measured. */
export function unratedReadingText(
  ctx: TemplateContext,
  id: string,
  reading: Exclude<Reading, { state: 'measured' }>,
) {
  if (reading.state === 'notRated') return notRatedText(ctx, id, reading.value);
  return ctx.t(reading.state === 'flagged' ? NOT_SHOWN : NOT_MEASURED);
}

/**
 * The value as text with its unit, in the request's language ("25,3 kg/m²"). A result without a unit is a
 * category (smoking, sleep quality): its label says what it is.
 */
export function valueText(ctx: TemplateContext, result: Result, value = result.value): string {
  const range = ctx.ranges.get(result.id);
  if (result.unit === '') {
    const band = result.bands.labels.find(
      (b) => (b.from === null || value >= b.from) && (b.to === null || value < b.to),
    );
    if (band) return ctx.t(band.label);
  }
  const shown = formatNumber(value, range?.decimals ?? 0, ctx.language);
  const unit = unitOf(result.unit, ctx);
  return unit ? `${shown} ${unit}` : shown;
}

/** The indicator values of a result; a category result shows its label as the value. */
export function resultIndicator(ctx: TemplateContext, result: Result): IndicatorValues {
  const indicator = indicatorOf(result, ctx.ranges.get(result.id), ctx);
  if (result.unit !== '') return indicator;
  const { previousValues: _numbersOfACategory, ...rest } = indicator;
  return {
    ...rest,
    value: result.label ? ctx.t(result.label) : String(result.value),
    selected: result.value,
  };
}

export const TREND_WORDS: Readonly<Record<Trend, Texts>> = {
  [Trend.GREEN_UP]: tx('improved', 'verbeterd'),
  [Trend.GREEN_DOWN]: tx('improved', 'verbeterd'),
  [Trend.RED_UP]: tx('worsened', 'verslechterd'),
  [Trend.RED_DOWN]: tx('worsened', 'verslechterd'),
  [Trend.WHITE_NEUTRAL]: tx('unchanged', 'onveranderd'),
};

/** "Earlier passports: 28.1, 27.8 kg/m² (improved since then)", or nothing without earlier values. */
export function previousValuesLine(ctx: TemplateContext, result: Result): { text: string }[] {
  const earlier = ctx.history.get(result.id) ?? [];
  if (earlier.length === 0) return [];
  const values = earlier.map((value) => valueText(ctx, result, value));
  const since = ctx.t(TREND_WORDS[result.trend]);
  return [
    {
      text: ctx.t(
        tx(
          `Earlier passports: ${values.join(', ')} (${since} since then)`,
          `Eerdere paspoorten: ${values.join(', ')} (sindsdien ${since})`,
        ),
      ),
    },
  ];
}

export interface ResultCardOptions {
  /** How the card draws the value. */
  indicatorType: IndicatorType;
  /** The card's component type; CardListItem by default. */
  type?: ComponentType;
  icon?: string;
  /** A second, wider indicator drawn under the card (a colour bar under an indicator card). */
  bar?: IndicatorType;
  /** Texts by colour; the result's own advice by default. */
  advice?: ColourTexts;
  linkTo?: string;
  linkText?: string;
}

/**
 * The card of one result: its value drawn as an indicator, the label of its band beside the colour, the advice
 * for that colour and the earlier passports' values. Not measured: a calm sentence instead of a value. Flagged
 * as impossible: a notice, never the value. Not rated at the person's age: the value without a colour, and the
 * note to discuss it with the GP.
 */
export function resultCard(ctx: TemplateContext, id: string, options: ResultCardOptions): LayoutComponent {
  const type = options.type ?? ComponentType.CardListItem;
  const base = { resultId: id, title: nameOf(ctx, id), icon: options.icon };
  const reading = readingOf(ctx, id);
  if (reading.state === 'notRated') {
    return node(type, { ...base, label: ctx.t(NOT_RATED_LABEL), text: notRatedText(ctx, id, reading.value) });
  }
  if (reading.state !== 'measured')
    return node(type, { ...base, text: unratedReadingText(ctx, id, reading) });
  const { result } = reading;
  const indicator = resultIndicator(ctx, result);
  return node(
    type,
    {
      ...base,
      indicatorType: options.indicatorType,
      indicator,
      color: result.color,
      label: indicator.label,
      text: ctx.t(byColour(result.color, options.advice ?? resultAdvice(id, result.value, result.bands))),
      subInfoGroup: previousValuesLine(ctx, result),
      linkTo: options.linkTo,
      linkText: options.linkText,
    },
    options.bar
      ? [node(ComponentType.Container, { title: base.title, indicatorType: options.bar, indicator })]
      : [],
  );
}

/** The guidelines behind the measured results among these ids, each once, in the results' order. */
export function sourcesOf(ctx: TemplateContext, ids: readonly string[]): Source[] {
  const seen = new Set<string>();
  return measuredResults(ctx, ids).flatMap((result) => {
    const source = ctx.ranges.get(result.id)?.source;
    if (!source) return [];
    const key = `${source.name}\u0000${source.citation}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ name: source.name, citation: source.citation, url: source.url }];
  });
}

/** The guidelines behind the results shown (each once), or nothing when none is shown. */
export function sourceReference(ctx: TemplateContext, ids: readonly string[]): LayoutComponent[] {
  const sources = sourcesOf(ctx, ids);
  if (sources.length === 0) return [];
  return [
    node(ComponentType.SourceReference, {
      title: ctx.t(tx('Sources', 'Bronnen')),
      text: ctx.t(
        tx(
          'The colours and labels on this page follow these guidelines.',
          'De kleuren en labels op deze pagina volgen deze richtlijnen.',
        ),
      ),
      icon: 'source.svg',
      sources,
    }),
  ];
}
