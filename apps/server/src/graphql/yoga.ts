import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { AppContext, AppModule, GraphQLContext } from '../context.js';
import { AppError } from '../errors.js';
import { buildSchema } from './schema.js';

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
    graphqlEndpoint: '/graphql',
    batching: false,
    logging: ctx.log,
    landingPage: false,
    graphiql: ctx.config.isDemo ? { title: 'Health Passport API' } : false,
    renderGraphiQL,
    context: ({ req }) => ({ app: ctx, request: req }),
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
        const original = graphQLError ? graphQLError.originalError : error;
        if (original instanceof AppError) {
          return new GraphQLError(original.message, {
            extensions: { code: original.code, status: original.status, details: original.details },
          });
        }
        if (graphQLError && !graphQLError.originalError) {
          // Parse and validation errors (armor's limits included) are the caller's fault: 400.
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

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // GraphQL over HTTP: with this media type, malformed or invalid operations answer 400 instead of 200.
      const accept = req.headers.accept ?? '';
      if (!/text\/html|text\/event-stream|multipart\/mixed/.test(accept)) {
        req.headers.accept = 'application/graphql-response+json, application/json;q=0.9';
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      if (response.headers.get('content-type')?.includes('text/html')) {
        // GraphiQL (demo mode only) runs inline scripts of its own.
        reply.header(
          'content-security-policy',
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
        );
      }
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}

function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}
