// Dependency hygiene, run by `.ci/run` before anything is installed:
//  1. package-lock.json matches every package.json (what `npm ci` would install is what package.json asks for);
//  2. no production dependency has a known vulnerability of high or critical severity (`npm audit --omit=dev`).
// The audit asks the registry's advisory service. Where the registry answers but offers no such service (a mirror
// that only serves packages), the audit cannot judge anything: the check says so loudly and goes on, unless
// DEPENDENCY_AUDIT=required, which makes that a failure too.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * What `npm audit --json` said: `vulnerable` with the offending packages, `clean`, or `unavailable` when the
 * advisory service gave no answer (its error message).
 */
export function auditVerdict(json) {
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  if (report.error || !report.metadata?.vulnerabilities) {
    return { kind: 'unavailable', reason: report.error?.summary || report.message || 'no audit report' };
  }
  const vulnerable = Object.values(report.vulnerabilities ?? {})
    .filter((entry) => FAILING_SEVERITIES.includes(entry.severity))
    .map((entry) => ({ name: entry.name, severity: entry.severity, range: entry.range }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return vulnerable.length > 0 ? { kind: 'vulnerable', packages: vulnerable } : { kind: 'clean' };
}

function npm(args) {
  return spawnSync('npm', args, { encoding: 'utf8', shell: false });
}

function main() {
  const lock = npm(['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
  if (lock.status !== 0) {
    process.stderr.write(lock.stderr);
    console.error(
      'package-lock.json does not match package.json: run `npm install` and commit the lockfile.',
    );
    return 1;
  }
  console.log('ok  package-lock.json matches package.json');

  const audit = npm(['audit', '--omit=dev', '--audit-level=high', '--json']);
  const verdict = auditVerdict(audit.stdout);
  if (verdict.kind === 'vulnerable') {
    console.error('Production dependencies with known vulnerabilities of high or critical severity:');
    for (const item of verdict.packages)
      console.error(`  ${item.name} (${item.severity}) ${item.range ?? ''}`);
    console.error(
      'Upgrade them (`npm audit fix --omit=dev`, or a newer version of the package that pulls them in).',
    );
    return 1;
  }
  if (verdict.kind === 'unavailable') {
    const required = process.env.DEPENDENCY_AUDIT === 'required';
    console[required ? 'error' : 'warn'](
      `${required ? 'FAIL' : 'NOTE'} the registry's advisory service did not answer (${verdict.reason}): ` +
        'production dependencies were not audited here.',
    );
    return required ? 1 : 0;
  }
  console.log('ok  no production dependency with a known high or critical vulnerability');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
