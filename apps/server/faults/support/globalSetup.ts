import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { closedPort } from '../../src/test/s3Server.js';
import { FAULTS_BUNDLE_DIR } from './server.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const clusterScript = fileURLToPath(new URL('../../../../scripts/pg-cluster.sh', import.meta.url));

export interface PostgresCluster {
  /** The cluster's maintenance database; each test file creates its own database beside it. */
  url: string;
  /** What scripts/pg-cluster.sh needs to find this cluster again (pause, resume). */
  env: { PGPORT: string; PGDIR: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresCluster;
  }
}

/** Builds the server bundle the tests run and starts a PostgreSQL cluster of their own beside any other. */
export default async function setup(project: TestProject): Promise<() => void> {
  // A bundle of the suite's own (support/server.ts runs it), so the CI's browser tests may build dist/ meanwhile.
  // Quiet unless it fails: execFileSync throws with esbuild's message then.
  execFileSync(
    process.execPath,
    ['build.mjs', `--outdir=${FAULTS_BUNDLE_DIR}`, '--without-embedded-template'],
    {
      cwd: serverDir,
      stdio: 'pipe',
    },
  );
  const env = { PGPORT: String(await closedPort()), PGDIR: `/tmp/hp-faults-pg-${process.pid}` };
  const cluster = (args: string) =>
    execFileSync('bash', [clusterScript, args], { env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
  const url = cluster('start');
  project.provide('postgres', { url, env });
  return () => void cluster('stop');
}
