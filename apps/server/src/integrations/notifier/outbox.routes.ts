import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { listOutbox } from './outbox.js';

/**
 * Demo mode only: the outbox as JSON, newest first, and only to a caller on this machine (it holds every reset
 * code and temporary password). Anyone else, and every caller in production, gets the JSON 404 of an unknown path.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, isDemo: boolean): void {
  if (!isDemo) return;
  app.get('/dev/outbox', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    return listOutbox(db);
  });
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The connection comes from loopback and names no other client: a request relayed by a proxy on this machine
 * (X-Forwarded-For, Forwarded) comes from elsewhere, whatever the socket says.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const socketAddress = request.raw.socket.remoteAddress ?? '';
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(socketAddress) && LOOPBACK.test(request.ip) && !relayed;
}
