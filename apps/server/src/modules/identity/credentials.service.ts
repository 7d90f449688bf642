import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { credentials } from './identity.tables.js';
import { hashPassword } from './password.js';

/** Sign-in state of an account, as the managed identity provider names it. */
export const AccountStatus = Object.freeze({
  CONFIRMED: 'CONFIRMED',
  /** Created by staff with a temporary password: the first sign-in asks for a new one. */
  FORCE_CHANGE_PASSWORD: 'FORCE_CHANGE_PASSWORD',
  /** The password must be reset with an e-mailed code before the next sign-in. */
  RESET_REQUIRED: 'RESET_REQUIRED',
  UNCONFIRMED: 'UNCONFIRMED',
} as const);
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

export type CredentialsRow = typeof credentials.$inferSelect;

export interface PasswordOptions {
  status?: AccountStatus;
  temporaryPasswordExpiresAt?: Date | null;
  mfaRequired?: boolean;
  now?: Date;
}

/** Sets (or replaces) a user's password; the account becomes CONFIRMED unless told otherwise. */
export async function setPassword(
  db: Db | Tx,
  userId: string,
  password: string,
  options: PasswordOptions = {},
): Promise<void> {
  await setPasswordHash(db, userId, await hashPassword(password), options);
}

export async function setPasswordHash(
  db: Db | Tx,
  userId: string,
  passwordHash: string,
  {
    status = AccountStatus.CONFIRMED,
    temporaryPasswordExpiresAt = null,
    mfaRequired,
    now = new Date(),
  }: PasswordOptions = {},
): Promise<void> {
  const values = { passwordHash, passwordUpdatedAt: now, status, temporaryPasswordExpiresAt };
  await db
    .insert(credentials)
    .values({ userId, ...values, ...(mfaRequired === undefined ? {} : { mfaRequired }) })
    .onConflictDoUpdate({ target: credentials.userId, set: values });
}

export async function findCredentials(db: Db | Tx, userId: string): Promise<CredentialsRow | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.userId, userId));
  return row;
}

/** Enables a software token with a known secret (the demo seed; an enrolment goes through the service). */
export async function enableTotp(
  db: Db | Tx,
  userId: string,
  secret: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(credentials)
    .set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: null, totpPendingSecret: null })
    .where(eq(credentials.userId, userId));
}
