import type { Db, Tx } from '../../db/database.js';
import { credentials } from './identity.tables.js';
import { hashPassword } from './password.js';

export async function setPassword(db: Db | Tx, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(credentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, passwordUpdatedAt: new Date() } });
}
