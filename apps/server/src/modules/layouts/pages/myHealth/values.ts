import { ResultColor } from '@health-passport/domain';
import type { Bands, ReferenceRange, Texts } from '../../../passports/index.js';
import { unitOf } from '../../page.js';
import { isTwoSided, t, type ColourAdvice, type ResultContent } from './content/index.js';
import type { Progress } from './words.js';

/**
 * Values as people read them, in both languages, and what a value means relative to its bands. Everything
 * about thresholds is read from the result's bands, so the words can never disagree with the colours.
 */

const NUMBER_LOCALES = { en: 'en-US', nl: 'nl-NL' } as const;

/** A unit of the reference table in both languages ("points", "punten"). */
export const unitTexts = (unit: string): Texts =>
  t(unitOf(unit, { language: 'en' }), unitOf(unit, { language: 'nl' }));

export function numberTexts(value: number, decimals: number): Texts {
  const format = (language: keyof typeof NUMBER_LOCALES) =>
    new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  return t(format('en'), format('nl'));
}

/** How a result is shown: as a number with its unit, or as an answer (the band's label: "Former smoker"). */
export type ShownAs = 'value' | 'option';

function labelOf(value: number, bands: Bands): Texts | undefined {
  return bands.labels.find(
    (band) => (band.from === null || value >= band.from) && (band.to === null || value < band.to),
  )?.label;
}

/** "24.1 kg/m² (Healthy weight)"; an option shows its label only ("Former smoker"). */
export function valueTexts(value: number, range: ReferenceRange, bands: Bands, shownAs: ShownAs): Texts {
  const label = labelOf(value, bands);
  if (shownAs === 'option' && label) return label;
  const number = numberTexts(value, range.decimals);
  const unit = unitTexts(range.unit);
  const withUnit = (language: keyof Texts) =>
    unit[language] ? `${number[language]} ${unit[language]}` : number[language];
  const withLabel = (language: keyof Texts) =>
    label ? `${withUnit(language)} (${label[language]})` : withUnit(language);
  return t(withLabel('en'), withLabel('nl'));
}

const isGreenAt = (value: number, bands: Bands): boolean =>
  bands.colors.some(
    (band) =>
      band.color === ResultColor.GREEN &&
      (band.from === null || value >= band.from) &&
      (band.to === null || value < band.to),
  );

/** How far a value lies outside the healthy (green) bands; 0 inside them. */
function distanceFromGreen(value: number, bands: Bands): number {
  const distances = bands.colors
    .filter((band) => band.color === ResultColor.GREEN)
    .map((band) => {
      if (band.from !== null && value < band.from) return band.from - value;
      if (band.to !== null && value >= band.to) return value - band.to;
      return 0;
    });
  return Math.min(...distances);
}

/** Which side of the healthy band a value lies on: a colour on both sides means different things. */
export function sideOf(value: number, bands: Bands): 'below' | 'above' {
  const firstGreen = bands.colors.find((band) => band.color === ResultColor.GREEN);
  return firstGreen?.from !== null && firstGreen?.from !== undefined && value < firstGreen.from
    ? 'below'
    : 'above';
}

/** The advice for a value's colour, on the value's side of the healthy band where that matters. */
export function adviceFor(
  content: ResultContent,
  color: ResultColor,
  value: number,
  bands: Bands,
): ColourAdvice | undefined {
  const advice = content.advice[color];
  if (!advice) return undefined;
  return isTwoSided(advice) ? advice[sideOf(value, bands)] : advice;
}

/**
 * Better or worse is judged by the distance to the healthy band, not by the direction: for sleep, both
 * shorter and longer than recommended are worse.
 */
export function progressOf(current: number, previous: number, bands: Bands): Progress {
  if (current === previous) return 'unchanged';
  if (isGreenAt(current, bands) && isGreenAt(previous, bands)) return 'stillHealthy';
  const [now, before] = [distanceFromGreen(current, bands), distanceFromGreen(previous, bands)];
  if (now === before) return 'changed';
  return now < before ? 'better' : 'worse';
}
