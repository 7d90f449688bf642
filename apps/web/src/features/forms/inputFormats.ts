/**
 * Input masks of passport-and-professional §5 ("formatting input") with the defaults of §9, which are
 * Cleave.js's: cleave-zen formats card numbers (type by prefix, blocks 4-4-4-4, Amex 4-6-5, Diners 4-6-4),
 * times and numerals; libphonenumber-js groups phone numbers for region AU (through the domain). Dates use
 * the engine's `formatDateInput`. Each mask names the delimiters it inserts, so the caret can skip them.
 */
import {
  DefaultCreditCardDelimiter,
  NumeralThousandGroupStyles,
  formatCreditCard,
  formatNumeral,
  formatTime,
  unformatNumeral,
} from 'cleave-zen';
import type { FormatNumeralOptions } from 'cleave-zen';
import { FORMATTING_DEFAULTS, formatPhoneInput } from '@health-passport/domain';
import { parseNumericInput } from '@health-passport/form-engine';

// A delimiter appears only once the next block has begun: otherwise backspace right after it is undone.
const LAZY_DELIMITERS = { delimiterLazyShow: true } as const;

/** 4111111111111111 → 4111 1111 1111 1111; 378282246310005 → 3782 822463 10005. */
export function formatCardNumber(raw: string): string {
  return formatCreditCard(raw, LAZY_DELIMITERS);
}
export const CARD_DELIMITERS = DefaultCreditCardDelimiter;

/** Phone numbers grouped as in region AU (§9): 0412 345 678, 02 9876 5432, +61 412 345 678. */
export const formatPhone = formatPhoneInput;
export const PHONE_DELIMITERS = ' -';

/**
 * hh:mm while typing: the colon once minutes follow; a first digit that cannot start the hours or minutes
 * gets a leading zero. cleave's 24-hour clock caps at 23:59, which is MAX_HOURS:MAX_MINUTES of the domain.
 */
export function formatTimeInput(raw: string): string {
  return formatTime(raw, {
    ...LAZY_DELIMITERS,
    delimiter: FORMATTING_DEFAULTS.timeDelimiter,
    timePattern: ['h', 'm'],
    timeFormat: '24',
  });
}
export const TIME_DELIMITERS = FORMATTING_DEFAULTS.timeDelimiter;

/** The engine's date helper types and stores dd-mm-yyyy (§5), not §9's slashes. */
export const DATE_DELIMITERS = '-';

// The minus sign of documents and spreadsheets (U+2212), read as the minus a keyboard types.
const MINUS_SIGN = /\u2212/g;

/**
 * Numeric input as typed (§5): digits, one decimal separator and a leading minus; never grouped, no limit on
 * decimals, leading zeros dropped. Point and comma are both taken as the decimal separator, whichever the
 * person typed first. The minus is always kept, as dropping it would save another number: where negatives
 * are not allowed the engine's rule refuses it and says why.
 */
export function cleanNumericInput(raw: string): string {
  const text = raw.replace(MINUS_SIGN, '-');
  return formatNumeral(text, {
    numeralDecimalMark: /[.,]/.exec(text)?.[0] ?? '.',
    numeralThousandsGroupStyle: NumeralThousandGroupStyles.NONE,
    numeralDecimalScale: Number.POSITIVE_INFINITY,
    numeralPositiveOnly: false,
  });
}

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** A stored point decimal as the person types it in their language (72.5 → 72,5 in Dutch), never grouped. */
export function numericInputText(value: string | undefined, locale: string): string {
  if (value === undefined) return '';
  return value.replace('.', separators(locale).decimal);
}

/** §9 numeral pattern in the person's language: thousands grouping and at most 2 decimals. */
function numeralOptions(locale: string, allowNegative: boolean): FormatNumeralOptions {
  const { decimal, group } = separators(locale);
  return {
    delimiter: group,
    numeralDecimalMark: decimal,
    numeralDecimalScale: FORMATTING_DEFAULTS.numeralDecimalScale,
    numeralPositiveOnly: !allowNegative,
  };
}

/**
 * The numeral input format: shown grouped in the person's language, stored as a point decimal. A minus is
 * kept only with `keepMinus`: where the engine judges the number, or the field allows negatives.
 */
export function formatNumeralInput(
  raw: string,
  locale: string,
  keepMinus: boolean,
): { display: string; value: string } {
  const options = numeralOptions(locale, keepMinus);
  const display = formatNumeral(raw.replace(MINUS_SIGN, '-'), options);
  return { display, value: unformatNumeral(display, options) };
}

/** A stored point decimal as the numeral input format shows it (1234.5 → 1.234,5 in Dutch). */
export function numeralInputText(value: string | undefined, locale: string): string {
  return formatNumeral(numericInputText(value, locale), numeralOptions(locale, true));
}

/** The group separator the numeral input format inserts in this language. */
export function numeralDelimiters(locale: string): string {
  return separators(locale).group;
}

/**
 * §9 numeral display (display fields only): thousands grouping and at most 2 decimals in the active locale.
 * Rounded by Intl, where cleave's formatNumeral would cut off the third decimal as it does while typing.
 */
export function formatNumeralDisplay(value: string, locale: string): string {
  const parsed = parseNumericInput(value, { allowNegative: true });
  if (!parsed.ok) return value;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: FORMATTING_DEFAULTS.numeralDecimalScale,
    useGrouping: true,
  }).format(parsed.value);
}
