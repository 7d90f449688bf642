/**
 * Input masks of passport-and-professional §5 ("formatting input") with the defaults of §9: card numbers in
 * blocks of 4-4-4-4 (American Express 4-6-5, Diners Club 4-6-4), phone numbers for region AU, times hh:mm.
 * Dates use the engine's `formatDateInput`; numbers are grouped only for display (`formatNumeralDisplay`).
 * Pure functions on strings: the input hook keeps the caret in place.
 */
import { MAX_HOURS, MAX_MINUTES } from '@health-passport/domain';
import { parseNumericInput } from '@health-passport/form-engine';

const digitsOf = (raw: string): string => raw.replace(/\D/g, '');

function inBlocks(digits: string, blocks: readonly number[], delimiter = ' '): string {
  const parts: string[] = [];
  let rest = digits;
  for (const size of blocks) {
    if (rest === '') break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(delimiter);
}

export type CardType = 'amex' | 'diners' | 'general';

/** The card type by its prefix (the number's first digits). */
export function cardTypeOf(digits: string): CardType {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(?:0[0-59]|[689])/.test(digits)) return 'diners';
  return 'general';
}

export const CARD_BLOCKS: Readonly<Record<CardType, readonly number[]>> = Object.freeze({
  amex: [4, 6, 5],
  diners: [4, 6, 4],
  general: [4, 4, 4, 4],
});

/** 4111111111111111 → 4111 1111 1111 1111; 378282246310005 → 3782 822463 10005. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw);
  const blocks = CARD_BLOCKS[cardTypeOf(digits)];
  const max = blocks.reduce((sum, size) => sum + size, 0);
  return inBlocks(digits.slice(0, max), blocks);
}

/**
 * Phone numbers grouped as in region AU (§9): mobiles 0412 345 678, landlines 02 1234 5678, 1300/1800
 * numbers 1300 123 456, +61 412 345 678 and +61 2 1234 5678. Other international numbers keep their digits.
 */
export function formatPhone(raw: string): string {
  const international = raw.trimStart().startsWith('+');
  const digits = digitsOf(raw).slice(0, 15);
  if (international) {
    if (!digits.startsWith('61')) return `+${digits}`;
    const national = digits.slice(2, 11);
    const blocks = national.startsWith('4') || national.startsWith('5') ? [3, 3, 3] : [1, 4, 4];
    return national === '' ? '+61' : `+61 ${inBlocks(national, blocks)}`;
  }
  const national = digits.slice(0, 10);
  if (/^0[45]/.test(national) || /^1[38]00/.test(national)) return inBlocks(national, [4, 3, 3]);
  if (/^13/.test(national)) return inBlocks(national, [2, 2, 2]);
  if (national.startsWith('0')) return inBlocks(national, [2, 4, 4]);
  return inBlocks(national, [4, 3, 3]);
}

/**
 * hh:mm while typing: digits only, the colon once minutes follow, hours capped at MAX_HOURS and minutes at
 * MAX_MINUTES (a first digit that cannot start them gets a leading zero).
 */
export function formatTimeInput(raw: string): string {
  let digits = digitsOf(raw).slice(0, 4);
  const maxHourTens = Math.floor(MAX_HOURS / 10);
  const maxMinuteTens = Math.floor(MAX_MINUTES / 10);
  if (digits !== '' && Number(digits[0]) > maxHourTens) digits = `0${digits}`.slice(0, 4);
  let hours = digits.slice(0, 2);
  if (hours.length === 2 && Number(hours) > MAX_HOURS) hours = String(MAX_HOURS);
  let minutes = digits.slice(2, 4);
  if (minutes !== '' && Number(minutes[0]) > maxMinuteTens) minutes = `0${minutes[0]}`;
  if (minutes.length === 2 && Number(minutes) > MAX_MINUTES) minutes = String(MAX_MINUTES);
  return minutes === '' ? hours : `${hours}:${minutes}`;
}

/**
 * Numeric input as typed: digits, one decimal separator (point or comma), and a leading minus only where
 * the field allows negatives. The engine's parser judges the result; this only drops impossible characters.
 */
export function cleanNumericInput(raw: string, allowNegative: boolean): string {
  const negative = allowNegative && raw.trimStart().startsWith('-');
  let seenSeparator = false;
  let body = '';
  for (const char of raw) {
    if (/\d/.test(char)) body += char;
    else if ((char === '.' || char === ',') && !seenSeparator) {
      seenSeparator = true;
      body += char;
    }
  }
  return negative ? `-${body}` : body;
}

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** A stored point decimal as the person types it in their language (72.5 → 72,5 in Dutch), never grouped. */
export function numericInputText(value: string | undefined, locale: string): string {
  if (value === undefined) return '';
  return value.replace('.', decimalSeparator(locale));
}

/** §9 numeral display: thousands grouping and at most 2 decimals, in the active locale (display fields only). */
export function formatNumeralDisplay(value: string, locale: string): string {
  const parsed = parseNumericInput(value, { allowNegative: true });
  if (!parsed.ok) return value;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: true }).format(parsed.value);
}

/** Characters that carry meaning in a masked value (the rest are inserted separators). */
export function isSignificant(char: string): boolean {
  return /[\d+]/.test(char);
}

/**
 * Where the caret belongs in `formatted` so that `count` significant characters stand before it, as they
 * did before formatting.
 */
export function caretFor(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (isSignificant(formatted.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}
