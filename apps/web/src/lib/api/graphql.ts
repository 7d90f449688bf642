import type { TypedDocumentString } from '../gql/graphql';
import { reportError } from '../errorReporting';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { buildHeaders, readErrorBody, readJson, send, toApiError } from './http';

const ENDPOINT = '/graphql';

interface GraphQLErrorEntry {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: unknown; http?: { status?: unknown }; details?: unknown };
}

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorEntry[];
}

function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(query)?.[1];
}

function graphQLErrors(body: unknown): GraphQLErrorEntry[] | undefined {
  const errors = (body as GraphQLResponse<unknown> | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? errors : undefined;
}

function fromGraphQLErrors(errors: GraphQLErrorEntry[], fallbackStatus: number): ApiError {
  const [first] = errors as [GraphQLErrorEntry, ...GraphQLErrorEntry[]];
  const code =
    typeof first.extensions?.code === 'string' ? first.extensions.code : CLIENT_ERROR_CODES.graphql;
  const httpStatus = first.extensions?.http?.status;
  const status = typeof httpStatus === 'number' ? httpStatus : fallbackStatus;
  const details = first.extensions?.details;
  return new ApiError(
    status,
    code,
    first.message ?? 'GraphQL error',
    typeof details === 'object' && details !== null
      ? { details: details as Record<string, unknown> }
      : undefined,
  );
}

type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * Runs a typed operation written with the generated `graphql()` tag. Any `errors` entry fails the
 * whole call: partial data would leave a screen half-filled, which is worse than a clear error state.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TResult> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  const response = await send(ENDPOINT, {
    method: 'POST',
    headers: buildHeaders(true),
    body: JSON.stringify({ query, variables: variables ?? {}, operationName }),
  });

  const body = response.ok ? await readJson(response) : await readErrorBody(response);
  const errors = graphQLErrors(body);
  if (errors) {
    const error = fromGraphQLErrors(errors, response.status);
    reportError(error, { operationName, errors });
    throw error;
  }
  if (!response.ok) throw toApiError(response, body);

  const data = (body as GraphQLResponse<TResult> | undefined)?.data;
  if (data == null) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, 'The server sent no data');
  }
  return data;
}
