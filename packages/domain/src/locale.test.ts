import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, fromApiLocale, isLocale, Locale, pickLocalized, toApiLocale } from './locale';

describe('locale helpers', () => {
  it('defaults to en-US', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('converts to the API form with an underscore', () => {
    expect(toApiLocale('nl-NL')).toBe('nl_NL');
    expect(toApiLocale('en-US')).toBe('en_US');
  });

  it('converts back from the API form', () => {
    expect(fromApiLocale('nl_NL')).toBe('nl-NL');
    expect(fromApiLocale('en_US')).toBe('en-US');
    expect(fromApiLocale('nl-NL')).toBe('nl-NL');
    expect(fromApiLocale('NL_nl')).toBe('nl-NL');
    expect(fromApiLocale('nl')).toBe('nl-NL');
  });

  it('falls back to en-US for unknown or missing locales', () => {
    expect(fromApiLocale('de_DE')).toBe('en-US');
    expect(fromApiLocale('')).toBe('en-US');
    expect(fromApiLocale(null)).toBe('en-US');
    expect(fromApiLocale(undefined)).toBe('en-US');
  });

  it('round-trips every locale', () => {
    for (const locale of Object.values(Locale)) expect(fromApiLocale(toApiLocale(locale))).toBe(locale);
  });

  it('recognises locales', () => {
    expect(isLocale('nl-NL')).toBe(true);
    expect(isLocale('nl_NL')).toBe(false);
  });

  it('picks localized text with an English fallback', () => {
    expect(pickLocalized({ en_US: 'Heart', nl_NL: 'Hart' }, 'nl-NL')).toBe('Hart');
    expect(pickLocalized({ en_US: 'Heart', nl_NL: '' }, 'nl-NL')).toBe('Heart');
    expect(pickLocalized({ nl_NL: 'Hart' }, 'en-US')).toBe('Hart');
    expect(pickLocalized(null, 'en-US')).toBe('');
  });
});
