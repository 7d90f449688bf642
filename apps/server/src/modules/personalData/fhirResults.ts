import { ResultColor } from '@health-passport/domain';
import { COLOUR_NAMES } from '../layouts/index.js';
import type { Result } from '../passports/index.js';
import type { CodeableConcept, ObservationReferenceRange } from './fhirTypes.js';
import { quantity } from './fhirCodes.js';

/**
 * How a computed result's colour reads in FHIR: the person's green band is the normal range, and the colour is
 * an interpretation of the v3 ObservationInterpretation code system, with the product's colour word as text.
 */

const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const REFERENCE_RANGE_MEANING_SYSTEM = 'http://terminology.hl7.org/CodeSystem/referencerange-meaning';

type Span = { from: number | null; to: number | null };

/** The green bands, touching ones joined: [18.5, 25) for BMI, two spans where green lies on both sides. */
function greenSpans(result: Result): Span[] {
  return result.bands.colors
    .filter((band) => band.color === ResultColor.GREEN)
    .reduce<Span[]>((spans, band) => {
      const last = spans.at(-1);
      if (last && last.to !== null && last.to === band.from)
        return [...spans.slice(0, -1), { ...last, to: band.to }];
      return [...spans, { from: band.from, to: band.to }];
    }, []);
}

/** The labels of the label bands inside a span ("Healthy weight"). */
function labelsWithin(result: Result, span: Span): string {
  return result.bands.labels
    .filter(
      (label) =>
        (span.from === null || (label.from !== null && label.from >= span.from)) &&
        (span.to === null || (label.to !== null && label.to <= span.to)),
    )
    .map((label) => label.label.en)
    .join(', ');
}

/**
 * The normal range of a result: its green span(s) for this person. A band ends before its `to`, and values are
 * compared at the range's decimals, so [18.5, 25) is 18.5 to 24.9. A result without a unit is a category (smoking):
 * its range is named, not measured.
 */
export function referenceRangesOf(result: Result, decimals: number): ObservationReferenceRange[] {
  const step = 10 ** -decimals;
  return greenSpans(result).map((span) => {
    const text = labelsWithin(result, span);
    const measured = result.unit !== '';
    return {
      ...(measured && span.from !== null ? { low: quantity(span.from, result.unit) } : {}),
      ...(measured && span.to !== null
        ? { high: quantity(Number((span.to - step).toFixed(decimals)), result.unit) }
        : {}),
      type: {
        coding: [{ system: REFERENCE_RANGE_MEANING_SYSTEM, code: 'normal', display: 'Normal Range' }],
      },
      ...(text ? { text } : {}),
    };
  });
}

const INTERPRETATIONS = {
  N: 'Normal',
  L: 'Low',
  H: 'High',
  A: 'Abnormal',
} as const;

/**
 * Green is normal; another colour is low or high when the value lies below or above the green range, and
 * abnormal otherwise (a value inside it coloured by a category, as blood pressure is by the worse of its two
 * readings, or a result without a green band).
 */
export function interpretationOf(result: Result): CodeableConcept {
  const spans = greenSpans(result);
  let code: keyof typeof INTERPRETATIONS = 'A';
  if (result.color === ResultColor.GREEN) code = 'N';
  else if (spans.length > 0) {
    const lowest = spans[0]!.from;
    const highest = spans.at(-1)!.to;
    if (lowest !== null && result.value < lowest) code = 'L';
    else if (highest !== null && result.value >= highest) code = 'H';
  }
  const colour = COLOUR_NAMES[result.color].en;
  return {
    coding: [{ system: INTERPRETATION_SYSTEM, code, display: INTERPRETATIONS[code] }],
    text: result.label ? `${colour}: ${result.label.en}` : colour,
  };
}
