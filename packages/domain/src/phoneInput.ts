import { AsYouType, isValidPhoneNumber } from 'libphonenumber-js/min';
import { FORMATTING_DEFAULTS } from './layout';

// The phone-number library is large: it lives here, apart from the other order rules, so that pages without a
// phone number (the shop, a product) load without it.

/** The phone number as the checkout sends it: international, with + (E.164), and valid for its country. */
export function isValidInternationalPhone(phoneNumber: string): boolean {
  const trimmed = phoneNumber.trim();
  if (!/^\+[1-9]\d{6,14}$/.test(trimmed)) return false;
  return isValidPhoneNumber(trimmed);
}

/**
 * A phone number as it is typed, grouped by libphonenumber for the formatting input's region (AU, §9):
 * 0412 345 678, 02 9876 5432, +61 2 9876 5432; a number with another country code in that country's way.
 * The brackets libphonenumber puts around an area code are left out, as Cleave.js's phone formatter (which
 * §9 describes) did, so the grouping uses spaces only.
 */
export function formatPhoneInput(raw: string): string {
  return new AsYouType(FORMATTING_DEFAULTS.phoneRegion).input(raw).replace(/[()]/g, '');
}
