import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedPort } from '../../src/test/s3Server.js';

/**
 * The suite's own server bundle, relative to apps/server (built by support/globalSetup.ts): one directory below the
 * server like dist/, so the bundle finds its files the same way.
 */
export const FAULTS_BUNDLE_DIR = 'dist-faults';
const MAIN = fileURLToPath(new URL(`../../${FAULTS_BUNDLE_DIR}/main.js`, import.meta.url));
/** The command line of that bundle (`jobs`, `maintenance`, ...). */
export const CLI = fileURLToPath(new URL(`../../${FAULTS_BUNDLE_DIR}/cli.js`, import.meta.url));

/** What every instance shares: one address behind the load balancer, one session secret, one payment key. */
export const PUBLIC_URL = 'http://portal.test';
export const SESSION_SECRET = 'faults-session-secret-shared-by-every-instance';
export const TEST_PAYMENT_HMAC_KEY = 'a1'.repeat(32);

export interface PortalServer {
  name: string;
  port: number;
  /** The process's id, the same after it started itself anew with its options (src/v8WorkerThreads.ts). */
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Settles when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The last lines the process wrote (warnings and errors), for a failing test's message. */
  logTail(lines?: number): string;
  /** `kill -9` from outside. */
  kill9(): Promise<void>;
  /** SIGTERM, as a deployment stops an instance; answers how it ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();
const servers = new Set<PortalServer>();
// A test worker that ends early leaves no server behind.
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/**
 * Starts `node apps/server/dist/main.js` in demo mode (its seed gives the accounts the tests sign in with) on a
 * loopback port with `env` on top (DATABASE_URL, the S3 settings...) and waits until /actuator/health answers UP.
 * `port` restarts an instance where it was.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<PortalServer> {
  const listenOn = port ?? (await closedPort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hp-faults-${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL,
      SESSION_SECRET,
      TEST_PAYMENT_HMAC_KEY,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let alive = true;
  let stopping = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      alive = false;
      started.delete(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      // An end nobody asked for (no stop, no kill, no crash point) is what a failing test needs to see.
      if (!stopping && !env.FAULT_INJECT) {
        console.error(
          `server ${name} ended by itself (code ${code}, signal ${signal}):\n${lines.slice(-40).join('\n')}`,
        );
      }
      resolve({ code, signal });
    }),
  );
  const server: PortalServer = {
    name,
    port: listenOn,
    pid: child.pid!,
    url: `http://127.0.0.1:${listenOn}`,
    exited,
    running: () => alive,
    logTail: (count = 30) => lines.slice(-count).join('\n'),
    async kill9() {
      stopping = true;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  servers.add(server);
  await waitUntilUp(server);
  return server;
}

/** Polls the health check until it answers UP; fails at once when the process ends first. */
async function waitUntilUp(server: PortalServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.running()) {
      throw new Error(`server ${server.name} ended while starting:\n${server.logTail()}`);
    }
    try {
      const response = await fetch(`${server.url}/actuator/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server ${server.name} did not come up within ${timeoutMs} ms:\n${server.logTail()}`);
}

/** Stops every server this test file started that still runs. */
export async function stopServers(): Promise<void> {
  await Promise.all([...servers].filter((s) => s.running()).map((s) => s.stop()));
  servers.clear();
}
