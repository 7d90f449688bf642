import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isPassportStatus, PassportStatus, type Locale } from '@health-passport/domain';
import { ApiError, CLIENT_ERROR_CODES, restRequest } from '../../lib/api';
import { currentLocale } from '../../lib/i18n';

/**
 * A health passport as the REST passport lists answer it (docs/contracts/forms-api.md, passport-and-
 * professional §3 "Health passport"): newest first.
 */
export interface HealthPassport {
  id: string;
  packageCode: string;
  status: PassportStatus;
  displayName: string;
  localizedProductName: string;
  createdDate: string;
  updatedDate: string;
  remeasurementType: string | null;
  /** The passport's product hides the passport pages from its owner (passport-and-professional §2.1, §6). */
  disablePhpForIndividuals: boolean;
}

/** The person whose passports a professional looks at (forms-api `GET /users/{serviceNumber}/health-passports`). */
export interface PassportPerson {
  serviceNumber: string;
  givenName: string;
  middleName: string | null;
  familyName: string;
  /** yyyy-mm-dd, or null when unknown. */
  birthDate: string | null;
  /** Male or Female (passport-and-professional §3), or null when unknown. */
  gender: string | null;
}

export interface PersonPassports {
  person: PassportPerson;
  passports: HealthPassport[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(what: string): ApiError {
  return new ApiError(200, CLIENT_ERROR_CODES.badResponse, `The server sent a malformed ${what}`);
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | null => (text(value) === '' ? null : text(value));

function parsePassport(value: unknown): HealthPassport {
  if (!isObject(value) || text(value.id) === '' || !isPassportStatus(value.status)) {
    throw malformed('health passport');
  }
  return {
    id: text(value.id),
    packageCode: text(value.packageCode),
    status: value.status,
    displayName: text(value.displayName),
    localizedProductName: text(value.localizedProductName),
    createdDate: text(value.createdDate),
    updatedDate: text(value.updatedDate),
    remeasurementType: optionalText(value.remeasurementType),
    disablePhpForIndividuals: value.disablePhpForIndividuals === true,
  };
}

/** Newest first, as the contract promises; sorted again so a differently ordered answer cannot mislead. */
function newestFirst(passports: HealthPassport[]): HealthPassport[] {
  return [...passports].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

export function parsePassportList(value: unknown): HealthPassport[] {
  if (!Array.isArray(value)) throw malformed('passport list');
  return newestFirst(value.map(parsePassport));
}

/**
 * `{ person, passports }`. The contract says "the same list for that person, plus person", without naming
 * the list's property: `passports` and `healthPassports` are both read.
 */
export function parsePersonPassports(value: unknown): PersonPassports {
  if (!isObject(value) || !isObject(value.person)) throw malformed('passport list');
  const person = value.person;
  return {
    person: {
      serviceNumber: text(person.serviceNumber),
      givenName: text(person.givenName),
      middleName: optionalText(person.middleName),
      familyName: text(person.familyName),
      birthDate: optionalText(person.birthDate),
      gender: optionalText(person.gender),
    },
    passports: parsePassportList(value.passports ?? value.healthPassports ?? []),
  };
}

/** The current passport: the newest one that is not published (forms-api "current passport"). */
export function currentPassport(passports: readonly HealthPassport[]): HealthPassport | undefined {
  return newestFirst([...passports]).find((passport) => passport.status !== PassportStatus.PUBLISHED);
}

export const passportsQueryKey = ['passports'] as const;

/**
 * The signed-in consumer's own passports (`GET /api/v2/users/me/health-passport`). Product names come in
 * the language of the moment; the key has no language, so a language switch never empties the list the
 * route guards depend on.
 */
export function myPassportsQueryOptions() {
  return queryOptions({
    queryKey: [...passportsQueryKey, 'me'] as const,
    queryFn: async () =>
      parsePassportList(
        await restRequest<unknown>('GET', '/api/v2/users/me/health-passport', undefined, {
          headers: { 'Accept-Language': currentLocale() },
        }),
      ),
  });
}

export function personPassportsPath(serviceNumber: string): string {
  return `/api/v2/users/${encodeURIComponent(serviceNumber)}/health-passports`;
}

/**
 * A person's passports for a professional (`GET /api/v2/users/{serviceNumber}/health-passports`), product
 * names in `locale`; after a language switch the previous answer stays until the new one is there.
 */
export function personPassportsQueryOptions(serviceNumber: string, locale: Locale) {
  return queryOptions({
    queryKey: [...passportsQueryKey, 'person', serviceNumber, locale] as const,
    queryFn: async () =>
      parsePersonPassports(
        await restRequest<unknown>('GET', personPassportsPath(serviceNumber), undefined, {
          headers: { 'Accept-Language': locale },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
