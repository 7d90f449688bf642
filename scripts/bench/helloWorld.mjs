// The baseline of the benchmark: a bare Fastify "hello world" on loopback, the same Fastify the server runs on.
// `node scripts/bench/helloWorld.mjs <port>`; stops on SIGTERM.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(require.resolve('fastify'));

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
