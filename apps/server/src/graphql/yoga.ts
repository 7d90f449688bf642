import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import cors from '@fastify/cors';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
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
        if (!/text\/html|text\/event-stream|multipart\/mixed/.test(accept)) {
          req.headers.accept = 'application/graphql-response+json, application/json;q=0.9';
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
        log.info({ code: graphQLError.extensions.code ?? 'badRequest' }, 'graphql request rejected');
      } else {
        log.error({ err: first }, 'graphql error');
      }
    },
  };
}

function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}
