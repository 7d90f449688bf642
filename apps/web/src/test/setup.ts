import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_LOCALE } from '@health-passport/domain';
import { i18n } from '../lib/i18n';
import { setAccessToken } from '../lib/session';

beforeEach(async () => {
  // Error reports must not leave the test process, whatever fetch mock a test installs.
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
  await i18n.changeLanguage(DEFAULT_LOCALE);
});

afterEach(() => {
  cleanup();
  setAccessToken(null);
  window.localStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
