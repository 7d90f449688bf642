/**
 * The fault tests' crash point (apps/server/faults, docs/operations.md). With FAULT_INJECT=after-commit:<name> the
 * process kills itself with SIGKILL, as `kill -9` would, right after the transaction named <name> commits and
 * before anything that follows the commit runs: orders.checkout, payments.webhook, measurements.save. Unset in
 * every normal run; the settings refuse it in production mode.
 */
export function crashAfterCommit(faultInject: string | undefined): ((name: string) => void) | undefined {
  const target = faultInject?.replace(/^after-commit:/, '');
  if (!target) return undefined;
  return (name) => {
    if (name === target) process.kill(process.pid, 'SIGKILL');
  };
}
