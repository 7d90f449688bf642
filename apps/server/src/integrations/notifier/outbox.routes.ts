import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { listOutbox } from './outbox.js';

/** Demo mode only: the outbox as JSON, newest first. In production the path does not exist (JSON 404). */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, isDemo: boolean): void {
  if (!isDemo) return;
  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutbox(db);
  });
}
