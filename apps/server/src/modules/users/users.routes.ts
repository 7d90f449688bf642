import {
  INDIVIDUALS_MENU_ROLES,
  listsOnlySharers,
  type PassportStatus,
  USERS_PAGE_SIZE,
  type UsersPagination,
} from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireRole } from '../identity/index.js';
import type { UserRow } from './users.service.js';

/** Deeper pages than this are refused rather than scanned (a million people are 50,000 pages). */
const MAX_PAGE = 1_000_000;
/** Longer searches match no name, e-mail or service number. */
const MAX_SEARCH_LENGTH = 200;

const UsersQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  // At most a page of 20 (§9), whatever is asked for.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(USERS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, USERS_PAGE_SIZE)),
  name: z.string().max(MAX_SEARCH_LENGTH).default(''),
});

/** One person of the individuals list (passport-and-professional §3 "Users search result"). */
export interface ListedUser {
  serviceNumber: string;
  givenName: string;
  middleName: string | null;
  familyName: string;
  name: string;
  email: string;
  /** yyyy-mm-dd; null when unknown, and always for an external viewer (§6: hidden from external). */
  birthDate: string | null;
  gender: 'Male' | 'Female' | null;
  /** The passports the viewer may act on, newest first: all of them for staff, the shared ones for EXTERNAL. */
  passports: { id: string; status: PassportStatus }[];
  /** When the person's account will be erased, while they wait for it (staff only; null otherwise). */
  erasureDueOn: string | null;
}

export interface UsersPage {
  users: ListedUser[];
  pagination: UsersPagination;
}

export function fullName(user: Pick<UserRow, 'givenName' | 'middleName' | 'familyName'>): string {
  return [user.givenName, user.middleName, user.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { users, passports, sharing, erasure } = ctx.services;

  // The individuals list (passport-and-professional §2.2, §7): consumers found by name, e-mail or service
  // number, 20 to a zero-based page.
  app.get('/api/v2/users', async (request, reply): Promise<UsersPage> => {
    const viewer = requireRole(request, INDIVIDUALS_MENU_ROLES);
    const { page, limit, name } = UsersQuery.parse(request.query);
    // Staff list every consumer; an external viewer only the people who shared with them.
    const external = listsOnlySharers(viewer.roles);
    // Live shares, PENDING included: the external viewer activates a share from this list (§4).
    const shares = external ? await sharing.liveSharesTo(viewer.userId) : [];
    const found = await users.searchConsumers({
      text: name,
      page,
      limit,
      ...(external ? { amongUserIds: [...new Set(shares.map((share) => share.sharerId))] } : {}),
    });
    const passportsOf = await passports.listForUsers(found.users.map((user) => user.id));
    const erasureDue = external
      ? new Map<string, Date>()
      : await erasure.dueDates(found.users.map((user) => user.id));
    const shared = new Set(shares.map((share) => share.passportId));
    const totalPages = Math.ceil(found.total / limit);
    reply.header('cache-control', 'no-store');
    return {
      users: found.users.map((user) => ({
        serviceNumber: user.serviceNumber,
        givenName: user.givenName,
        middleName: user.middleName,
        familyName: user.familyName,
        name: fullName(user),
        email: user.email,
        birthDate: external ? null : user.birthDate,
        gender: user.gender === 'Male' || user.gender === 'Female' ? user.gender : null,
        passports: (passportsOf.get(user.id) ?? [])
          .filter((passport) => !external || shared.has(passport.id))
          .map((passport) => ({ id: passport.id, status: passport.status as PassportStatus })),
        erasureDueOn: erasureDue.get(user.id)?.toISOString() ?? null,
      })),
      pagination: {
        page,
        limit,
        previous: page > 0,
        next: page + 1 < totalPages,
        totalPages,
        totalPagesAtLeast: found.totalIsAtLeast,
      },
    };
  });
}
