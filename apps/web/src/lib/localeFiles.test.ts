import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { browserLocaleCandidates, guessLocale } from './localeFiles';

describe('the language downloaded before the app starts', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the first language the browser names that the portal has, an exact locale before a mere language', () => {
    expect(guessLocale([null, 'nl-NL'])).toBe('nl-NL');
    expect(guessLocale(['NL-nl'])).toBe('nl-NL');
    expect(guessLocale(['de-DE', 'nl-BE', 'en-US'])).toBe('en-US');
    expect(guessLocale(['de-DE', 'nl-BE'])).toBe('nl-NL');
    expect(guessLocale(['fr', undefined, ''])).toBe('en-US');
  });

  it('follows ?lng= over the remembered language, as the app does', async () => {
    await i18n.changeLanguage('en-US'); // remembered in the cookie and local storage
    window.history.replaceState(null, '', '/shop?lng=nl-NL');
    expect(guessLocale(browserLocaleCandidates())).toBe('nl-NL');
  });

  it('is the remembered language when the address names none', async () => {
    await i18n.changeLanguage('nl-NL');
    expect(guessLocale(browserLocaleCandidates())).toBe('nl-NL');
    await i18n.changeLanguage('en-US');
    expect(guessLocale(browserLocaleCandidates())).toBe('en-US');
  });

  it('remembers a chosen language in local storage and a session cookie, where the app looks at its next start', async () => {
    await i18n.changeLanguage('nl-NL');
    expect(window.localStorage.getItem('i18nextLng')).toBe('nl-NL');
    expect(document.cookie).toContain('i18next=nl-NL');
    expect(i18n.services.languageDetector?.detect()).toEqual(expect.arrayContaining(['nl-NL']));
  });

  it('starts in the language the browser names first among those the portal has when none was chosen', () => {
    window.localStorage.clear(); // what the test set-up chose
    document.cookie = 'i18next=; Max-Age=0; Path=/';
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'nl-NL', 'en-GB']);
    const detected = i18n.services.languageDetector?.detect();
    expect(i18n.services.languageUtils.getBestMatchFromCodes(detected)).toBe('nl-NL');
  });
});
