import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { DEFAULT_LOCALE, PERSONAL_DATA_MESSAGE_COOKIE, STAFF_NOTICE_COOKIE } from '@health-passport/domain';
import { i18n, loadTexts } from '../lib/i18n';
import { localeFiles } from '../lib/localeFiles';
import { TEXT_PARTS, type TextPart } from '../locales/textParts';
import { resetSession } from '../lib/session';
import { resetAppInfo } from '../features/app-info';
import { installBrowserLikeDomForSanitizer } from './domForSanitizer';

// Rich text is sanitized as a browser would, whichever test file renders it first (see domForSanitizer).
installBrowserLikeDomForSanitizer();

// Tests wait for what the page shows; on a loaded two-core machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The files of a worker run one after another in one module graph (vite.config.ts). Vitest refuses to load a module
 * once the file that asked for it has ended, and that failed import would stay failed for every file after it (a
 * page's chunk started by a test that did not wait for it): so whatever the app loads on demand, its pages, dialogs
 * and both languages' texts, is loaded before the first test of a worker (each later file finds it loaded).
 */
const featureEntries = import.meta.glob('../features/*/index.ts');
const appModules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
  '!../main.tsx',
  '!../preloadLanguage.ts',
]);
async function loadEverything(): Promise<void> {
  // Each feature through its index first, as the app reaches it: the layout components and their catalogue import
  // each other, and a component loaded before the catalogue would find the catalogue without it.
  for (const load of Object.values(featureEntries)) await load();
  await Promise.all([
    ...Object.values(appModules).map((load) => load()),
    ...Object.values(localeFiles).flatMap((parts) => Object.values(parts).map((load) => load())),
  ]);
}

beforeAll(async () => {
  await loadEverything();
  // Components render here without the page loaders that bring their part of the texts: every part is added.
  await Promise.all(Object.keys(TEXT_PARTS).map((part) => loadTexts(part as TextPart)));
});

beforeEach(async () => {
  // Error reports must not leave the test process, whatever fetch mock a test installs.
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
  await i18n.changeLanguage(DEFAULT_LOCALE);
});

afterEach(() => {
  cleanup();
  // React Aria announces to screen readers 100 ms after its first announcement while a test waits (React's act
  // environment is off then): gone with the test, so the delayed announcement never reaches a torn-down document.
  destroyAnnouncer();
  resetSession();
  resetAppInfo();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const cookie of ['i18next', STAFF_NOTICE_COOKIE, PERSONAL_DATA_MESSAGE_COOKIE]) {
    document.cookie = `${cookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
