import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse, type SelectionNode } from 'graphql';
import { addressBucket } from './clientAddress.js';
import type { Config } from './config.js';
import { AppError } from './errors.js';

const MINUTE = 60_000;

/**
 * Requests per address (an IPv6 /64 counts as one) and minute. Generous for a person, tight for a script: guessing
 * coupons, creating guest accounts, sending shares or flooding error reports stops within a minute. The sign-in
 * steps have their own lockout in the database (identity's throttle); these limits are per instance, a brake on
 * bursts.
 */
export const RATE_LIMITS = Object.freeze({
  /** Each GraphQL mutation by its name; every occurrence in a request counts (aliases too). */
  mutation: 60,
  mutations: Object.freeze<Record<string, number>>({
    applyCouponToCart: 10,
    createOrder: 10,
    createOrderByCart: 10,
    shareHealthPassport: 10,
    createCart: 30,
    updateCart: 30,
    removeFromCart: 30,
  }),
  /** POST /api/v2/client-errors. */
  clientErrors: 30,
  /** Each route under /auth/. */
  auth: 120,
  /** Demo mode runs on one machine, whose browser tests sign in and shop from loopback all day. */
  demoLoopbackFactor: 20,
});

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number }>;

/** The plugin's counters behind one hook per request: REST routes by path, GraphQL mutations by name. */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'isDemo'>,
): Promise<void> {
  await app.register(rateLimit, { global: false, timeWindow: MINUTE });
  const factor = (request: FastifyRequest) =>
    config.isDemo && LOOPBACK.test(request.ip) ? RATE_LIMITS.demoLoopbackFactor : 1;
  const checks = new Map<string, Check>();
  const checkFor = (name: string, max: number): Check => {
    let check = checks.get(name);
    if (!check) {
      check = app.createRateLimit({
        max: (request) => max * factor(request),
        keyGenerator: (request) => `${name}|${addressBucket(request.ip)}`,
      }) as Check;
      checks.set(name, check);
    }
    return check;
  };
  /** Counts the request; past the limit, the error to answer (Retry-After is set). */
  const overLimit = async (request: FastifyRequest, reply: FastifyReply, name: string, max: number) => {
    const limit = await checkFor(name, max)(request);
    if (limit.isAllowed || !limit.isExceeded) return undefined;
    const seconds = Math.max(1, Math.ceil((limit.ttl ?? MINUTE) / 1000));
    reply.header('retry-after', String(seconds));
    request.log.info({ limit: name }, 'rate limit reached');
    return new AppError(
      'TOO_MANY_REQUESTS',
      'rateLimited',
      `Too many requests. Please wait ${seconds} seconds and try again.`,
      { retryAfterSeconds: seconds },
    );
  };
  const enforce = async (request: FastifyRequest, reply: FastifyReply, name: string, max: number) => {
    const refused = await overLimit(request, reply, name, max);
    if (refused) throw refused;
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url ?? '';
    if (path === '/api/v2/client-errors') await enforce(request, reply, path, RATE_LIMITS.clientErrors);
    else if (path.startsWith('/auth/')) await enforce(request, reply, path, RATE_LIMITS.auth);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || request.method !== 'POST') return;
    for (const name of mutationFields(request.body)) {
      const max = RATE_LIMITS.mutations[name] ?? RATE_LIMITS.mutation;
      const refused = await overLimit(request, reply, `mutation:${name}`, max);
      if (!refused) continue;
      // A GraphQL client reads GraphQL errors: the request-level error keeps its HTTP status (429).
      const extensions = { code: refused.code, status: refused.status, details: refused.details };
      return reply
        .status(refused.status)
        .header('content-type', 'application/graphql-response+json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: refused.message, extensions }] });
    }
    return undefined;
  });
}

/** The root fields of the mutation a GraphQL request would run, once per occurrence; none when it is no mutation. */
export function mutationFields(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || !query.includes('mutation')) return [];
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    // GraphQL answers the syntax error itself.
    return [];
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  // Root fields may hide in fragments; each fragment is opened once, so a cycle cannot loop.
  const opened = new Set<string>();
  const fieldsOf = (selections: readonly SelectionNode[]): string[] =>
    selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet.selections);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || opened.has(fragment.name.value)) return [];
      opened.add(fragment.name.value);
      return fieldsOf(fragment.selectionSet.selections);
    });
  const chosen =
    typeof operationName === 'string'
      ? operations.filter((op) => op.name?.value === operationName)
      : operations.slice(0, 1);
  return chosen
    .filter((op) => op.operation === 'mutation')
    .flatMap((op) => fieldsOf(op.selectionSet.selections));
}
