import type { ResultColor } from '@health-passport/domain';
import type { Texts } from '../../../../passports/index.js';

/** A text in both languages, written English first: t('Healthy', 'Gezond'). */
export const t = (en: string, nl: string): Texts => ({ en, nl });

/** What one colour of one result means for the person, and what they can do about it. */
export interface ColourAdvice {
  /** The meaning of the colour in plain words; never a diagnosis. */
  meaning: Texts;
  /** Concrete steps, most useful first. */
  steps: readonly Texts[];
  /** When to see the GP (or company doctor); absent where there is no reason to. */
  gp?: Texts;
}

/**
 * Advice for a colour that lies on both sides of the healthy band (orange BMI is underweight or obesity):
 * which side applies follows from the result's own bands, never from a number written here.
 */
export interface TwoSidedAdvice {
  below: ColourAdvice;
  above: ColourAdvice;
}

export type Advice = ColourAdvice | TwoSidedAdvice;

/** The reviewable content of one result of the reference table. */
export interface ResultContent {
  /** What the result is and why it matters. */
  what: Texts;
  /** What makes the value go up or down. */
  influences: Texts;
  /** How the value was measured or asked. */
  measured: Texts;
  /** Advice per colour the result's bands can give. */
  advice: Partial<Record<ResultColor, Advice>>;
  /** Why the result can be absent, when "not measured in your package" is not the whole story. */
  missing?: Texts;
}

export function isTwoSided(advice: Advice): advice is TwoSidedAdvice {
  return 'below' in advice;
}
