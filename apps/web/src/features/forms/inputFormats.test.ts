import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_HOURS, MAX_MINUTES } from '@health-passport/domain';
import {
  cleanNumericInput,
  formatCardNumber,
  formatNumeralDisplay,
  formatNumeralInput,
  formatPhone,
  formatTimeInput,
  numeralInputText,
  numericInputText,
} from './inputFormats';

describe('card numbers', () => {
  it('use blocks 4-4-4-4, American Express 4-6-5 and Diners Club 4-6-4 (§9)', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('3622 7206 2716 67')).toBe('3622 720627 1667');
    expect(formatCardNumber('55a55')).toBe('5555');
    // The type comes from the prefix: 34 is American Express, 38 Diners Club, 51 a 4-4-4-4 card.
    expect(formatCardNumber('3412345678')).toBe('3412 345678');
    expect(formatCardNumber('3812345678')).toBe('3812 345678');
    expect(formatCardNumber('5112345678')).toBe('5112 3456 78');
  });

  it('keep every digit they can hold, in order', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const formatted = formatCardNumber(raw);
        const digits = raw.replace(/\D/g, '');
        expect(digits.startsWith(formatted.replace(/ /g, ''))).toBe(true);
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('phone numbers (region AU)', () => {
  it('group mobiles, landlines, 1300 numbers, +61 numbers and other countries by their own rules', () => {
    expect(formatPhone('0412345678')).toBe('0412 345 678');
    expect(formatPhone('0298765432')).toBe('02 9876 5432');
    expect(formatPhone('1300123456')).toBe('1300 123 456');
    expect(formatPhone('+61412345678')).toBe('+61 412 345 678');
    expect(formatPhone('+61 2 9876 5432')).toBe('+61 2 9876 5432');
    expect(formatPhone('+31612345678')).toBe('+31 6 12345678');
    expect(formatPhone('+')).toBe('+');
  });

  it('are stable when formatted again', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(formatPhone(formatPhone(raw))).toBe(formatPhone(raw));
      }),
    );
  });
});

describe('time input', () => {
  it('adds the colon when minutes follow and caps hours and minutes', () => {
    expect(formatTimeInput('9')).toBe('09');
    expect(formatTimeInput('1')).toBe('1');
    expect(formatTimeInput('123')).toBe('12:3');
    expect(formatTimeInput('0930')).toBe('09:30');
    expect(formatTimeInput('2960')).toBe('23:06');
    expect(formatTimeInput('2399')).toBe('23:09');
    expect(formatTimeInput('12:7')).toBe('12:07');
  });

  it('is stable when formatted again and never exceeds 23:59', () => {
    expect(formatTimeInput(`${MAX_HOURS}${MAX_MINUTES}`)).toBe(`${MAX_HOURS}:${MAX_MINUTES}`);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const formatted = formatTimeInput(raw);
        expect(formatTimeInput(formatted)).toBe(formatted);
        const [hours, minutes] = formatted.split(':');
        if (hours !== undefined && hours.length === 2) expect(Number(hours)).toBeLessThanOrEqual(MAX_HOURS);
        if (minutes !== undefined && minutes.length === 2) {
          expect(Number(minutes)).toBeLessThanOrEqual(MAX_MINUTES);
        }
      }),
    );
  });
});

describe('numerals', () => {
  it('keep digits, one decimal separator and a typed or pasted minus (never grouped)', () => {
    expect(cleanNumericInput('1.234,5')).toBe('1.2345');
    expect(cleanNumericInput('-3,2 kg')).toBe('-3,2');
    expect(cleanNumericInput('-3.2')).toBe('-3.2');
    // A minus sign pasted from a document or spreadsheet is a minus too.
    expect(cleanNumericInput('\u22123.2')).toBe('-3.2');
    expect(numericInputText('72.5', 'nl-NL')).toBe('72,5');
    expect(numericInputText('72.5', 'en-US')).toBe('72.5');
  });

  it('are grouped with at most two decimals for display only (§9)', () => {
    expect(formatNumeralDisplay('1234567.891', 'en-US')).toBe('1,234,567.89');
    expect(formatNumeralDisplay('1234567.891', 'nl-NL')).toBe('1.234.567,89');
    expect(formatNumeralDisplay('not a number', 'en-US')).toBe('not a number');
  });

  it('in the numeral input format are grouped while typed, cut at two decimals and stored with a point (§9)', () => {
    expect(formatNumeralInput('1234567.891', 'en-US', false)).toEqual({
      display: '1,234,567.89',
      value: '1234567.89',
    });
    expect(formatNumeralInput('1234567,891', 'nl-NL', false)).toEqual({
      display: '1.234.567,89',
      value: '1234567.89',
    });
    expect(formatNumeralInput('-12', 'en-US', false).value).toBe('12');
    expect(formatNumeralInput('-12', 'en-US', true).value).toBe('-12');
    expect(numeralInputText('1234.5', 'nl-NL')).toBe('1.234,5');
  });
});
