import { setImmediate as nextTurn } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { Database } from './db/database.js';

/** Runs a request's database-reading operation when one of the instance's places is free; FIFO. */
export type InFlight = <T>(operation: () => T | PromiseLike<T>) => Promise<T>;

/**
 * How many request operations that read the database (GraphQL operations, passport pages) one instance runs at once
 * on PostgreSQL; later ones wait their turn holding only their request. An operation in progress holds its document,
 * context, queries and partial results, and requests that wait for the database pool (10 connections) kept all of
 * that alive: under 200 clients the server grew from about 230 to 414 MB (GraphQL) and 317 MB (pages) for no more
 * answers per second. Limited, it stays near its idle memory.
 */
export const IN_FLIGHT = 16;

/**
 * The same on the embedded database, which runs one query at a time inside this process: its queries hold the
 * thread and answer as microtasks, so operations at once only interleave their queries, hold more memory and make
 * each wait longer.
 */
export const IN_FLIGHT_EMBEDDED = 1;

/**
 * The instance's one limit, shared by every route that takes it (AppContext.inFlight). On the embedded database an
 * operation never awaits real I/O, so without a turn of the event loop between two of them every queued operation ran
 * inside the callback of the socket that read the first, and Node accepts one new connection per turn: with 50
 * clients a turn lasted half a second, and a newly connecting client waited tens of turns (autocannon's 10-second
 * timeouts). Each operation therefore starts on a turn of its own.
 */
export function createInFlightLimit(kind: Database['kind']): InFlight {
  if (kind === 'postgres') {
    const limit = pLimit(IN_FLIGHT);
    return (operation) => limit(operation);
  }
  const limit = pLimit(IN_FLIGHT_EMBEDDED);
  return (operation) =>
    limit(async () => {
      await nextTurn();
      return operation();
    });
}
