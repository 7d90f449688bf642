import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARCODE_MAX_LENGTH, MAX_HOURS, MAX_MINUTES } from '@health-passport/domain';
import {
  MAX_DURATION_MINUTES,
  dateFieldToIso,
  daysInMonth,
  durationToMinutes,
  formatDateField,
  formatDateInput,
  isLeapYear,
  isRealCalendarDate,
  isValidBarcode,
  isValidDateField,
  isoToDateField,
  minutesToDuration,
  normalizeRepeater,
  normalizeTime,
  parseDateField,
  parseNumericInput,
  repeaterEntries,
  repeaterValue,
} from './formats.js';

/** Real calendar dates, years 1-9999. */
const realDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
  .map(({ year, month, day }) => ({ year, month, day: (day % daysInMonth(month, year)) + 1 }));

describe('date field (§5)', () => {
  it('accepts dd-mm-yyyy whose turned-around form has month 01-12 and day 00-31, exactly as specified', () => {
    for (const value of [
      '01-01-2020',
      '31-12-1999',
      '29-02-2024',
      '31-02-2023',
      '00-05-2020',
      '30-02-2020',
    ]) {
      expect(isValidDateField(value)).toBe(true);
    }
    for (const value of [
      '32-01-2020',
      '01-13-2020',
      '01-00-2020',
      '1-01-2020',
      '01-1-2020',
      '01-01-20',
      '2020-01-01',
      '01/01/2020',
      '01-01-2020 ',
      'aa-bb-cccc',
      '',
      '01-01-2020-01',
      '-1-01-2020',
    ]) {
      expect(isValidDateField(value), value).toBe(false);
    }
    expect(parseDateField('07-03-1985')).toEqual({ day: 7, month: 3, year: 1985 });
  });

  it('isRealCalendarDate is stricter: the day must exist', () => {
    expect(isRealCalendarDate('29-02-2024')).toBe(true);
    expect(isRealCalendarDate('29-02-2023')).toBe(false);
    expect(isRealCalendarDate('29-02-1900')).toBe(false);
    expect(isRealCalendarDate('29-02-2000')).toBe(true);
    expect(isRealCalendarDate('31-04-2023')).toBe(false);
    expect(isRealCalendarDate('00-05-2020')).toBe(false);
    expect(isRealCalendarDate('01-01-0000')).toBe(false);
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(m, 2023))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('converts to and from ISO for real dates only', () => {
    expect(dateFieldToIso('07-03-1985')).toBe('1985-03-07');
    expect(dateFieldToIso('31-02-1985')).toBeNull();
    expect(isoToDateField('1985-03-07')).toBe('07-03-1985');
    expect(isoToDateField('1985-02-30')).toBeNull();
    expect(isoToDateField('85-03-07')).toBeNull();
  });

  it('round-trips real dates through format, parse and ISO', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        const text = formatDateField(date);
        expect(parseDateField(text)).toEqual(date);
        expect(isRealCalendarDate(text)).toBe(true);
        const iso = dateFieldToIso(text);
        expect(iso).not.toBeNull();
        expect(isoToDateField(iso as string)).toBe(text);
      }),
    );
  });
});

describe('formatDateInput (§5 input helper)', () => {
  it.each([
    ['', '', ''],
    ['1', '1', ''],
    ['12', '12', ''],
    ['4', '04', ''],
    ['45', '04-05', ''],
    ['35', '31', ''],
    ['00', '01', ''],
    ['1213', '12-12', ''],
    ['1200', '12-01', ''],
    ['122', '12-02', ''],
    ['31042023', '30-04-2023', '30-04-2023'],
    ['3102', '29-02', ''],
    ['31022024', '29-02-2024', '29-02-2024'],
    ['29022023', '28-02-2023', '28-02-2023'],
    ['2902202', '29-02-202', ''],
    ['15-06-1990', '15-06-1990', '15-06-1990'],
    ['15/06/1990', '15-06-1990', '15-06-1990'],
    ['1506199012345', '15-06-1990', '15-06-1990'],
    ['01010000', '01-01-0000', ''],
    ['ab', '', ''],
  ])('%j shows %j and emits %j', (raw, display, value) => {
    expect(formatDateInput(raw)).toEqual({ display, value });
  });

  it('never shows a day above 31 or a month above 12, and emits only real dates', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '9', '-', '/'), maxLength: 14 }),
        (raw) => {
          const { display, value } = formatDateInput(raw);
          const [day, month] = display.split('-');
          if (day !== undefined && day.length === 2) expect(Number(day)).toBeLessThanOrEqual(31);
          if (month !== undefined && month.length === 2) expect(Number(month)).toBeLessThanOrEqual(12);
          expect(value === '' || (value === display && isRealCalendarDate(value))).toBe(true);
          // Typing over the shown text changes nothing.
          expect(formatDateInput(display)).toEqual({ display, value });
        },
      ),
    );
  });

  it('round-trips every real date typed as digits', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        const text = formatDateField(date);
        expect(formatDateInput(text.replaceAll('-', ''))).toEqual({ display: text, value: text });
      }),
    );
  });
});

describe('durations and times (§5, §9)', () => {
  it('converts hh:mm to minutes and back', () => {
    expect(durationToMinutes('01:30')).toBe(90);
    expect(durationToMinutes('1:30')).toBe(90);
    expect(durationToMinutes('00:00')).toBe(0);
    expect(durationToMinutes(`${MAX_HOURS}:${MAX_MINUTES}`)).toBe(MAX_DURATION_MINUTES);
    expect(minutesToDuration(90)).toBe('01:30');
    expect(minutesToDuration(0)).toBe('00:00');
    expect(MAX_DURATION_MINUTES).toBe(23 * 60 + 59);
  });

  it('refuses hours above 23, minutes above 59 and other shapes', () => {
    for (const text of ['24:00', '12:60', '1:5', '123:00', '12-30', '', ':30', '12:', '-1:00', '1:30:00']) {
      expect(durationToMinutes(text), text).toBeNull();
    }
    for (const minutes of [-1, MAX_DURATION_MINUTES + 1, 1.5, Number.NaN]) {
      expect(minutesToDuration(minutes)).toBeNull();
    }
  });

  it('round-trips every duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DURATION_MINUTES }), (minutes) => {
        const text = minutesToDuration(minutes);
        expect(text).toMatch(/^\d{2}:\d{2}$/);
        expect(durationToMinutes(text as string)).toBe(minutes);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_HOURS }),
        fc.integer({ min: 0, max: MAX_MINUTES }),
        (h, m) => {
          expect(minutesToDuration(durationToMinutes(`${h}:${String(m).padStart(2, '0')}`) as number)).toBe(
            `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
          );
        },
      ),
    );
  });

  it('normalises times to hh:mm', () => {
    expect(normalizeTime('7:05')).toBe('07:05');
    expect(normalizeTime('23:59')).toBe('23:59');
    expect(normalizeTime('24:00')).toBeNull();
  });
});

describe('parseNumericInput (§5)', () => {
  it('accepts digits with one optional decimal separator; a comma is normalised to a point', () => {
    expect(parseNumericInput('72', { allowNegative: false })).toEqual({
      ok: true,
      value: 72,
      normalized: '72',
    });
    expect(parseNumericInput('72.5', { allowNegative: false })).toEqual({
      ok: true,
      value: 72.5,
      normalized: '72.5',
    });
    expect(parseNumericInput('72,5', { allowNegative: false })).toEqual({
      ok: true,
      value: 72.5,
      normalized: '72.5',
    });
    expect(parseNumericInput(' 7 ', { allowNegative: false })).toMatchObject({ ok: true, normalized: '7' });
  });

  it('refuses anything else', () => {
    for (const raw of [
      '',
      '1.2.3',
      '1,2,3',
      '1.2,3',
      '.5',
      '5.',
      '1e3',
      '0x10',
      '+5',
      '5-',
      '1 000',
      'abc',
      'NaN',
      '--1',
    ]) {
      expect(parseNumericInput(raw, { allowNegative: true }), raw).toEqual({
        ok: false,
        error: 'notANumber',
      });
    }
  });

  it('allows a minus only when asked', () => {
    expect(parseNumericInput('-1.5', { allowNegative: false })).toEqual({
      ok: false,
      error: 'negativeNotAllowed',
    });
    expect(parseNumericInput('-1,5', { allowNegative: true })).toEqual({
      ok: true,
      value: -1.5,
      normalized: '-1.5',
    });
  });

  it('never accepts two decimal separators, nor a sign when negatives are not allowed', () => {
    const numericish = fc.string({
      unit: fc.constantFrom('0', '1', '9', '.', ',', '-', '+', ' ', 'e'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(numericish, fc.boolean(), (raw, allowNegative) => {
        const parsed = parseNumericInput(raw, { allowNegative });
        if ((raw.match(/[.,]/g) ?? []).length > 1) expect(parsed.ok).toBe(false);
        if (!allowNegative && /[-+]/.test(raw)) expect(parsed.ok).toBe(false);
        if (parsed.ok) {
          expect(parsed.normalized).toMatch(/^-?\d+(\.\d+)?$/);
          expect(Number(parsed.normalized)).toBe(parsed.value);
        }
      }),
    );
  });

  it('accepts every decimal it prints', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.option(fc.nat({ max: 999 }), { nil: undefined }),
        fc.boolean(),
        (int, frac, negative) => {
          const text = `${negative ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`;
          expect(parseNumericInput(text, { allowNegative: true })).toMatchObject({
            ok: true,
            normalized: text,
          });
        },
      ),
    );
  });
});

describe('text repeater (§5)', () => {
  it('removes commas, drops emptied entries and keeps one empty entry last', () => {
    expect(normalizeRepeater([])).toEqual(['']);
    expect(normalizeRepeater([''])).toEqual(['']);
    expect(normalizeRepeater(['aspirin'])).toEqual(['aspirin', '']);
    expect(normalizeRepeater(['a,b', '', ' c ', ''])).toEqual(['ab', 'c', '']);
    expect(normalizeRepeater([',', 'x'])).toEqual(['x', '']);
    expect(repeaterValue(['a', 'b,c', ''])).toBe('a,bc');
    expect(repeaterEntries('a,b')).toEqual(['a', 'b', '']);
    expect(repeaterEntries(undefined)).toEqual(['']);
  });

  it('is idempotent, ends with exactly one empty entry and never keeps a comma', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ',', ' ', ''), maxLength: 6 })),
        (entries) => {
          const once = normalizeRepeater(entries);
          expect(normalizeRepeater(once)).toEqual(once);
          expect(once.at(-1)).toBe('');
          expect(once.slice(0, -1).every((e) => e !== '' && !e.includes(','))).toBe(true);
          expect(repeaterEntries(repeaterValue(entries))).toEqual(once);
        },
      ),
    );
  });
});

describe('barcodes (§5, §9)', () => {
  it(`allows 1 to ${BARCODE_MAX_LENGTH} characters`, () => {
    expect(isValidBarcode('A'.repeat(BARCODE_MAX_LENGTH))).toBe(true);
    expect(isValidBarcode('A'.repeat(BARCODE_MAX_LENGTH + 1))).toBe(false);
    expect(isValidBarcode('')).toBe(false);
    expect(isValidBarcode('AB,CD')).toBe(false);
  });
});
