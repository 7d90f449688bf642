import type { ResultColor, Trend } from '@health-passport/domain';

/**
 * The results engine's vocabulary (passport-and-professional §3 "Indicator values", §5). A reference range says,
 * for one result and one person, which values are red, orange, yellow or green, with the guideline it comes from.
 */

/** What a range may depend on. */
export interface PersonFacts {
  sex: 'Male' | 'Female' | null;
  /** Whole years on the day of the measurement. */
  ageYears: number | null;
}

/** A text in both interface languages. */
export interface Texts {
  en: string;
  nl: string;
}

/** Where a range comes from: every range cites its guideline. */
export interface Source {
  /** e.g. "WHO", "ESC/ESH 2023", "CKD-EPI 2021". */
  name: string;
  /** The publication, enough to find it. */
  citation: string;
  url?: string;
}

/**
 * One colour band: values from `from` (inclusive) up to `to` (exclusive); null is open-ended. Bands of a range
 * cover the whole scale without gaps or overlaps, in ascending order.
 */
export interface ColourBand {
  color: ResultColor;
  from: number | null;
  to: number | null;
}

/** A named band for the label scale under an indicator (e.g. "Underweight", "Healthy weight"). */
export interface LabelBand {
  label: Texts;
  from: number | null;
  to: number | null;
}

/** The bands of one range for one person. */
export interface Bands {
  colors: readonly ColourBand[];
  labels: readonly LabelBand[];
  /** The ends of the drawn scale: the indicator's position is (value - min) / (max - min). */
  scale: { min: number; max: number };
}

/**
 * One entry of the versioned reference table: a result the engine computes, how to get its value from a
 * passport's data items, and its bands per person.
 */
export interface ReferenceRange {
  /** Stable id, also the result's key in layouts: "bmi", "systolicBloodPressure", "who5" ... */
  id: string;
  name: Texts;
  /** Display unit ("kg/m²", "mmHg", "points"); empty for none. */
  unit: string;
  /** Decimals the value is shown and compared with. */
  decimals: number;
  source: Source;
  /** Values outside these limits are physiologically impossible: flagged, never scored. */
  plausible: { min: number; max: number };
  /**
   * The value from the passport's current data items (measurements and questionnaire answers, by dataKey), or
   * undefined when the inputs are missing.
   */
  value(items: Readonly<Record<string, string>>, person: PersonFacts): number | undefined;
  bands(person: PersonFacts): Bands;
  /**
   * A category that the guideline takes from more than this value: when given, it replaces the colour and label
   * of the value's own band. Blood pressure: the worse of the systolic and diastolic grade (ESC/ESH).
   */
  category?(items: Readonly<Record<string, string>>, person: PersonFacts): Category | undefined;
  /** Whether the value is an estimate rather than a measurement (a submaximal exercise test's VO2max). */
  estimated?(items: Readonly<Record<string, string>>): boolean;
  /** Whether a rising value is an improvement (for the trend arrow's colour). */
  higherIsBetter: boolean;
  /**
   * What children and young people get, with its source. Without one, nobody under 18 gets a colour: adult
   * cut-offs never colour a child's result.
   */
  minors?: MinorsRule;
}

/**
 * How a range treats people under an age (whole years on the day of the measurement):
 * - notRated: below `below` the value is shown without a colour, with the note to discuss it with the GP;
 * - paediatric: from `from` up to `below` the range's own bands are a published paediatric reference, and
 *   below `from` the value is not rated.
 */
export type MinorsRule =
  | { rule: 'notRated'; below: number; source: string }
  | { rule: 'paediatric'; below: number; from: number; source: string };

/** A colour with its label, decided for the whole result. */
export interface Category {
  color: ResultColor;
  label: Texts;
}

/** A computed result of one passport. */
export interface Result {
  id: string;
  value: number;
  unit: string;
  color: ResultColor;
  /** Where the value sits on the drawn scale, 0 to 1 (the component clamps it to 5-95 %). */
  position: number;
  bands: Bands;
  /** The label band the value falls in. */
  label: Texts | null;
  trend: Trend;
  /** The previous passport's value, when there is one. */
  previousValue: number | null;
  /** Set when the value is an estimate (a submaximal test), so it is shown as one. */
  estimated?: boolean;
}

/**
 * A value the engine gave no colour: outside the plausible limits (never shown), or of a person too young for
 * the range's reference (shown without a colour, with the note to discuss it with the GP).
 */
export interface FlaggedValue {
  id: string;
  value: number;
  reason: 'implausible' | 'notRatedForAge';
}
