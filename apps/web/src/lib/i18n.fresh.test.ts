import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, i18nReady, loadTexts } from './i18n';

describe('a page whose texts are asked for while the language changes', () => {
  it('has them in the new language (as when signing in switches to the account’s language)', async () => {
    await i18nReady;
    await changeLocale('en-US');
    expect(i18n.exists('individuals.actionFor', { lng: 'nl-NL' })).toBe(false);
    // The page's code asks for its texts once the switch has begun reading the new language's.
    let page: Promise<void> | undefined;
    const askWhileSwitching = () => queueMicrotask(() => (page = loadTexts('individuals')));
    i18n.on('languageChanging', askWhileSwitching);
    try {
      await changeLocale('nl-NL');
      await page;
    } finally {
      i18n.off('languageChanging', askWhileSwitching);
    }
    expect(i18n.resolvedLanguage).toBe('nl-NL');
    expect(i18n.exists('individuals.actionFor', { lng: 'nl-NL' })).toBe(true);
  });
});
