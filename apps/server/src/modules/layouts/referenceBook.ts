import type {
  ReferenceBook,
  ReferenceBookBand,
  ReferenceBookGroup,
  ReferenceBookMeasure,
  ReferenceBookMinors,
  ReferenceBookSource,
  ResultColor,
} from '@health-passport/domain';
import {
  minorsRuleOf,
  ratesAge,
  type Bands,
  type ReferenceRange,
  type ResultsService,
  type Texts,
} from '../passports/index.js';
import { RESULT_ADVICE } from './advice.js';
import { createPdf } from '../../integrations/pdf/index.js';
import { byColour, COLOUR_NAMES, COLOUR_WORDS, formatNumber, NOT_RATED_LABEL } from './blocks.js';
import { RESULT_CONTENT } from './pages/myHealth/content/index.js';
import { adviceFor, unitTexts } from './pages/myHealth/values.js';
import { COLOUR_FILLS } from './report.js';

/**
 * The reference book: every result of the versioned reference table with its unit, its bands for every sex and
 * age, each band's colour, label and the texts the passport shows for it, and the guideline behind it, so that
 * a clinician can review and sign off the table. Everything is read from the table at the time it is made, by
 * asking each range for its bands person by person: nothing here repeats a threshold.
 */

/** The ages the book asks every range about; the last one stands for it and everyone older. */
export const BOOK_AGES = { first: 0, last: 100 } as const;
const SEXES = ['Male', 'Female'] as const;

/** The first year in the guideline's name, else in its citation ("ESC/EAS 2019", "... Geneva: WHO; 2000"). */
export function sourceYear(source: { name: string; citation: string }): number | null {
  const year = /\b(19|20)\d{2}\b/;
  const found = year.exec(source.name) ?? year.exec(source.citation);
  return found ? Number(found[0]) : null;
}

const within = (band: { from: number | null; to: number | null }, from: number | null, to: number | null) =>
  (band.from === null || (from !== null && from >= band.from)) &&
  (band.to === null || (to !== null && to <= band.to));

/** Colour and label bands cut at every boundary of either, neighbours with the same colour and label joined. */
function segmentsOf(
  bands: Bands,
): { from: number | null; to: number | null; color: ResultColor; label: Texts | null }[] {
  const cuts = [
    ...new Set(
      [...bands.colors, ...bands.labels]
        .flatMap((b) => [b.from, b.to])
        .filter((v): v is number => v !== null),
    ),
  ].sort((a, b) => a - b);
  const edges = [null, ...cuts, null];
  const out: { from: number | null; to: number | null; color: ResultColor; label: Texts | null }[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const [from, to] = [edges[i]!, edges[i + 1]!];
    const colour = bands.colors.find((b) => within(b, from, to));
    if (!colour) continue;
    const label = bands.labels.find((b) => within(b, from, to))?.label ?? null;
    const last = out.at(-1);
    if (last && last.color === colour.color && JSON.stringify(last.label) === JSON.stringify(label))
      last.to = to;
    else out.push({ from, to, color: colour.color, label });
  }
  return out;
}

function bandsOf(range: ReferenceRange, bands: Bands): ReferenceBookBand[] {
  const content = RESULT_CONTENT[range.id];
  const step = 10 ** -range.decimals;
  return segmentsOf(bands).map(({ from, to, color, label }) => {
    // A value inside the band tells which side of the healthy band it lies on (orange BMI: under or over).
    const inside = from ?? (to !== null ? to - step : 0);
    const page = content ? adviceFor(content, color, inside, bands) : undefined;
    return {
      from,
      to,
      color,
      colourName: COLOUR_NAMES[color],
      colourWord: COLOUR_WORDS[color],
      label,
      advice: byColour(color, RESULT_ADVICE[range.id]),
      meaning: page?.meaning ?? null,
      gp: page?.gp ?? null,
    };
  });
}

/** What makes two persons' bands the same for the book (the drawn scale does not count). */
const bandsKey = (bands: Bands) => JSON.stringify([bands.colors, bands.labels]);

/**
 * The range's bands for every age of one sex that it rates, consecutive ages with the same bands as one span
 * (the ages a child is not rated at have no bands: the minors rule says so).
 */
function ageSpans(range: ReferenceRange, sex: 'Male' | 'Female') {
  const spans: { ageFrom: number; ageTo: number; key: string; bands: Bands }[] = [];
  for (let age = BOOK_AGES.first; age <= BOOK_AGES.last; age += 1) {
    if (!ratesAge(range, age)) continue;
    const bands = range.bands({ sex, ageYears: age });
    const key = bandsKey(bands);
    const last = spans.at(-1);
    if (last && last.key === key) last.ageTo = age;
    else spans.push({ ageFrom: age, ageTo: age, key, bands });
  }
  return spans;
}

function groupsOf(range: ReferenceRange): ReferenceBookGroup[] {
  const [men, women] = SEXES.map((sex) => ageSpans(range, sex)) as [
    ReturnType<typeof ageSpans>,
    ReturnType<typeof ageSpans>,
  ];
  const same =
    JSON.stringify(men.map((s) => [s.ageFrom, s.key])) ===
    JSON.stringify(women.map((s) => [s.ageFrom, s.key]));
  const bySex = same
    ? [{ sex: null, spans: men }]
    : [
        { sex: 'Male' as const, spans: men },
        { sex: 'Female' as const, spans: women },
      ];
  return bySex.flatMap(({ sex, spans }) =>
    spans.map((span) => ({
      sex,
      ageFrom: span.ageFrom === BOOK_AGES.first ? null : span.ageFrom,
      ageTo: span.ageTo === BOOK_AGES.last ? null : span.ageTo,
      bands: bandsOf(range, span.bands),
    })),
  );
}

/** The range's rule for children and young people, in words. */
export function minorsOf(range: ReferenceRange): ReferenceBookMinors {
  const rule = minorsRuleOf(range);
  const note = `"${NOT_RATED_LABEL.en}; discuss this with your GP"`;
  const noteNl = `"${NOT_RATED_LABEL.nl}; bespreek dit met je huisarts"`;
  const notRated = (under: number) => ({
    en: `Under ${under} years: not rated; the value is shown without a colour, with the note ${note}.`,
    nl: `Onder ${under} jaar: niet beoordeeld; de waarde staat zonder kleur in het paspoort, met de opmerking ${noteNl}.`,
  });
  if (rule.rule === 'notRated') {
    return {
      rule: 'notRated',
      below: rule.below,
      from: null,
      source: rule.source,
      text: notRated(rule.below),
    };
  }
  const young = notRated(rule.from);
  return {
    rule: 'paediatric',
    below: rule.below,
    from: rule.from,
    source: rule.source,
    text: {
      en: `${rule.from} to ${rule.below - 1} years: the paediatric reference of the source (the bands for these ages). ${young.en}`,
      nl: `${rule.from} tot en met ${rule.below - 1} jaar: de kinderreferentie van de bron (de banden voor deze leeftijden). ${young.nl}`,
    },
  };
}

export function referenceBookOf(table: readonly ReferenceRange[], version: string): ReferenceBook {
  return {
    version,
    measures: table.map((range) => ({
      id: range.id,
      name: range.name,
      unit: unitTexts(range.unit),
      decimals: range.decimals,
      plausible: { ...range.plausible },
      higherIsBetter: range.higherIsBetter,
      combinedCategory: range.category !== undefined,
      canBeEstimate: range.estimated !== undefined,
      source: {
        name: range.source.name,
        citation: range.source.citation,
        url: range.source.url ?? null,
        year: sourceYear(range.source),
      },
      minors: minorsOf(range),
      groups: groupsOf(range),
    })),
  };
}

// --- The book as text: Markdown and PDF say the same, in the same words -------------------------------------------

const number = (value: number, decimals: number) => formatNumber(value, decimals, 'en');

/** "below 16.0", "16.0 to below 18.5", "40.0 and above" (words: the PDF font has no "≥"). */
export function valuesText(
  band: Pick<ReferenceBookBand, 'from' | 'to'>,
  measure: ReferenceBookMeasure,
): string {
  const unit = measure.unit.en ? ` ${measure.unit.en}` : '';
  const n = (value: number) => number(value, measure.decimals);
  if (band.from === null && band.to === null) return 'all values';
  if (band.from === null) return `below ${n(band.to!)}${unit}`;
  if (band.to === null) return `${n(band.from)}${unit} and above`;
  return `${n(band.from)} to below ${n(band.to)}${unit}`;
}

/** "Everyone, all ages", "Men, 18 to 25 years", "Women, under 18 years", "Everyone, 65 years and over". */
export function groupTitle(group: Pick<ReferenceBookGroup, 'sex' | 'ageFrom' | 'ageTo'>): string {
  const who = group.sex === 'Male' ? 'Men' : group.sex === 'Female' ? 'Women' : 'Everyone';
  const { ageFrom, ageTo } = group;
  const ages =
    ageFrom === null && ageTo === null
      ? 'all ages'
      : ageFrom === null
        ? `under ${ageTo! + 1} years`
        : ageTo === null
          ? `${ageFrom} years and over`
          : `${ageFrom} to ${ageTo} years`;
  return `${who}, ${ages}`;
}

export const sourceText = (source: ReferenceBookSource) =>
  `${source.name} (${source.year ?? 'year not stated'}). ${source.citation}${source.url ? ` ${source.url}` : ''}`;

export function measureFacts(measure: ReferenceBookMeasure): string[] {
  const unit = measure.unit.en ? `${measure.unit.en} (Dutch: ${measure.unit.nl})` : 'none: a category';
  const limits = `${number(measure.plausible.min, measure.decimals)} to ${number(measure.plausible.max, measure.decimals)}`;
  return [
    `Result id: ${measure.id}. Dutch name: ${measure.name.nl}.`,
    `Unit: ${unit}; shown and compared with ${measure.decimals} decimal${measure.decimals === 1 ? '' : 's'}.`,
    `Values outside ${limits} cannot be real and are never scored. A ${measure.higherIsBetter ? 'rising' : 'falling'} value counts as an improvement.`,
    ...(measure.combinedCategory ? [BOOK_TEXTS.combinedCategory] : []),
    ...(measure.canBeEstimate ? [BOOK_TEXTS.canBeEstimate] : []),
    minorsText(measure.minors),
  ];
}

/** The minors rule as one line of the book: what the passport does and its source. */
export const minorsText = (minors: ReferenceBookMinors) =>
  `Children and young people: ${minors.text.en} (Dutch: ${minors.text.nl}) Source: ${minors.source}`;

/** The card's text and the page's meaning and GP advice of one band, in one language. */
export function bandWording(band: ReferenceBookBand, language: 'en' | 'nl'): string {
  return [
    band.advice[language],
    band.meaning && band.meaning[language] !== band.advice[language] ? band.meaning[language] : null,
    band.gp?.[language] ?? null,
  ]
    .filter((text): text is string => text !== null)
    .join(' ');
}

export const BOOK_TEXTS = {
  title: 'Reference book of the results engine',
  intro: (version: string, madeAt: Date) =>
    `This book lists every result the passport computes, as reference table version ${version} holds it on ` +
    `${madeAt.toISOString().slice(0, 10)}: its unit, its bands for every sex and age, each band's colour, the label ` +
    'and the texts (English and Dutch) the passport shows for it, and the guideline with its year. A band runs ' +
    'from its first value (included) to below its last value (not included); values are rounded to the decimals ' +
    'shown before they are compared.',
  combinedCategory:
    'The colour and label the passport shows come from a category the guideline takes from more than this value ' +
    '(see the source); the bands below grade this value on its own.',
  canBeEstimate: 'The value can be an estimate (a submaximal test); its label then says "(estimate)".',
  signOff: 'Clinical sign-off',
  signOffStatement: (version: string) =>
    `I have reviewed reference table version ${version} as described in this book and agree that its bands, ` +
    'colours, texts and sources are clinically sound, except as noted below.',
  signOffLines: ['Name', 'Profession and registration number', 'Date', 'Signature', 'Remarks'],
};

export function referenceBookMarkdown(book: ReferenceBook, madeAt: Date): string {
  const lines: string[] = [
    `# ${BOOK_TEXTS.title}: version ${book.version}`,
    '',
    BOOK_TEXTS.intro(book.version, madeAt),
    '',
  ];
  book.measures.forEach((measure, i) => {
    lines.push(`## ${i + 1}. ${measure.name.en}`, '');
    lines.push(...measureFacts(measure).map((fact) => `- ${fact}`));
    lines.push(`- Source: ${sourceText(measure.source)}`, '');
    for (const group of measure.groups) {
      lines.push(`### ${groupTitle(group)}`, '');
      for (const band of group.bands) {
        const label = band.label ? `: ${band.label.en} / ${band.label.nl}` : '';
        lines.push(
          `- **${valuesText(band, measure)}**: ${band.colourName.en} (${band.colourWord.en})${label}`,
          `  - EN: ${bandWording(band, 'en')}`,
          `  - NL: ${bandWording(band, 'nl')}`,
        );
      }
      lines.push('');
    }
  });
  lines.push(`## ${BOOK_TEXTS.signOff}`, '', BOOK_TEXTS.signOffStatement(book.version), '');
  for (const line of BOOK_TEXTS.signOffLines)
    lines.push(`${line}: ________________________________________`, '');
  return lines.join('\n');
}

export function referenceBookPdf(book: ReferenceBook, madeAt: Date): Promise<Buffer> {
  const pdf = createPdf({ title: `${BOOK_TEXTS.title} ${book.version}`, language: 'en-GB' });
  pdf.title(`${BOOK_TEXTS.title}: version ${book.version}`);
  pdf.paragraph(BOOK_TEXTS.intro(book.version, madeAt));
  book.measures.forEach((measure, i) => {
    pdf.heading(`${i + 1}. ${measure.name.en}`);
    for (const fact of measureFacts(measure)) pdf.paragraph(fact);
    pdf.paragraph(`Source: ${sourceText(measure.source)}`);
    for (const group of measure.groups) {
      pdf.paragraph('');
      pdf.paragraph(groupTitle(group));
      pdf.table(
        group.bands.map((band) => [
          valuesText(band, measure),
          { text: `${band.colourName.en}\n${band.colourWord.en}`, mark: COLOUR_FILLS[band.color] },
          band.label ? `${band.label.en}\n${band.label.nl}` : '',
          `EN: ${bandWording(band, 'en')}\nNL: ${bandWording(band, 'nl')}`,
        ]),
        { header: ['Values', 'Colour', 'Label (EN / NL)', 'Texts shown'], columnWidths: [85, 70, 95, '*'] },
      );
    }
  });
  pdf.heading(BOOK_TEXTS.signOff);
  pdf.paragraph(BOOK_TEXTS.signOffStatement(book.version));
  for (const line of BOOK_TEXTS.signOffLines) {
    pdf.paragraph('');
    pdf.paragraph(`${line}: ________________________________________`);
  }
  return pdf.toBuffer();
}

/**
 * The book of the table the results are computed with, for the portal: made once per table version (it is a
 * pure function of the code), the PDF on first download.
 */
export function referenceBookSource(results: Pick<ResultsService, 'referenceTable' | 'tableVersion'>) {
  const made = new Map<string, { book: ReferenceBook; pdf?: Promise<Buffer> }>();
  const current = async () => {
    const version = await results.tableVersion();
    let entry = made.get(version);
    if (!entry) {
      entry = { book: referenceBookOf(await results.referenceTable(), version) };
      made.set(version, entry);
    }
    return entry;
  };
  return {
    book: async () => (await current()).book,
    async pdf(madeAt: Date) {
      const entry = await current();
      // A failed attempt is not kept: the next download tries again.
      entry.pdf ??= referenceBookPdf(entry.book, madeAt).catch((error: unknown) => {
        delete entry.pdf;
        throw error;
      });
      return { version: entry.book.version, pdf: await entry.pdf };
    },
  };
}
