/**
 * Calendar-date helpers. Times are stored in UTC and shown in Europe/Amsterdam (ARCHITECTURE "Habits"),
 * so every "today" is computed for an explicit time zone and dates travel as ISO 'YYYY-MM-DD' strings.
 */

/** Time zone in which dates are shown and day-based rules ("tomorrow", "4 months after") are counted. */
export const APP_TIME_ZONE = 'Europe/Amsterdam';

/** An ISO calendar date 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of `instant` in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string = APP_TIME_ZONE): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function formatIsoDate(utc: Date): IsoDate {
  return utc.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const { year, month, day } = parseIsoDate(value);
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  return formatIsoDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Adds calendar months; a day that does not exist in the target month is clamped (31 Oct + 4 -> 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return formatIsoDate(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}
