import { PackageCode } from '@health-passport/domain';
import type { Language } from '../../locale.js';

type Names = Readonly<Record<Language, string>>;

/**
 * Readable product names per package code, until the shop brings the real products (their localized
 * names then replace this map). Unknown codes get a name made from the code.
 */
const PRODUCT_NAMES: Readonly<Record<string, Names>> = {
  [PackageCode.GLI_PRODUCT]: {
    en: 'Combined Lifestyle Intervention',
    nl: 'Gecombineerde Leefstijlinterventie',
  },
  [PackageCode.DIAMETER_ZGT_1]: { en: 'Hospital Health Check', nl: 'Ziekenhuis Gezondheidscheck' },
  [PackageCode.REMEASUREMENT]: { en: 'Remeasurement', nl: 'Hermeting' },
  [PackageCode.PERFORMANCE_PREMIUM]: { en: 'Performance Premium', nl: 'Performance Premium' },
  [PackageCode.PERFORMANCE_PLUS]: { en: 'Performance Plus', nl: 'Performance Plus' },
  [PackageCode.STANDARD_PERFORMANCE]: { en: 'Standard Performance', nl: 'Standaard Performance' },
  [PackageCode.PREMIUM_PERFORMANCE_USMO_CYCLING]: {
    en: 'Premium Performance Cycling',
    nl: 'Premium Performance Wielrennen',
  },
  [PackageCode.STANDARD_PERFORMANCE_MIND_B2B]: {
    en: 'Standard Performance Mind (business)',
    nl: 'Standaard Performance Mind (zakelijk)',
  },
  [PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE]: {
    en: 'General Health Check Plus on site',
    nl: 'Algemene Gezondheidscheck Plus op locatie',
  },
};

/** The product name of a package in the given language. */
export function localizedProductName(packageCode: string, language: Language): string {
  const names = Object.hasOwn(PRODUCT_NAMES, packageCode) ? PRODUCT_NAMES[packageCode] : undefined;
  if (names) return names[language];
  const words = packageCode.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
