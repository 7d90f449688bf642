import { RESULT_COLORS, SnapshotCategoryType, type ResultColor } from '@health-passport/domain';
import type { Language } from '../../locale.js';
import { MY_HEALTH_SITEMAP, SYSTEM_ENTRIES, type HealthSystem } from '../layouts/index.js';
import type { ReferenceRange, Texts } from '../passports/index.js';
import type { SnapshotAggregate } from './aggregation.js';
import { publishRow, type PublishedCell, type SuppressionRule } from './privacy.js';

/**
 * A snapshot's systems as managers read them (passport-and-professional §3 Snapshot systems): Mind, Lifestyle
 * and Body, their categories being the /my-health sub-pages and their subjects the results those pages show,
 * each with the share of people per colour band. Built from the stored aggregate through the privacy rules at
 * every read, so a changed minimum or step applies at once.
 */

export interface SnapshotAverage {
  color: ResultColor;
  percentage: number | null;
  percentageLabel: string;
  description: string;
  details: string;
}

export interface SnapshotSubject {
  resultId: string;
  title: string;
  subTitle: string;
  iconURI: string;
  measuredCount: number | null;
  averages: SnapshotAverage[];
}

export interface SnapshotCategory {
  type: SnapshotCategoryType;
  title: string;
  description: string;
  iconURI: string;
  tiles: { subjects: SnapshotSubject[] }[];
}

export interface SnapshotSystem {
  title: string;
  description: string;
  iconURI: string;
  categories: SnapshotCategory[];
}

/** The order of §2.2. */
const SYSTEM_ORDER: readonly HealthSystem[] = ['mind', 'lifestyle', 'body'];

const SYSTEM_DESCRIPTIONS: Readonly<Record<HealthSystem, Texts>> = {
  mind: {
    en: 'Wellbeing, engagement at work, stress and resilience, from the validated questionnaires.',
    nl: 'Welzijn, bevlogenheid op het werk, stress en veerkracht, uit de gevalideerde vragenlijsten.',
  },
  lifestyle: {
    en: 'Food, physical activity, alcohol and smoking, sleep and fitness.',
    nl: 'Voeding, beweging, alcohol en roken, slaap en conditie.',
  },
  body: {
    en: 'Measurements and blood values: metabolism, heart, liver, kidneys, blood, thyroid and fitness.',
    nl: 'Metingen en bloedwaarden: stofwisseling, hart, lever, nieren, bloed, schildklier en conditie.',
  },
};

const COLOUR_DESCRIPTIONS: Readonly<Record<ResultColor, Texts>> = {
  green: { en: 'In the healthy range', nl: 'Binnen het gezonde bereik' },
  yellow: { en: 'Just outside the healthy range', nl: 'Net buiten het gezonde bereik' },
  orange: { en: 'Outside the healthy range', nl: 'Buiten het gezonde bereik' },
  red: {
    en: 'Far outside the healthy range: advised to see a doctor',
    nl: 'Ver buiten het gezonde bereik: advies om naar de arts te gaan',
  },
};

const CATEGORY_DESCRIPTION: Texts = {
  en: 'The share of people per colour, by the same reference ranges as their personal health passports.',
  nl: 'Het deel van de mensen per kleur, volgens dezelfde referentiewaarden als in hun persoonlijke Health Passport.',
};

const number = (value: number, decimals: number, language: Language) =>
  new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

const people = (count: number, language: Language) =>
  language === 'nl'
    ? `${count} ${count === 1 ? 'persoon' : 'personen'}`
    : `${count} ${count === 1 ? 'person' : 'people'}`;

/** Why a number is missing; the same words on the page and in the report. */
export function notShownText(min: number, language: Language): string {
  return language === 'nl'
    ? `Niet getoond: dit zou iets zeggen over minder dan ${min} personen.`
    : `Not shown: it would say something about fewer than ${min} people.`;
}

/** Why a result an earlier snapshot showed has no number now. */
export function heldBackText(min: number, language: Language): string {
  return language === 'nl'
    ? `Niet getoond: sinds een eerdere snapshot zijn minder dan ${min} personen met dit resultaat veranderd.`
    : `Not shown: fewer than ${min} people with this result changed since an earlier snapshot.`;
}

function averageOf(
  cell: PublishedCell,
  measured: number,
  range: ReferenceRange,
  rule: SuppressionRule,
  language: Language,
): SnapshotAverage {
  const description = COLOUR_DESCRIPTIONS[cell.color][language];
  const source = `${range.source.name}: ${range.source.citation}`;
  if (cell.percentage === null || cell.count === null) {
    return {
      color: cell.color,
      percentage: null,
      percentageLabel: language === 'nl' ? 'Niet getoond' : 'Not shown',
      description,
      details: `${notShownText(rule.min, language)} ${language === 'nl' ? 'Bron' : 'Source'}: ${source}.`,
    };
  }
  const share =
    language === 'nl'
      ? `${people(cell.count, language)} van de ${measured} gemeten (${cell.percentage}%).`
      : `${people(cell.count, language)} of the ${measured} measured (${cell.percentage}%).`;
  const colours = language === 'nl' ? `Kleuren volgens ${source}.` : `Colours according to ${source}.`;
  return {
    color: cell.color,
    percentage: cell.percentage,
    percentageLabel: `${cell.percentage}%`,
    description,
    details: `${share} ${colours}`,
  };
}

/** One result across the company; undefined when nobody has it. */
export function subjectOf(
  range: ReferenceRange,
  aggregate: SnapshotAggregate,
  rule: SuppressionRule,
  iconURI: string,
  language: Language,
): SnapshotSubject | undefined {
  const raw = aggregate.results[range.id];
  if (!raw) return undefined;
  const measured = RESULT_COLORS.reduce((sum, color) => sum + raw.counts[color], 0);
  if (measured === 0) return undefined;
  // An average of coded answers (a unit-less result such as smoking status) means nothing.
  const mean = range.unit ? raw.sum / measured : null;
  // A held-back row shows nothing, as a row of too few people does.
  const heldBack = aggregate.heldBack?.includes(range.id) ?? false;
  const row = publishRow(raw.counts, mean, heldBack ? { ...rule, min: Number.POSITIVE_INFINITY } : rule);
  const title = range.name[language];
  if (row.n === null) {
    return {
      resultId: range.id,
      title,
      subTitle: heldBack ? heldBackText(rule.min, language) : notShownText(rule.min, language),
      iconURI,
      measuredCount: null,
      averages: row.cells.map((cell) => averageOf(cell, 0, range, rule, language)),
    };
  }
  const measuredText =
    language === 'nl' ? `${people(row.n, language)} gemeten` : `${people(row.n, language)} measured`;
  const subTitle =
    row.mean === null
      ? measuredText
      : `${language === 'nl' ? 'Gemiddeld' : 'Average'} ${number(row.mean, range.decimals, language)}${range.unit ? ` ${range.unit}` : ''} · ${measuredText}`;
  return {
    resultId: range.id,
    title,
    subTitle,
    iconURI,
    measuredCount: row.n,
    averages: row.cells.map((cell) => averageOf(cell, row.n ?? 0, range, rule, language)),
  };
}

/** The snapshot's systems in one language; empty without an aggregate. */
export function systemsOf(
  aggregate: SnapshotAggregate | null,
  table: readonly ReferenceRange[],
  rule: SuppressionRule,
  language: Language,
): SnapshotSystem[] {
  if (!aggregate) return [];
  const ranges = new Map(table.map((range) => [range.id, range]));
  return SYSTEM_ORDER.flatMap((system): SnapshotSystem[] => {
    const categories = MY_HEALTH_SITEMAP.filter((entry) => entry.system === system).flatMap(
      (entry): SnapshotCategory[] => {
        const iconURI = `/icons/${entry.icon}`;
        const subjects = entry.resultIds.flatMap((id) => {
          const range = ranges.get(id);
          const subject = range && subjectOf(range, aggregate, rule, iconURI, language);
          return subject ? [subject] : [];
        });
        if (subjects.length === 0) return [];
        return [
          {
            // One subject per slide: a category of one result is a tab, of several a slideshow.
            type: subjects.length > 1 ? SnapshotCategoryType.SLIDESHOW : SnapshotCategoryType.TAB,
            title: entry.title[language],
            description: CATEGORY_DESCRIPTION[language],
            iconURI,
            tiles: subjects.map((subject) => ({ subjects: [subject] })),
          },
        ];
      },
    );
    if (categories.length === 0) return [];
    const head = SYSTEM_ENTRIES[system];
    return [
      {
        title: head.title[language],
        description: SYSTEM_DESCRIPTIONS[system][language],
        iconURI: `/icons/${head.icon}`,
        categories,
      },
    ];
  });
}
