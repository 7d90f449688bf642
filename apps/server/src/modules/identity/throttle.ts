import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { authErrors } from './identity.errors.js';
import { authThrottles } from './identity.tables.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Per username: five failures (wrong passwords or wrong codes) lock it for 30 s, each further failure doubles
 * the lockout up to 15 minutes; a success clears it; failures are forgotten after a day without one.
 */
export const USER_LOCKOUT = Object.freeze({
  freeFailures: 5,
  firstLockoutMs: 30 * SECOND,
  maxLockoutMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
});
/** Per client address: at most 30 failed attempts in 15 minutes. */
export const ADDRESS_LIMIT = Object.freeze({ max: 30, windowMs: 15 * MINUTE });
/** Per username: at most 5 password-reset codes sent per hour (no mail bombing). */
export const RESET_REQUEST_LIMIT = Object.freeze({ max: 5, windowMs: 60 * MINUTE });

export type ThrottleKind = 'user' | 'ip' | 'reset';
export interface ThrottleKey {
  kind: ThrottleKind;
  id: string;
}

export const userKey = (username: string): ThrottleKey => ({ kind: 'user', id: username });
export const ipKey = (address: string): ThrottleKey => ({ kind: 'ip', id: address });
export const resetKey = (username: string): ThrottleKey => ({ kind: 'reset', id: username });

/** The lockout after `failures` failures (0 below the threshold). */
export function lockoutMs(failures: number): number {
  const { freeFailures, firstLockoutMs, maxLockoutMs } = USER_LOCKOUT;
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
          if (kind === 'user') {
            const last = row.lastFailureAt?.getTime();
            if (last !== undefined && t - last > USER_LOCKOUT.forgetAfterMs) {
              failures = 0;
              previousLastFailureAt = null;
            }
            const until = last === undefined ? 0 : last + lockoutMs(failures);
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
          if (b.kind === 'user' && clearUser) {
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

    async prune() {
      const dayAgo = new Date(clock.now().getTime() - USER_LOCKOUT.forgetAfterMs);
      await db.delete(authThrottles).where(lt(authThrottles.updatedAt, dayAgo));
    },
  };
}
