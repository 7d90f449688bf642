import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { createTestDatabase } from '../test/testDatabase.js';
import { isDatabaseUnavailable, openDatabase, type Database } from './database.js';

/** A TCP relay we can cut and restore, standing in for a database server that goes away and comes back. */
function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, stop };
}

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** What node-postgres answers for a statement (the shared query type leaves it open). */
type QueryRows<T> = { rows: T[] };

// Only meaningful for a database server: the embedded PGlite lives inside the process and cannot stop alone.
describe.skipIf(!serverUrl)('PostgreSQL going away and coming back', () => {
  let base: Database & { url?: string };
  let relay: ReturnType<typeof createRelay>;
  let t: TestApp;

  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    relay = createRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(await relay.start());
    const viaRelay = await openDatabase(
      { kind: 'postgres', url: url.toString() },
      { onBackgroundError: () => {} },
    );
    t = await createTestApp({}, viaRelay);
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
    await base.close();
  });

  it('answers DOWN while the database is unreachable and UP again once it returns', async () => {
    expect((await t.app.inject('/actuator/health')).statusCode).toBe(200);

    await relay.stop();
    const down = await t.app.inject('/actuator/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'DOWN', components: { db: { status: 'DOWN' } } });

    await relay.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await t.app.inject('/actuator/health')).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });

  it('fails a transaction whose connection the server ended, as unavailable, and the process lives on', async () => {
    const work = base.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as QueryRows<{ pid: number }>;
      // The connection ends while the transaction holds it between two queries.
      await base.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    expect(isDatabaseUnavailable(await work.catch((error: unknown) => error))).toBe(true);
    // The pool hands out a working connection afterwards.
    const after = (await base.db.execute(sql`select 1 as one`)) as QueryRows<{ one: number }>;
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
