import pLimit, { type LimitFunction } from 'p-limit';

/**
 * How many request operations that read the database (GraphQL operations, passport pages) one instance runs at once;
 * later ones wait their turn holding only their request. An operation in progress holds its document, context,
 * queries and partial results, and requests that wait for the database pool (10 connections) kept all of that alive:
 * under 200 clients the server grew from about 230 to 414 MB (GraphQL) and 317 MB (pages) for no more answers per
 * second. Limited, it stays near its idle memory.
 */
export const IN_FLIGHT = 16;

/** The instance's one limit, shared by every route that takes it (AppContext.inFlight). */
export function createInFlightLimit(): LimitFunction {
  return pLimit(IN_FLIGHT);
}
