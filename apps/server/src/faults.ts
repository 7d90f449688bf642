import { sql } from 'drizzle-orm';
import type { Tx } from './db/database.js';

/**
 * The fault tests' crash point (apps/server/faults, docs/operations.md). With FAULT_INJECT=after-commit:<name> the
 * process kills itself with SIGKILL, as `kill -9` would, right after the transaction named <name> commits and
 * before anything that follows the commit runs: orders.checkout, payments.webhook, measurements.save. Unset in
 * every normal run; the settings refuse it in production mode.
 */
export function crashAfterCommit(faultInject: string | undefined): ((name: string) => void) | undefined {
  const target = faultInject?.startsWith('after-commit:')
    ? faultInject.slice('after-commit:'.length)
    : undefined;
  if (!target) return undefined;
  return (name) => {
    if (name === target) process.kill(process.pid, 'SIGKILL');
  };
}

/**
 * The abuse run's database error (scripts/abuse.mjs). With FAULT_INJECT=read-only:<name> the transaction named <name>
 * is read-only, so its first write fails in the database itself, a real error whose statement carries the values
 * being saved: the run checks that none of them reaches the log. Only once `serving`: the demo seed, before the
 * server listens, saves measurements too.
 */
export function readOnlyTransaction(
  faultInject: string | undefined,
  serving: () => boolean,
): ((tx: Tx, name: string) => Promise<void>) | undefined {
  const target = faultInject?.startsWith('read-only:') ? faultInject.slice('read-only:'.length) : undefined;
  if (!target) return undefined;
  return async (tx, name) => {
    if (name === target && serving()) await tx.execute(sql`set transaction read only`);
  };
}
