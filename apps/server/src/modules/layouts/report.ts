import { ResultColor } from '@health-passport/domain';
import { createPdf, pdfDate, type PdfCell } from '../../integrations/pdf/index.js';
import type { Result } from '../passports/index.js';
import { fullName } from '../users/index.js';
import {
  COLOUR_NAMES,
  COLOUR_WORDS,
  formatNumber,
  NOT_RATED_LABEL,
  sourcesOf,
  TREND_WORDS,
  tx,
  valueText,
} from './blocks.js';
import { unitOf, type TemplateContext } from './page.js';
import { HEALTH_SYSTEMS, SYSTEM_ENTRIES, SYSTEM_RESULT_IDS } from './sitemap.js';

/**
 * The passport as a PDF for the person's own doctor: per system (mind, body, lifestyle) the results
 * with value, unit, healthy range, colour and the colour's name in words (so it reads in black and white) and
 * the trend against the previous passport, then the reference table's version and the guidelines behind them.
 * Built from the same template context as the passport pages, so the PDF says what the pages say.
 */

export interface PassportReportInput {
  ctx: TemplateContext;
  /** The reference table version the results were computed with. */
  tableVersion: string;
  /** The date of the passport the trends compare with; null without an earlier published passport. */
  previousDate: Date | null;
  /** The product's name in the context's language. */
  productName: string;
  /** Whether the birth date may be shown (not to an external viewer, passport-and-professional §6). */
  showBirthDate: boolean;
  madeAt: Date;
}

/** The fill colours of the portal's result colours (apps/web theme.css). */
export const COLOUR_FILLS: Readonly<Record<ResultColor, string>> = {
  [ResultColor.GREEN]: '#2f9e62',
  [ResultColor.YELLOW]: '#f2c230',
  [ResultColor.ORANGE]: '#ef8a2e',
  [ResultColor.RED]: '#d93b3b',
};

const TEXTS = {
  title: tx('Personal Health Passport', 'Persoonlijk Gezondheidspaspoort'),
  birthDate: tx('Date of birth', 'Geboortedatum'),
  serviceNumber: tx('Service number', 'Servicenummer'),
  passportDate: tx('Passport date', 'Datum paspoort'),
  comparedWith: tx('Trends compared with the passport of', 'Trends vergeleken met het paspoort van'),
  noPrevious: tx(
    'There is no earlier passport to compare with.',
    'Er is geen eerder paspoort om mee te vergelijken.',
  ),
  table: tx('Reference table', 'Referentietabel'),
  version: tx('version', 'versie'),
  howToRead: tx(
    'Each result shows its colour as a bar and in words: Green (Good) is in the healthy range; Yellow (Fair), Orange (Needs attention) and Red (Action advised) ask for increasing attention. The healthy range is the green band for this person (sex and age on the day of the measurement).',
    'Elk resultaat toont zijn kleur als balk en in woorden: Groen (Goed) valt in het gezonde bereik; Geel (Redelijk), Oranje (Aandacht nodig) en Rood (Actie aanbevolen) vragen steeds meer aandacht. Het gezonde bereik is de groene band voor deze persoon (geslacht en leeftijd op de dag van de meting).',
  ),
  result: tx('Result', 'Resultaat'),
  value: tx('Value', 'Waarde'),
  range: tx('Healthy range', 'Gezond bereik'),
  colour: tx('Colour', 'Kleur'),
  trend: tx('Trend', 'Trend'),
  noResults: tx('No results in this part.', 'Geen resultaten in dit onderdeel.'),
  notShown: tx('Not shown: impossible value', 'Niet getoond: onmogelijke waarde'),
  noEarlier: tx('No earlier value', 'Geen eerdere waarde'),
  was: tx('was', 'was'),
  atMost: tx('at most', 'maximaal'),
  atLeast: tx('at least', 'minimaal'),
  or: tx(' or ', ' of '),
  sources: tx('Sources', 'Bronnen'),
  madeOn: tx('Made on', 'Gemaakt op'),
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Touching bands as one: two green bands side by side are one healthy range. */
function merged(bands: readonly { from: number | null; to: number | null }[]) {
  const spans: { from: number | null; to: number | null }[] = [];
  for (const band of bands) {
    const last = spans.at(-1);
    if (last && last.to !== null && last.to === band.from) last.to = band.to;
    else spans.push({ from: band.from, to: band.to });
  }
  return spans;
}

/**
 * "18.5 – 24.9 kg/m²", "at most 80.0 cm", "at least 90 mL/min" (words: the font has no "≥"); a category result
 * names its healthy answers ("Never smoked").
 */
export function healthyRange(ctx: TemplateContext, result: Result): string {
  const decimals = ctx.ranges.get(result.id)?.decimals ?? 0;
  const green = merged(result.bands.colors.filter((band) => band.color === ResultColor.GREEN));
  if (result.unit === '') {
    const labels = result.bands.labels.filter((label) =>
      green.some(
        (band) =>
          (band.from === null || (label.from !== null && label.from >= band.from)) &&
          (band.to === null || (label.to !== null && label.to <= band.to)),
      ),
    );
    return labels.map((label) => ctx.t(label.label)).join(', ') || '–';
  }
  const number = (value: number) => formatNumber(value, decimals, ctx.language);
  // Values are compared rounded to the range's decimals: the band [18.5, 25) ends at 24.9.
  const step = 10 ** -decimals;
  const spans = green.flatMap((band) => {
    if (band.from === null && band.to === null) return [];
    if (band.from === null) return [`${ctx.t(TEXTS.atMost)} ${number(band.to! - step)}`];
    if (band.to === null) return [`${ctx.t(TEXTS.atLeast)} ${number(band.from)}`];
    return [`${number(band.from)} – ${number(band.to - step)}`];
  });
  if (spans.length === 0) return '–';
  return `${spans.join(ctx.t(TEXTS.or))} ${unitOf(result.unit, ctx)}`.trim();
}

/** "Improved (was 28.1 kg/m²)", or that there is no earlier value. */
export function trendText(ctx: TemplateContext, result: Result): string {
  if (result.previousValue === null) return ctx.t(TEXTS.noEarlier);
  const word = capitalised(ctx.t(TREND_WORDS[result.trend]));
  return `${word} (${ctx.t(TEXTS.was)} ${valueText(ctx, result, result.previousValue)})`;
}

function resultRow(ctx: TemplateContext, result: Result): PdfCell[] {
  const name = ctx.ranges.get(result.id)?.name;
  const value = valueText(ctx, result);
  // A category's value is its label already; a number gets its band's label beneath.
  const label = result.unit !== '' && result.label ? `\n${ctx.t(result.label)}` : '';
  return [
    name ? ctx.t(name) : result.id,
    `${value}${label}`,
    healthyRange(ctx, result),
    {
      text: `${ctx.t(COLOUR_NAMES[result.color])}\n${ctx.t(COLOUR_WORDS[result.color])}`,
      mark: COLOUR_FILLS[result.color],
    },
    trendText(ctx, result),
  ];
}

export function passportReport({
  ctx,
  tableVersion,
  previousDate,
  productName,
  showBirthDate,
  madeAt,
}: PassportReportInput): Promise<Buffer> {
  const { person, passport, language, t } = ctx;
  const pdf = createPdf({
    title: `${t(TEXTS.title)} – ${fullName(person)}`,
    language: language === 'nl' ? 'nl-NL' : 'en-US',
  });
  pdf.title(t(TEXTS.title));
  pdf.paragraph(fullName(person));
  if (showBirthDate && person.birthDate) {
    pdf.paragraph(`${t(TEXTS.birthDate)}: ${pdfDate(new Date(`${person.birthDate}T12:00:00Z`), language)}`);
  }
  pdf.paragraph(`${t(TEXTS.serviceNumber)}: ${person.serviceNumber}`);
  pdf.paragraph(productName);
  pdf.paragraph(`${t(TEXTS.passportDate)}: ${pdfDate(passport.publishedAt ?? passport.createdAt, language)}`);
  pdf.paragraph(
    previousDate ? `${t(TEXTS.comparedWith)} ${pdfDate(previousDate, language)}.` : t(TEXTS.noPrevious),
  );
  pdf.paragraph(`${t(TEXTS.table)}: ${t(TEXTS.version)} ${tableVersion}`);
  pdf.paragraph('');
  pdf.paragraph(t(TEXTS.howToRead));

  const shown: string[] = [];
  for (const system of HEALTH_SYSTEMS) {
    pdf.heading(t(SYSTEM_ENTRIES[system].title));
    const ids = SYSTEM_RESULT_IDS[system];
    const rows = ids.flatMap((id): PdfCell[][] => {
      const result = ctx.results.get(id);
      const name = ctx.ranges.get(id)?.name;
      if (result) return [resultRow(ctx, result)];
      // A child's value the table does not rate: the value for the doctor, without a colour or a range.
      const notRated = ctx.notRated?.get(id);
      const range = ctx.ranges.get(id);
      if (notRated !== undefined && range) {
        const value = `${formatNumber(notRated, range.decimals, language)} ${unitOf(range.unit, ctx)}`.trim();
        return [[t(range.name), value, '', t(NOT_RATED_LABEL), '']];
      }
      // An impossible value is never shown, but the doctor should know it was measured.
      if (ctx.flagged?.has(id) && name) return [[t(name), t(TEXTS.notShown), '', '', '']];
      return [];
    });
    shown.push(...ids);
    if (rows.length === 0) {
      pdf.paragraph(t(TEXTS.noResults));
      continue;
    }
    pdf.table(rows, {
      header: [t(TEXTS.result), t(TEXTS.value), t(TEXTS.range), t(TEXTS.colour), t(TEXTS.trend)],
      columnWidths: ['*', 85, 100, 70, 95],
    });
  }

  pdf.heading(`${t(TEXTS.sources)} (${t(TEXTS.table)} ${tableVersion})`);
  for (const source of sourcesOf(ctx, shown)) {
    pdf.paragraph(`${source.name}: ${source.citation}${source.url ? ` ${source.url}` : ''}`);
  }
  pdf.paragraph('');
  pdf.paragraph(`${t(TEXTS.madeOn)} ${pdfDate(madeAt, language)}`);
  return pdf.toBuffer();
}
