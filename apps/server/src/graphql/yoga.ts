import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import cors from '@fastify/cors';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { AppContext, AppModule, GraphQLContext } from '../context.js';
import { isDatabaseUnavailable, isUnstorableText } from '../db/database.js';
import { AppError, databaseUnavailable, REQUEST_LEVEL_CATEGORIES, unstorableText } from '../errors.js';
import { buildSchema } from './schema.js';

/** Where GraphQL answers. */
export const GRAPHQL_PATH = '/graphql';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Yoga's request; on the plain path only its method. */
  request?: { method: string };
}

/**
 * GraphQL at /graphql. Armor limits depth, aliases, cost, directives and tokens, and batching stays off, so one
 * request can neither hide a brute force nor an expensive query. GraphiQL and introspection only in demo mode.
 */
export function registerGraphQL(app: FastifyInstance, ctx: AppContext, modules: readonly AppModule[]): void {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema<ServerContext & GraphQLContext>(modules),
    graphqlEndpoint: GRAPHQL_PATH,
    batching: false,
    // CORS is @fastify/cors's, with the configured origins (below).
    cors: false,
    logging: yogaLogger(ctx),
    landingPage: false,
    graphiql: ctx.config.isDemo ? { title: 'Health Passport API' } : false,
    // GraphiQL's page is megabytes of source: loaded when first shown (demo mode only), not held by every server.
    renderGraphiQL: async (options) =>
      (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    context: ({ req }) => ({ app: ctx, request: req, viewer: req.viewer }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 5 },
        costLimit: { maxCost: 5000 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(ctx.config.isDemo ? [] : [useDisableIntrospection()]),
      // Each parsed operation compiled once into a function (graphql-jit): executing it costs a fraction of
      // graphql-js's walk of the document, about a tenth of a GraphQL request's CPU.
      useGraphQlJit(),
    ],
    maskedErrors: {
      maskError(error, message) {
        // By name, not instanceof: graphql-js may be loaded twice (ESM and CJS) and the classes then differ.
        const graphQLError = isGraphQLError(error) ? error : undefined;
        const thrown = graphQLError ? graphQLError.originalError : error;
        const original = isUnstorableText(thrown) ? unstorableText() : thrown;
        if (original instanceof AppError) {
          // One contract for every operation: a domain error (not found, bad input, conflict, forbidden...) is an
          // answer, HTTP 200 with its code and status in `extensions`; only request-level failures (no session,
          // too many requests, database away) keep their HTTP status, so the client signs out or retries cleanly.
          const http = REQUEST_LEVEL_CATEGORIES.has(original.category)
            ? { http: { status: original.status } }
            : {};
          return new GraphQLError(original.message, {
            extensions: { code: original.code, status: original.status, details: original.details, ...http },
          });
        }
        if (isDatabaseUnavailable(original)) {
          const unavailable = databaseUnavailable();
          return new GraphQLError(unavailable.message, {
            extensions: {
              code: unavailable.code,
              status: unavailable.status,
              http: { status: unavailable.status },
            },
          });
        }
        if (graphQLError && (!graphQLError.originalError || !graphQLError.path)) {
          // Parse and validation errors (armor's limits included) and bad variables (an unknown enum value, a
          // malformed scalar: errors without a path) are the caller's fault: 400.
          const extensions = { ...graphQLError.extensions, http: { status: 400 } };
          return new GraphQLError(graphQLError.message, {
            nodes: graphQLError.nodes,
            source: graphQLError.source,
            positions: graphQLError.positions,
            extensions,
          });
        }
        ctx.errorReporter.report(original ?? error, { where: 'graphql' });
        return new GraphQLError(message, { extensions: { code: 'internalError' } });
      },
    },
  });

  // CORS for /graphql only, and only for the configured origins (CORS_ORIGINS; none by default): Yoga's own CORS
  // would answer every origin. The preflight is @fastify/cors's, so the route itself takes GET and POST.
  void app.register(async (scope) => {
    await scope.register(cors, {
      origin: ctx.config.corsOrigins.length > 0 ? ctx.config.corsOrigins : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'accept', 'accept-language', 'x-request-id'],
      credentials: false,
      maxAge: 600,
    });
    scope.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST'],
      handler: async (req, reply) => {
        // GraphQL over HTTP: with this media type, malformed or invalid operations answer 400 instead of 200.
        const accept = req.headers.accept ?? '';
        const streamOrPage = /text\/html|text\/event-stream|multipart\/mixed/.test(accept);
        if (!streamOrPage) {
          req.headers.accept = 'application/graphql-response+json, application/json;q=0.9';
          const plain =
            req.method === 'POST'
              ? await ctx.inFlight(() => answerPlainOperation(yoga, req, reply, ctx.config.isDemo))
              : undefined;
          if (plain) {
            return reply
              .status(plain.status)
              .header('content-type', 'application/graphql-response+json; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(plain.body);
          }
        }
        // One of the instance's places for operations that read the database (src/inFlight.ts).
        const response = await ctx.inFlight(() =>
          yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
        );
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        // Answers hold personal and health data: no browser or proxy keeps them.
        reply.header('cache-control', 'no-store');
        if (response.headers.get('content-type')?.includes('text/html')) {
          // GraphiQL (demo mode only) runs inline scripts of its own.
          reply.header(
            'content-security-policy',
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
          );
        }
        reply.status(response.status);
        // An answer is one JSON document: sent whole, it leaves in one write (and is compressed as one) instead of
        // being piped through a stream. GraphiQL's page too; only a streamed answer stays a stream.
        const contentType = response.headers.get('content-type') ?? '';
        if (/text\/event-stream|multipart\/mixed/.test(contentType)) return reply.send(response.body);
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  });
}

/** A POST's JSON body as GraphQL over HTTP defines it. */
interface OperationRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body when it is a well-formed request for one operation; anything else is left to Yoga's checks. */
function plainOperationRequest(body: unknown): OperationRequest | undefined {
  if (!isObject(body) || typeof body.query !== 'string') return undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'query') continue;
    if (value == null) continue;
    if (key === 'operationName' ? typeof value !== 'string' : !REQUEST_OBJECTS.has(key) || !isObject(value))
      return undefined;
  }
  return body as unknown as OperationRequest;
}
const REQUEST_OBJECTS = new Set(['variables', 'extensions']);

/**
 * Answers a POST of one query or mutation in JSON the way Yoga does, with Yoga's own parse, validation, context
 * and execution (its plugins: armor, masking and its logging, the caches), but without its fetch layer: turning
 * the request into a WHATWG Request and the answer into a Response cost more than the operation itself (`me` and
 * the journey's chapters: about 1,000 -> 650 µs of CPU per request). Whatever it does not answer exactly as Yoga
 * would (a malformed body, a syntax or validation error, an unknown operation name, a subscription) it leaves to
 * Yoga by answering undefined, before anything ran. It answers the status and body rather than sending them: a
 * FastifyReply is thenable, so awaiting one handed back through the in-flight limit would wait for the send.
 */
async function answerPlainOperation(
  yoga: { getEnveloped: (context: ServerContext) => ReturnType<YogaEnveloped> },
  req: FastifyRequest,
  reply: FastifyReply,
  introspectionAllowed: boolean,
): Promise<{ status: number; body: string } | undefined> {
  const params = plainOperationRequest(req.body);
  if (!params) return undefined;
  // Yoga's plugin refuses introspection outside demo mode, on Yoga's request: such a query goes there.
  if (!introspectionAllowed && /__schema|__type\b/.test(params.query)) return undefined;
  // Yoga's plugins read the request's method from the context (to refuse a mutation over GET).
  const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({
    req,
    reply,
    request: { method: req.method },
  });
  let document: ReturnType<typeof parse>;
  try {
    document = parse(params.query);
    // Armor's limits throw from within the validation instead of answering errors.
    if (validate(schema, document).length > 0) return undefined;
  } catch {
    return undefined;
  }
  const operation = getOperationAST(document, params.operationName ?? undefined);
  if (!operation || operation.operation === 'subscription') return undefined;
  const contextValue = await contextFactory({ params });
  const result = (await execute({
    schema,
    document,
    contextValue,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
  })) as ExecutionResult;
  // Yoga's status: the highest HTTP status an error names (request-level failures: 401, 429, 503), else 200.
  const status = Math.max(200, ...(result.errors ?? []).map((e) => httpOf(e)?.status ?? 0));
  const answer = result.errors?.length ? { ...result, errors: result.errors.map(withoutInternals) } : result;
  return { status, body: JSON.stringify(answer) };
}

type YogaEnveloped = ReturnType<typeof createYoga<ServerContext, GraphQLContext>>['getEnveloped'];

const httpOf = (error: GraphQLError) => error.extensions?.http as { status?: number } | undefined;

/** An error as Yoga sends it: without the extensions that only steer the HTTP answer. */
function withoutInternals(error: GraphQLError) {
  const { http: _http, unexpected: _unexpected, ...extensions } = error.extensions ?? {};
  return { ...error.toJSON(), extensions: Object.keys(extensions).length > 0 ? extensions : undefined };
}

/**
 * Yoga logs every error it masks. Expected ones (domain errors, bad requests) are a code on one info line, as
 * REST rejections are; only unexpected errors keep the error level and the stack.
 */
function yogaLogger({ log }: AppContext) {
  return {
    debug: (...args: unknown[]) => log.debug(args[0] as object, ...(args.slice(1) as [])),
    info: (...args: unknown[]) => log.info(args[0] as object, ...(args.slice(1) as [])),
    warn: (...args: unknown[]) => log.warn(args[0] as object, ...(args.slice(1) as [])),
    error: (...args: unknown[]) => {
      const [first] = args;
      const graphQLError = isGraphQLError(first) ? first : undefined;
      const original = graphQLError ? graphQLError.originalError : first;
      if (original instanceof AppError) {
        log.info({ code: original.code }, 'graphql request rejected');
      } else if (graphQLError && (!graphQLError.originalError || !graphQLError.path)) {
        log.info({ code: graphQLError.extensions?.code ?? 'badRequest' }, 'graphql request rejected');
      } else {
        log.error({ err: first }, 'graphql error');
      }
    },
  };
}

function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}
