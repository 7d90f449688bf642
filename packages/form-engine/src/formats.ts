/**
 * Parsers and input helpers for the typed field values of passport-and-professional §5 and §9. Each value
 * format has one parser used by validation (web and server) and by the input helpers.
 */
import { formatDate, type DatePatternType } from 'cleave-zen';
import { BARCODE_MAX_LENGTH, LIST_VALUE_SEPARATOR, MAX_HOURS, MAX_MINUTES } from '@health-passport/domain';

const DATE_SEPARATOR = '-';
const DATE_PATTERN: DatePatternType = ['d', 'm', 'Y'];
/** dd-mm-yyyy */
const DATE_TEXT_LENGTH = 10;

export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/**
 * §5 date check, exactly: a dd-mm-yyyy value is valid only if, turned around to yyyy-mm-dd, it has a month
 * 01-12 and a day 00-31. So 31-02-2023 and 00-01-2023 pass; use isRealCalendarDate for a real date.
 */
export function parseDateField(value: string): DateParts | null {
  const parts = value.split(DATE_SEPARATOR);
  if (parts.length !== 3) return null;
  const turned = [...parts].reverse().join(DATE_SEPARATOR);
  if (!/^\d{4}-(?:0[1-9]|1[0-2])-(?:[0-2]\d|3[01])$/.test(turned)) return null;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  return { day, month, year };
}

export function isValidDateField(value: string): boolean {
  return parseDateField(value) !== null;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Stricter than §5: the dd-mm-yyyy value names a day that exists (year 0001-9999). */
export function isRealCalendarDate(value: string): boolean {
  const parts = parseDateField(value);
  return (
    parts !== null && parts.year >= 1 && parts.day >= 1 && parts.day <= daysInMonth(parts.month, parts.year)
  );
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function formatDateField({ day, month, year }: DateParts): string {
  return [pad(day), pad(month), pad(year, 4)].join(DATE_SEPARATOR);
}

/** dd-mm-yyyy to ISO yyyy-mm-dd, for real calendar dates only. */
export function dateFieldToIso(value: string): string | null {
  return isRealCalendarDate(value) ? value.split(DATE_SEPARATOR).reverse().join('-') : null;
}

/** ISO yyyy-mm-dd to dd-mm-yyyy, for real calendar dates only. */
export function isoToDateField(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return null;
  const value = [match[3], match[2], match[1]].join(DATE_SEPARATOR);
  return isRealCalendarDate(value) ? value : null;
}

export interface DateInput {
  /** What the input shows while typing, e.g. `04-1` or `29-02-2024`. */
  display: string;
  /** The value to emit: the complete dd-mm-yyyy when it is a real date, otherwise empty (§5). */
  value: string;
}

/**
 * §5 date input helper, through cleave-zen's date formatter (dd-mm-yyyy): digits only, at most 8, separators
 * filled in, a day above 31 or a month above 12 capped, a first digit that cannot start a day or month given a
 * leading zero, 00 made 01, and the day capped at the month's length (29 February allowed until the year says
 * otherwise). The digits are fed one by one, as typed, so pasted text reads the same as typed text.
 */
export function formatDateInput(raw: string): DateInput {
  const options = { datePattern: DATE_PATTERN, delimiter: DATE_SEPARATOR, delimiterLazyShow: true };
  let display = '';
  for (const digit of raw.replace(/\D/g, '')) display = formatDate(display + digit, options);
  const complete = display.length === DATE_TEXT_LENGTH;
  return { display, value: complete && isRealCalendarDate(display) ? display : '' };
}

const CLOCK_PATTERN = /^(\d{1,2}):(\d{2})$/;

/** hh:mm (hours 0-MAX_HOURS, minutes 00-MAX_MINUTES, §5 and §9) to minutes since 00:00; null if invalid. */
export function durationToMinutes(text: string): number | null {
  const match = CLOCK_PATTERN.exec(text.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > MAX_HOURS || minutes > MAX_MINUTES) return null;
  return hours * 60 + minutes;
}

/** The largest duration a DurationField can hold, in minutes. */
export const MAX_DURATION_MINUTES = MAX_HOURS * 60 + MAX_MINUTES;

/** Minutes to hh:mm; null when not a whole number of minutes within 0..MAX_DURATION_MINUTES. */
export function minutesToDuration(totalMinutes: number): string | null {
  if (!Number.isInteger(totalMinutes) || totalMinutes < 0 || totalMinutes > MAX_DURATION_MINUTES) return null;
  return `${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}

/** A time of day hh:mm with the same bounds; normalised to two-digit hours. */
export function normalizeTime(text: string): string | null {
  const minutes = durationToMinutes(text);
  return minutes === null ? null : minutesToDuration(minutes);
}

export const NumericErrorCode = Object.freeze({
  NOT_A_NUMBER: 'notANumber',
  NEGATIVE_NOT_ALLOWED: 'negativeNotAllowed',
} as const);
export type NumericErrorCode = (typeof NumericErrorCode)[keyof typeof NumericErrorCode];

export type NumericParse =
  { ok: true; value: number; normalized: string } | { ok: false; error: NumericErrorCode };

/**
 * §5 numeric text: digits with at most one decimal separator, digits on both sides of it. A comma is read
 * as the decimal separator (Dutch users type 72,5) and normalised to a point; there is no thousands
 * grouping, so `1,234` means 1.234. A leading minus only when `allowNegative`; never a plus sign.
 */
export function parseNumericInput(raw: string, options: { allowNegative: boolean }): NumericParse {
  const text = raw.trim();
  const match = /^(-?)(\d+(?:[.,]\d+)?)$/.exec(text);
  if (match === null) return { ok: false, error: 'notANumber' };
  if (match[1] === '-' && !options.allowNegative) return { ok: false, error: 'negativeNotAllowed' };
  const normalized = `${match[1]}${(match[2] ?? '').replace(',', '.')}`;
  return { ok: true, value: Number(normalized), normalized };
}

/** Splits a stored list value (checkbox selections, repeater entries, barcodes). */
export function splitList(value: string): string[] {
  return value.split(LIST_VALUE_SEPARATOR).map((item) => item.trim());
}

/**
 * §5 text repeater: commas are removed from entries (they separate entries when stored), emptied entries
 * are removed, and one empty entry is kept last for the next answer. Idempotent.
 */
export function normalizeRepeater(entries: readonly string[]): string[] {
  const filled = entries
    .map((entry) => entry.split(LIST_VALUE_SEPARATOR).join('').trim())
    .filter((entry) => entry !== '');
  return [...filled, ''];
}

/** The stored value of a repeater: its non-empty entries joined with commas. */
export function repeaterValue(entries: readonly string[]): string {
  return normalizeRepeater(entries)
    .filter((entry) => entry !== '')
    .join(LIST_VALUE_SEPARATOR);
}

/** The entries to show for a stored repeater value, ending with the empty entry. */
export function repeaterEntries(value: string | undefined): string[] {
  return normalizeRepeater(value === undefined ? [] : value.split(LIST_VALUE_SEPARATOR));
}

/** §5/§9: each barcode input holds at most BARCODE_MAX_LENGTH characters. */
export function isValidBarcode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed !== '' && trimmed.length <= BARCODE_MAX_LENGTH && !trimmed.includes(LIST_VALUE_SEPARATOR);
}
