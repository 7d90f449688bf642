import { hasAnyRole, MFA_REQUIRED_ROLES, type Role } from '@health-passport/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userGroups, users } from '../users/users.tables.js';
import { credentials } from './identity.tables.js';

/**
 * Whether an account must sign in with an authenticator app: it holds a role that reads other people's health
 * data (MFA_REQUIRED_ROLES). Demo mode runs on one machine with the README's accounts, which sign in with their
 * password alone; production always requires it.
 */
export function needsAuthenticator(roles: readonly Role[], config: { isDemo: boolean }): boolean {
  return !config.isDemo && hasAnyRole(roles, MFA_REQUIRED_ROLES);
}

export interface StaffWithoutMfa {
  email: string;
  name: string;
  roles: Role[];
}

/** Staff who read health data and have no authenticator yet: their next sign-in asks them to set one up. */
export async function staffWithoutMfa(db: Db): Promise<StaffWithoutMfa[]> {
  const rows = await db
    .select({
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      group: userGroups.group,
    })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(and(inArray(userGroups.group, [...MFA_REQUIRED_ROLES]), isNull(credentials.totpSecret)))
    .orderBy(asc(users.email), asc(userGroups.group));
  const byEmail = new Map<string, StaffWithoutMfa>();
  for (const row of rows) {
    const entry = byEmail.get(row.email) ?? {
      email: row.email,
      name: [row.givenName, row.familyName].filter(Boolean).join(' '),
      roles: [],
    };
    entry.roles.push(row.group as Role);
    byEmail.set(row.email, entry);
  }
  return [...byEmail.values()];
}
