import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, databaseUnavailable } from '../../errors.js';
import { staffWithoutMfa } from '../identity/index.js';

const ClientErrorReport = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, services } = ctx;

  // Spring-style health endpoint for load balancers and monitoring: DOWN (503) when any part is.
  app.get('/actuator/health', async (_request, reply) => {
    const [db, files, jobs] = await Promise.all([
      component('database', () => database.ping(), {
        database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      }),
      component('file store', () => ctx.files.ping(), { kind: ctx.files.kind }),
      component('job queue', () => ctx.jobs.counts()),
    ]);
    const up = [db, files, jobs].every((part) => part.status === 'UP');
    return reply.status(up ? 200 : 503).send({ status: up ? 'UP' : 'DOWN', components: { db, files, jobs } });
  });

  /** UP with `details` and what the check answered (the job counts), or DOWN with `details`. */
  async function component(
    what: string,
    check: () => Promise<object | void>,
    details: Record<string, string> = {},
  ) {
    try {
      const answer = await check();
      return { status: 'UP', details: { ...details, ...(answer ?? {}) } };
    } catch (error) {
      ctx.log.warn({ err: error }, `health check: ${what} did not answer`);
      return { status: 'DOWN', details };
    }
  }

  // customer-journey §4 Maintenance: true while maintenance mode is on.
  app.get('/api/v2/ping', async () => {
    try {
      return await services.maintenance.isOn();
    } catch (error) {
      ctx.log.warn({ err: error }, 'ping: the database did not answer');
      throw databaseUnavailable();
    }
  });

  // The web app's error reporting: logged (and sent to Sentry when configured) with the caller's request id.
  app.post('/api/v2/client-errors', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const report = ClientErrorReport.parse(request.body);
    request.log.warn({ clientError: report }, 'client error reported');
    ctx.errorReporter.report(new Error(`[web] ${report.message}`), {
      url: report.url,
      context: report.context,
    });
    return reply.status(204).send();
  });

  // Operator commands while this server owns the embedded database (`npm run maintenance`, `npm run jobs`):
  // loopback and the admin token only.
  const operatorOnly = (request: FastifyRequest) => {
    const token = request.headers['x-admin-token'];
    const expected = ctx.adminToken;
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!loopback || typeof token !== 'string' || !expected || !safeEqual(token, expected)) {
      throw new AppError('FORBIDDEN', 'forbidden', 'Not allowed');
    }
  };

  app.post('/internal/maintenance', async (request, reply) => {
    operatorOnly(request);
    const { on } = z.object({ on: z.boolean() }).parse(request.body);
    await services.maintenance.set(on);
    return reply.send({ maintenance: on });
  });

  app.get('/internal/jobs/failed', async (request, reply) => {
    operatorOnly(request);
    return reply.header('cache-control', 'no-store').send(await ctx.jobs.failed());
  });

  app.post('/internal/jobs/retry', async (request, reply) => {
    operatorOnly(request);
    const { jobs } = RetryRequest.parse(request.body);
    return reply.send({ retried: await ctx.jobs.retry(jobs) });
  });

  app.get('/internal/staff/without-mfa', async (request, reply) => {
    operatorOnly(request);
    return reply.header('cache-control', 'no-store').send(await staffWithoutMfa(ctx.db));
  });
}

const RetryRequest = z.object({
  jobs: z.array(z.object({ name: z.string().min(1).max(200), id: z.uuid() })).max(10_000),
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
