import type {
  ColorRange,
  IndicatorValues,
  LabelRange,
  LayoutComponent,
  LayoutDocument,
  LayoutType,
} from '@health-passport/domain';
import type { Language } from '../../locale.js';
import type { PassportRow, ReferenceRange, Result, Texts } from '../passports/index.js';
import { FOOD_GROUPS } from '../questionnaire/index.js';
import type { UserRow } from '../users/index.js';

/**
 * The contract of a page template: everything a template may read to build one layout document, and the
 * helpers that turn results into indicator values. Templates are pure functions of this context, so the
 * same passport always gives the same page, and a template can be tested without a server.
 */
export interface TemplateContext {
  language: Language;
  passport: PassportRow;
  person: UserRow;
  /** The passport's results by reference-range id ("bmi", "who5", "foodVegetables" ...). */
  results: ReadonlyMap<string, Result>;
  /** Earlier PUBLISHED passports' results by range id, oldest first (for line charts and previous values). */
  history: ReadonlyMap<string, readonly number[]>;
  /** The reference table by range id: names, units, decimals and the guideline of every result. */
  ranges: ReadonlyMap<string, ReferenceRange>;
  /**
   * Results the engine refused to score because the value cannot be real (flagged as implausible): a page shows
   * a notice for these instead of a value, never the value. Optional, so a context without it means "none".
   */
  flagged?: ReadonlySet<string>;
  /**
   * Values of results the reference table does not rate at the person's age (a child's BMI): a page shows the
   * value without a colour, with the note to discuss it with the GP. Optional: a context without it means "none".
   */
  notRated?: ReadonlyMap<string, number>;
  /** Which measurement parts and questionnaire sections the passport's product includes. */
  includes: {
    genes: boolean;
    scans: { heartUltrasound: boolean; abdominalUltrasound: boolean };
  };
  /** Picks the text of the request's language. */
  t(texts: Texts): string;
  /** The reference table version the results were computed with (the page says which). */
  tableVersion?: string;
}

/** A page of the portal: its layout path, type, theme and how to build its content. */
export interface PageTemplate {
  /** Layout path: "my-health", "my-health/body-heart", "my-statistics/my-fitness". */
  name: string;
  type: LayoutType;
  theme: string;
  title: Texts;
  icon?: string;
  build(ctx: TemplateContext): LayoutComponent[];
}

export function documentOf(template: PageTemplate, ctx: TemplateContext): LayoutDocument {
  return {
    type: template.type,
    name: template.name,
    title: ctx.t(template.title),
    theme: template.theme,
    passportId: ctx.passport.id,
    ...(ctx.tableVersion === undefined ? {} : { tableVersion: ctx.tableVersion }),
    components: template.build(ctx),
  };
}

/** The indicator values of one result, in the request's language (bands become thresholds). */
export function indicatorOf(
  result: Result,
  range: ReferenceRange | undefined,
  ctx: TemplateContext,
): IndicatorValues {
  const { scale } = result.bands;
  const colorRanges: ColorRange[] = result.bands.colors.map((band) => ({
    color: band.color,
    threshold: band.from ?? scale.min,
  }));
  const labelRanges: LabelRange[] = result.bands.labels.map((band) => ({
    label: ctx.t(band.label),
    threshold: band.from ?? scale.min,
  }));
  return {
    value: result.value,
    unit: unitOf(result.unit, ctx),
    decimals: range?.decimals ?? 0,
    valueMin: scale.min,
    valueMax: scale.max,
    label: result.label ? ctx.t(result.label) : undefined,
    color: result.color,
    position: result.position,
    previousValues: [...(ctx.history.get(result.id) ?? [])],
    trend: result.trend,
    colorRanges,
    labelRanges,
    minLabel: labelRanges[0]?.label,
    maxLabel: labelRanges[labelRanges.length - 1]?.label,
  };
}

/**
 * The reference table writes units in English ("points", "spoons per day"); the Dutch page shows them in Dutch.
 * Symbols (mmol/L, kg/m², %) are the same in both languages and pass through.
 */
const DUTCH_UNITS: ReadonlyMap<string, string> = new Map([
  ['points', 'punten'],
  ['h', 'uur'],
  ...FOOD_GROUPS.map((group) => [group.unit.en, group.unit.nl] as const),
]);

export function unitOf(unit: string, ctx: Pick<TemplateContext, 'language'>): string {
  return ctx.language === 'nl' ? (DUTCH_UNITS.get(unit) ?? unit) : unit;
}
