import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { DEFAULT_LOCALE, PERSONAL_DATA_MESSAGE_COOKIE, STAFF_NOTICE_COOKIE } from '@health-passport/domain';
import { i18n, loadTexts } from '../lib/i18n';
import { TEXT_PARTS, type TextPart } from '../locales/textParts';
import { resetSession } from '../lib/session';
import { resetAppInfo } from '../features/app-info';
import { installBrowserLikeDomForSanitizer } from './domForSanitizer';

// Rich text is sanitized as a browser would, whichever test file renders it first (see domForSanitizer).
installBrowserLikeDomForSanitizer();

// Tests wait for what the page shows; on a loaded two-core machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Components render here without the page loaders that bring their part of the texts: every part is added.
beforeAll(() => Promise.all(Object.keys(TEXT_PARTS).map((part) => loadTexts(part as TextPart))));

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
