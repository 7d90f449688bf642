import type { HealthPassport, PassportPerson } from '../passports';

/** "A. de Vries": the given name's initial, then the middle and family name (§2.3). */
export function shortName(person: Pick<PassportPerson, 'givenName' | 'middleName' | 'familyName'>): string {
  const initial = person.givenName.trim().charAt(0).toUpperCase();
  const family = [person.middleName, person.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return initial ? `${initial}. ${family}`.trim() : family;
}

/** The name a passport goes by: its product's name in the interface language, else its display name. */
export function passportName(passport: HealthPassport): string {
  return passport.localizedProductName || passport.displayName;
}
