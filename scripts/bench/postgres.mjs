// The server's PostgreSQL run gets a database of its own, created beside BENCH_DATABASE_URL's in the same cluster
// (its role needs CREATEDB) and dropped afterwards, so it starts empty and the database benches keep theirs.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { default: pg } = await import(require.resolve('pg'));

export async function withThrowawayDatabase(url, work) {
  const name = `hp_bench_server_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    return await work(own.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
