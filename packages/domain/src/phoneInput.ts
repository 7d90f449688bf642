import { AsYouType } from 'libphonenumber-js/min';
import { FORMATTING_DEFAULTS } from './layout';

/**
 * A phone number as it is typed, grouped by libphonenumber for the formatting input's region (AU, §9):
 * 0412 345 678, 02 9876 5432, +61 2 9876 5432; a number with another country code in that country's way.
 * The brackets libphonenumber puts around an area code are left out, as Cleave.js's phone formatter (which
 * §9 describes) did, so the grouping uses spaces only.
 */
export function formatPhoneInput(raw: string): string {
  return new AsYouType(FORMATTING_DEFAULTS.phoneRegion).input(raw).replace(/[()]/g, '');
}
