import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  PASSPORT_STATUSES,
  USERS_PAGE_SIZE,
  type PassportStatus,
  type UsersPagination,
} from '@health-passport/domain';
import { ApiError, CLIENT_ERROR_CODES, graphqlRequest, restRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { PassportPerson } from '../passports';

/** One person of the individuals list (passport-and-professional §3 "Users search result"). */
export interface ListedPerson extends PassportPerson {
  /** Full name for display. */
  name: string;
  email: string;
  /** The passports the viewer may act on (for an external viewer: the shared ones), newest first. */
  passports: { id: string; status: PassportStatus }[];
  /** When the person's account will be erased, while they wait for it (ISO date-time); null otherwise. */
  erasureDueOn: string | null;
}

export interface UsersPage {
  users: ListedPerson[];
  pagination: UsersPagination;
}

/** What the list shows: a search (as typed, trimmed) and a zero-based page. */
export interface UsersSearch {
  name: string;
  page: number;
}

export const usersQueryKey = ['individuals', 'users'] as const;

/** `GET /api/v2/users?page={n}&limit=20&name={text}` (§7). */
export function usersPath({ name, page }: UsersSearch): string {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE), name });
  return `/api/v2/users?${query.toString()}`;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): string | null => (isText(value) && value !== '' ? value : null);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function malformed(): ApiError {
  return new ApiError(200, CLIENT_ERROR_CODES.badResponse, 'The server sent a malformed list of people');
}

function parsePerson(value: unknown): ListedPerson {
  if (!isObject(value) || !isText(value.serviceNumber) || !Array.isArray(value.passports)) throw malformed();
  const passports = value.passports.map((passport: unknown) => {
    if (!isObject(passport) || !isText(passport.id)) throw malformed();
    const status = PASSPORT_STATUSES.find((known) => known === passport.status);
    if (!status) throw malformed();
    return { id: passport.id, status };
  });
  const givenName = isText(value.givenName) ? value.givenName : '';
  const middleName = textOrNull(value.middleName);
  const familyName = isText(value.familyName) ? value.familyName : '';
  return {
    serviceNumber: value.serviceNumber,
    givenName,
    middleName,
    familyName,
    name: textOrNull(value.name) ?? [givenName, middleName, familyName].filter(Boolean).join(' '),
    email: isText(value.email) ? value.email : '',
    birthDate: textOrNull(value.birthDate),
    gender: textOrNull(value.gender),
    passports,
    erasureDueOn: textOrNull(value.erasureDueOn),
  };
}

/** The server's answer, checked: a malformed one is an error state, never a half-drawn list. */
export function parseUsersPage(value: unknown): UsersPage {
  if (!isObject(value) || !Array.isArray(value.users) || !isObject(value.pagination)) throw malformed();
  const { page, limit, previous, next, totalPages } = value.pagination;
  if (!isCount(page) || !isCount(limit) || !isCount(totalPages)) throw malformed();
  if (typeof previous !== 'boolean' || typeof next !== 'boolean') throw malformed();
  // Absent from a server that counts every match.
  const totalPagesAtLeast = value.pagination.totalPagesAtLeast === true;
  return {
    users: value.users.map(parsePerson),
    pagination: { page, limit, previous, next, totalPages, totalPagesAtLeast },
  };
}

export function usersQueryOptions(search: UsersSearch) {
  return queryOptions({
    queryKey: [...usersQueryKey, search.name, search.page] as const,
    // The signal cancels this request when a newer search replaces it (§2.2).
    queryFn: async ({ signal }) =>
      parseUsersPage(await restRequest('GET', usersPath(search), undefined, { signal })),
    // The previous page stays on screen (marked busy) until the next one is there.
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/v2/health-coach/{serviceNumber}/passport/publish`: unlocks the person's computed passport. */
export function publishPath(serviceNumber: string): string {
  return `/api/v2/health-coach/${encodeURIComponent(serviceNumber)}/passport/publish`;
}

export function publishPassport(serviceNumber: string): Promise<{ id: string; status: string }> {
  return restRequest('POST', publishPath(serviceNumber));
}

const ActivateShareDocument = graphql(`
  mutation ActivateShare($sharerServiceNumber: String!) {
    activateShare(sharerServiceNumber: $sharerServiceNumber) {
      id
      healthPassportIds
    }
  }
`);

/** An external viewer accepts the shares of the person who shared with them (§4, §7 activateShare). */
export async function activateShare(sharerServiceNumber: string): Promise<void> {
  await graphqlRequest(ActivateShareDocument, { sharerServiceNumber });
}
