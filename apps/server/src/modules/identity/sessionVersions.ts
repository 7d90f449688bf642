import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/database.js';
import { credentials } from './identity.tables.js';

/**
 * How long an instance trusts a session version it read. A revocation made on this instance counts at once (it
 * drops its copy); one made on another instance counts here within this time.
 */
export const SESSION_VERSION_CACHE_MS = 5_000;
/** Enough for every active user of one instance; the oldest entry goes first beyond it. */
const MAX_CACHED_USERS = 50_000;

/**
 * Per-account session versions. Every access token carries the version of its account at issue; raising the
 * version refuses every access token issued before, on the next request. Checking costs one primary-key read per
 * account per SESSION_VERSION_CACHE_MS, not one per request.
 */
export interface SessionVersions {
  /** The account's version; undefined when it has no credentials (it cannot hold a valid session). */
  current(userId: string): Promise<number | undefined>;
  /** Whether a token issued under `version` still counts. */
  isCurrent(userId: string, version: number): Promise<boolean>;
  /** Raises the version in `q` (the caller's transaction); call `forget` once that transaction committed. */
  raise(q: Db | Tx, userId: string): Promise<void>;
  /** Drops this instance's copy, so the next request reads the raised version. */
  forget(userId: string): void;
}

export function createSessionVersions(db: Db, clock: Clock): SessionVersions {
  const cache = new Map<string, { version: number | undefined; readAt: number }>();
  // Counts forgets: a read that began before one may hold the old version and is not kept.
  let forgets = 0;

  async function read(userId: string): Promise<number | undefined> {
    const started = forgets;
    const [row] = await db
      .select({ version: credentials.sessionVersion })
      .from(credentials)
      .where(eq(credentials.userId, userId));
    if (forgets === started) {
      cache.delete(userId);
      cache.set(userId, { version: row?.version, readAt: clock.now().getTime() });
      if (cache.size > MAX_CACHED_USERS) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return row?.version;
  }

  async function current(userId: string, atLeast?: number): Promise<number | undefined> {
    const hit = cache.get(userId);
    const fresh = hit && clock.now().getTime() - hit.readAt < SESSION_VERSION_CACHE_MS;
    // A token newer than the copy was issued after a raise elsewhere: read again rather than refuse it.
    if (hit && fresh && (atLeast === undefined || (hit.version ?? -1) >= atLeast)) return hit.version;
    return read(userId);
  }

  return {
    current: (userId) => current(userId),
    async isCurrent(userId, version) {
      return (await current(userId, version)) === version;
    },
    async raise(q, userId) {
      await q
        .update(credentials)
        .set({ sessionVersion: sql`${credentials.sessionVersion} + 1` })
        .where(eq(credentials.userId, userId));
    },
    forget(userId) {
      forgets += 1;
      cache.delete(userId);
    },
  };
}
