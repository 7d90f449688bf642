import { defaultFieldResolver, GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { AppModule, GraphQLContext } from '../context.js';
import baseTypeDefs from './base.graphql?raw';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const scalars = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: (value) => parseDateTime(value),
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
    parseValue: (value) => parseDate(value),
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
  return date;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError('Date must be yyyy-mm-dd');
  }
  return value;
}

/** One schema from the base SDL plus each module's SDL file and resolvers. */
export function buildSchema<TContext extends GraphQLContext>(modules: readonly AppModule[]) {
  return createSchema<TContext>({
    typeDefs: [baseTypeDefs, ...modules.flatMap((m) => (m.typeDefs ? [m.typeDefs] : []))],
    resolvers: [scalars, ...modules.flatMap((m) => (m.resolvers ? [m.resolvers] : []))],
    // graphql-js's own default, set on every field without a resolver: the compiled execution (yoga.ts) would
    // otherwise read a field as a plain property, where graphql-js calls a function-valued one (`me`'s groups).
    defaultFieldResolver,
  });
}
