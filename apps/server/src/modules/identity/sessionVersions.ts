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

interface VersionRow {
  version: number;
  keptSessionId: string | null;
  keptFromVersion: number | null;
}

/**
 * Per-account session versions. Every access token carries the version of its account at issue and its sign-in
 * (session id); raising the version refuses every access token issued before, on the next request, except those
 * of the one sign-in a raise may keep (the caller's own, when it signs out the others). Checking costs one
 * primary-key read per account per SESSION_VERSION_CACHE_MS, not one per request.
 */
export interface SessionVersions {
  /** The account's version; undefined when it has no credentials (it cannot hold a valid session). */
  current(userId: string): Promise<number | undefined>;
  /** Whether a token issued under `version` for sign-in `sessionId` still counts. */
  isCurrent(userId: string, version: number, sessionId: string | undefined): Promise<boolean>;
  /**
   * Raises the version in `q` (the caller's transaction), keeping sign-in `keep` valid; call `forget` once that
   * transaction committed.
   */
  raise(q: Db | Tx, userId: string, keep?: string): Promise<void>;
  /** Drops this instance's copy, so the next request reads the raised version. */
  forget(userId: string): void;
}

export function createSessionVersions(db: Db, clock: Clock): SessionVersions {
  const cache = new Map<string, { row: VersionRow | undefined; readAt: number }>();
  // Counts forgets: a read that began before one may hold the old version and is not kept.
  let forgets = 0;

  async function read(userId: string): Promise<VersionRow | undefined> {
    const started = forgets;
    const [row] = await db
      .select({
        version: credentials.sessionVersion,
        keptSessionId: credentials.keptSessionId,
        keptFromVersion: credentials.keptFromVersion,
      })
      .from(credentials)
      .where(eq(credentials.userId, userId));
    if (forgets === started) {
      cache.delete(userId);
      cache.set(userId, { row, readAt: clock.now().getTime() });
      if (cache.size > MAX_CACHED_USERS) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return row;
  }

  async function lookup(userId: string, atLeast?: number): Promise<VersionRow | undefined> {
    const hit = cache.get(userId);
    const fresh = hit && clock.now().getTime() - hit.readAt < SESSION_VERSION_CACHE_MS;
    // A token newer than the copy was issued after a raise elsewhere: read again rather than refuse it.
    if (hit && fresh && (atLeast === undefined || (hit.row?.version ?? -1) >= atLeast)) return hit.row;
    return read(userId);
  }

  return {
    current: async (userId) => (await lookup(userId))?.version,
    async isCurrent(userId, version, sessionId) {
      const row = await lookup(userId, version);
      if (!row) return false;
      if (row.version === version) return true;
      return (
        sessionId !== undefined &&
        sessionId === row.keptSessionId &&
        row.keptFromVersion !== null &&
        version >= row.keptFromVersion &&
        version <= row.version
      );
    },
    async raise(q, userId, keep) {
      await q
        .update(credentials)
        .set(
          keep
            ? {
                sessionVersion: sql`${credentials.sessionVersion} + 1`,
                // A sign-in kept by the raise before keeps the tokens it held then.
                keptFromVersion: sql`case when ${credentials.keptSessionId} = ${keep} then ${credentials.keptFromVersion} else ${credentials.sessionVersion} end`,
                keptSessionId: keep,
              }
            : {
                sessionVersion: sql`${credentials.sessionVersion} + 1`,
                keptSessionId: null,
                keptFromVersion: null,
              },
        )
        .where(eq(credentials.userId, userId));
    },
    forget(userId) {
      forgets += 1;
      cache.delete(userId);
    },
  };
}
