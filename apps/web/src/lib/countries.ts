import { defaultCountries, parseCountry } from 'react-international-phone';
import { COUNTRY_PRIORITY, DEFAULT_PHONE_COUNTRY, type Locale } from '@health-passport/domain';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case (the address's country). */
  code: string;
  name: string;
}

export interface PhoneCountryOption extends CountryOption {
  /** Lower case, as the phone input knows it. */
  iso2: string;
  dialCode: string;
}

/** The country list of the phone input library is the one list of countries the web app knows. */
const PARSED = defaultCountries.map(parseCountry);

function displayNames(locale: Locale): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

const PRIORITY: readonly string[] = COUNTRY_PRIORITY;

/** Priority countries first in their fixed order, then the rest alphabetically in the interface language. */
function ordered<T extends CountryOption>(options: T[], locale: Locale): { priority: T[]; others: T[] } {
  const byCode = new Map(options.map((option) => [option.code, option]));
  const priority = PRIORITY.map((code) => byCode.get(code)).filter((o): o is T => o !== undefined);
  const others = options
    .filter((option) => !PRIORITY.includes(option.code))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return { priority, others };
}

const cache = new Map<string, unknown>();

function memo<T>(key: string, create: () => T): T {
  if (!cache.has(key)) cache.set(key, create());
  return cache.get(key) as T;
}

/** The address form's countries (customer-journey §5): names from Intl in the interface language. */
export function addressCountries(locale: Locale): { priority: CountryOption[]; others: CountryOption[] } {
  return memo(`address:${locale}`, () => {
    const nameOf = displayNames(locale);
    const options = PARSED.map((country) => {
      const code = country.iso2.toUpperCase();
      return { code, name: nameOf(code) ?? country.name };
    });
    return ordered(options, locale);
  });
}

/** The name of an address's country in the interface language; a value that is no known code as it was given. */
export function addressCountryName(code: string, locale: Locale): string {
  const { priority, others } = addressCountries(locale);
  return [...priority, ...others].find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/** The phone input's countries with their dialling codes, named in the interface language. */
export function phoneCountries(locale: Locale): {
  priority: PhoneCountryOption[];
  others: PhoneCountryOption[];
} {
  return memo(`phone:${locale}`, () => {
    const nameOf = displayNames(locale);
    const options = PARSED.map((country) => {
      const code = country.iso2.toUpperCase();
      return { code, iso2: country.iso2, dialCode: country.dialCode, name: nameOf(code) ?? country.name };
    });
    return ordered(options, locale);
  });
}

/** The phone input's starting country (lower case, as the library knows it). */
export const DEFAULT_PHONE_ISO2 = DEFAULT_PHONE_COUNTRY;
