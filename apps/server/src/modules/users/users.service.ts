import { randomInt } from 'node:crypto';
import { type Role, rolesFromGroups } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { userGroups, users } from './users.tables.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  givenName: string;
  familyName: string;
  middleName?: string | null;
  birthDate?: string | null;
  gender?: 'Male' | 'Female' | null;
  phoneNumber?: string | null;
  locale?: 'en_US' | 'nl_NL';
  groups: readonly Role[];
  customCompanyName?: string | null;
}

export interface UsersService {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  groupsOf(userId: string): Promise<Role[]>;
  create(input: NewUser, tx?: Tx): Promise<UserRow>;
}

export function createUsersService(db: Db): UsersService {
  return {
    async findByEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async groupsOf(userId) {
      const rows = await db
        .select({ group: userGroups.group })
        .from(userGroups)
        .where(eq(userGroups.userId, userId));
      return rolesFromGroups(rows.map((r) => r.group));
    },
    async create(input, tx) {
      const run = async (q: Tx) => {
        const [row] = await q
          .insert(users)
          .values({
            serviceNumber: newServiceNumber(),
            email: input.email.trim().toLowerCase(),
            givenName: input.givenName,
            familyName: input.familyName,
            middleName: input.middleName ?? null,
            birthDate: input.birthDate ?? null,
            gender: input.gender ?? null,
            phoneNumber: input.phoneNumber ?? null,
            locale: input.locale ?? 'en_US',
            customCompanyName: input.customCompanyName ?? null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (input.groups.length > 0) {
          await q.insert(userGroups).values(input.groups.map((group) => ({ userId: row.id, group })));
        }
        return row;
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}

/** HP followed by eight digits; the unique constraint guards the rare collision. */
function newServiceNumber(): string {
  return `HP${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
