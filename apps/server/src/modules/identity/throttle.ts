import { and, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import { addressBucket } from '../../clientAddress.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { authErrors } from './identity.errors.js';
import { authThrottles } from './identity.tables.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Per username and source (a client address, an IPv6 /64, or a known device): five failures (wrong passwords or
 * wrong codes) lock that source out of the account for 30 s, each further failure doubles the lockout up to 15
 * minutes; a success clears it; failures are forgotten after a day without one. A stranger's failures elsewhere
 * do not lock the owner's own device.
 */
export const USER_LOCKOUT = Object.freeze({
  freeFailures: 5,
  firstLockoutMs: 30 * SECOND,
  maxLockoutMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
});
/**
 * Per username over every source but known devices: a ceiling that only an attacker spreading guesses over many
 * addresses reaches; past it, unknown sources are locked out on the same doubling schedule while a known device
 * (and a password reset) still gets in.
 */
export const ACCOUNT_CEILING = Object.freeze({ freeFailures: 50 });
/** Per client address (IPv6: per /64): at most 30 failed attempts in 15 minutes. */
export const ADDRESS_LIMIT = Object.freeze({ max: 30, windowMs: 15 * MINUTE });
/** Per username: at most 5 password-reset codes sent per hour (no mail bombing). */
export const RESET_REQUEST_LIMIT = Object.freeze({ max: 5, windowMs: 60 * MINUTE });

export type ThrottleKind = 'user' | 'source' | 'account' | 'ip' | 'reset' | 'decoy';
export interface ThrottleKey {
  kind: ThrottleKind;
  id: string;
}

export const userKey = (username: string): ThrottleKey => ({ kind: 'user', id: username });
export const sourceKey = (username: string, source: string): ThrottleKey => ({
  kind: 'source',
  id: `${username}|${source}`,
});
export const accountKey = (username: string): ThrottleKey => ({ kind: 'account', id: username });
export const ipKey = (address: string): ThrottleKey => ({ kind: 'ip', id: addressBucket(address) });

/**
 * The counters a sign-in step of `username` goes through: a known device has its own lockout and passes the
 * address limit and the account ceiling (neither is its doing); any other source is counted by its address.
 */
export function signInKeys(username: string, source: { ip: string; deviceId?: string | undefined }) {
  if (source.deviceId) return [sourceKey(username, `device:${source.deviceId}`)];
  return [ipKey(source.ip), sourceKey(username, addressBucket(source.ip)), accountKey(username)];
}
export const resetKey = (username: string): ThrottleKey => ({ kind: 'reset', id: username });

/** The lockout after `failures` failures (0 below the threshold). */
export function lockoutMs(failures: number, freeFailures: number = USER_LOCKOUT.freeFailures): number {
  const { firstLockoutMs, maxLockoutMs } = USER_LOCKOUT;
  if (failures < freeFailures) return 0;
  return Math.min(firstLockoutMs * 2 ** Math.min(failures - freeFailures, 20), maxLockoutMs);
}

/**
 * One attempt that may fail. `begin` counts it as a failure up front (so parallel guesses cannot slip past the
 * limit) and refuses it while a limit is reached; afterwards the caller reports how it went.
 */
export interface Attempt {
  /** The secret was right and the sign-in step is done: the username's failures are cleared. */
  succeeded(): Promise<void>;
  /** Not a guess after all (a correct password before an MFA step, an expired code): the count is undone. */
  neutral(): Promise<void>;
}

interface Begun {
  key: string;
  kind: ThrottleKind;
  stamp: Date;
  previousLastFailureAt: Date | null;
}

export interface Throttle {
  begin(keys: readonly ThrottleKey[]): Promise<Attempt>;
  /** Forgets the sign-in failures of `username` from every source (its password was just reset). */
  forgetUser(username: string): Promise<void>;
  /** Forgets counters untouched for a day. */
  prune(): Promise<void>;
}

export function createThrottle(db: Db, clock: Clock): Throttle {
  return {
    async begin(keys) {
      const now = clock.now();
      const begun = await db.transaction(async (tx) => {
        const done: Begun[] = [];
        for (const { kind, id } of keys) {
          const key = `${kind}:${id}`;
          await tx
            .insert(authThrottles)
            .values({ key, failures: 0, windowStartedAt: now, updatedAt: now })
            .onConflictDoNothing();
          const [row] = await tx.select().from(authThrottles).where(eq(authThrottles.key, key)).for('update');
          if (!row) throw new Error(`throttle row ${key} missing`);
          const t = now.getTime();
          let failures = row.failures;
          let windowStartedAt = row.windowStartedAt;
          let previousLastFailureAt = row.lastFailureAt;
          if (kind === 'user' || kind === 'source' || kind === 'account') {
            const last = row.lastFailureAt?.getTime();
            if (last !== undefined && t - last > USER_LOCKOUT.forgetAfterMs) {
              failures = 0;
              previousLastFailureAt = null;
            }
            const free = kind === 'account' ? ACCOUNT_CEILING.freeFailures : USER_LOCKOUT.freeFailures;
            const until = last === undefined ? 0 : last + lockoutMs(failures, free);
            // Throwing rolls the transaction back: a refused attempt counts for nothing.
            if (t < until) throw authErrors.limitExceeded(Math.ceil((until - t) / SECOND));
          } else {
            const limit = kind === 'ip' ? ADDRESS_LIMIT : RESET_REQUEST_LIMIT;
            if (t - windowStartedAt.getTime() >= limit.windowMs) {
              failures = 0;
              windowStartedAt = now;
            }
            const until = windowStartedAt.getTime() + limit.windowMs;
            if (failures >= limit.max) throw authErrors.limitExceeded(Math.ceil((until - t) / SECOND));
          }
          await tx
            .update(authThrottles)
            .set({ failures: failures + 1, windowStartedAt, lastFailureAt: now, updatedAt: now })
            .where(eq(authThrottles.key, key));
          done.push({ key, kind, stamp: now, previousLastFailureAt });
        }
        return done;
      });

      const undo = async (clearUser: boolean) => {
        for (const b of begun) {
          // Reset requests count every code sent, whatever happens next.
          if (b.kind === 'reset') continue;
          // The ceiling is not cleared by the owner's success elsewhere, or an attacker would get a fresh one.
          if ((b.kind === 'user' || b.kind === 'source') && clearUser) {
            await db.delete(authThrottles).where(eq(authThrottles.key, b.key));
            continue;
          }
          await db
            .update(authThrottles)
            .set({
              failures: sql`greatest(${authThrottles.failures} - 1, 0)`,
              // Put back the previous failure time unless another attempt has moved it since.
              lastFailureAt: sql`case when ${authThrottles.lastFailureAt} = ${b.stamp.toISOString()}::timestamptz then ${b.previousLastFailureAt?.toISOString() ?? null}::timestamptz else ${authThrottles.lastFailureAt} end`,
            })
            .where(eq(authThrottles.key, b.key));
        }
      };
      return { succeeded: () => undo(true), neutral: () => undo(false) };
    },

    async forgetUser(username) {
      const escaped = username.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db
        .delete(authThrottles)
        .where(
          or(
            inArray(authThrottles.key, [`user:${username}`, `account:${username}`]),
            like(authThrottles.key, `source:${escaped}|%`),
          ),
        );
    },

    async prune() {
      const dayAgo = new Date(clock.now().getTime() - USER_LOCKOUT.forgetAfterMs);
      await db.delete(authThrottles).where(lt(authThrottles.updatedAt, dayAgo));
    },
  };
}

/**
 * Stands in for the reset code of an address without an account, so that confirming a reset answers such an
 * address as it answers a known one: a code mismatch while a code asked for is live (up to `maxAttempts`
 * guesses), an expired code before one is asked for and after that.
 */
export interface ResetDecoys {
  issue(username: string): Promise<void>;
  /** Counts a guess; true while the stand-in code would still be live. */
  guess(username: string): Promise<boolean>;
}

export function createResetDecoys(
  db: Db,
  clock: Clock,
  rules: { ttlMs: number; maxAttempts: number },
): ResetDecoys {
  const keyOf = (username: string) => `decoy:${username}`;
  return {
    async issue(username) {
      const now = clock.now();
      const row = { failures: 0, windowStartedAt: now, lastFailureAt: null, updatedAt: now };
      await db
        .insert(authThrottles)
        .values({ key: keyOf(username), ...row })
        .onConflictDoUpdate({ target: authThrottles.key, set: row });
    },
    async guess(username) {
      const now = clock.now();
      const live = await db
        .update(authThrottles)
        .set({ failures: sql`${authThrottles.failures} + 1`, lastFailureAt: now, updatedAt: now })
        .where(
          and(
            eq(authThrottles.key, keyOf(username)),
            gt(authThrottles.windowStartedAt, new Date(now.getTime() - rules.ttlMs)),
            lt(authThrottles.failures, rules.maxAttempts),
          ),
        )
        .returning({ key: authThrottles.key });
      return live.length > 0;
    },
  };
}
