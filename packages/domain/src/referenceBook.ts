import type { ResultColor } from './layout';

/**
 * The reference book (GET /api/v2/reference-book): every result of the versioned reference table with its bands
 * for every sex and age, each band's colour and the texts the passport shows for it, and its guideline, for the
 * staff who explain results and the clinician who signs the table off.
 */

export const REFERENCE_BOOK_API = Object.freeze({
  book: '/api/v2/reference-book',
  pdf: '/api/v2/reference-book.pdf',
} as const);

/** A text in both interface languages. */
export interface BookTexts {
  en: string;
  nl: string;
}

export interface ReferenceBookSource {
  name: string;
  citation: string;
  url: string | null;
  /** The guideline's year, as its name or citation states it; null when neither does. */
  year: number | null;
}

export interface ReferenceBookBand {
  /** Values from `from` (inclusive) up to `to` (exclusive); null is open-ended. */
  from: number | null;
  to: number | null;
  color: ResultColor;
  /** The colour's name and its word ("Orange", "Needs attention"), so the book reads in black and white. */
  colourName: BookTexts;
  colourWord: BookTexts;
  /** The label the indicator shows for these values; null where the range names none. */
  label: BookTexts | null;
  /** The short text the result's card shows for this colour. */
  advice: BookTexts;
  /** The page's meaning of this band and when to see the GP, where the result's page has them. */
  meaning: BookTexts | null;
  gp: BookTexts | null;
}

/** The bands of one group of people: a sex (null: both) and an age span in years (`ageTo` inclusive). */
export interface ReferenceBookGroup {
  sex: 'Male' | 'Female' | null;
  ageFrom: number | null;
  ageTo: number | null;
  bands: ReferenceBookBand[];
}

export interface ReferenceBookMeasure {
  id: string;
  name: BookTexts;
  /** The unit in both languages; empty for a category (smoking, sleep quality). */
  unit: BookTexts;
  decimals: number;
  /** Values outside these limits are never scored. */
  plausible: { min: number; max: number };
  higherIsBetter: boolean;
  /**
   * The passport's colour and label for this result come from a category the guideline takes from more than this
   * value (blood pressure: the higher grade of both readings); the bands grade this value alone.
   */
  combinedCategory: boolean;
  /** The value can be an estimate (a submaximal test); its label then says so. */
  canBeEstimate: boolean;
  source: ReferenceBookSource;
  /** What children and young people get; the groups cover only the ages the result is rated at. */
  minors: ReferenceBookMinors;
  groups: ReferenceBookGroup[];
}

/**
 * How a result treats people under an age: not rated (shown without a colour, with the note to discuss it with
 * the GP), or rated from `from` with a paediatric reference (the groups of those ages), not rated below that.
 */
export interface ReferenceBookMinors {
  rule: 'notRated' | 'paediatric';
  /** From this age (whole years on the day of the measurement) the adult bands apply. */
  below: number;
  /** The youngest age the paediatric reference rates; null when the rule is notRated. */
  from: number | null;
  /** Where the rule comes from. */
  source: string;
  /** The rule in words. */
  text: BookTexts;
}

export interface ReferenceBook {
  /** The reference table's version: the book describes that version and no other. */
  version: string;
  measures: ReferenceBookMeasure[];
}
