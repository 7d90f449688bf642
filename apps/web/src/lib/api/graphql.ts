import type { TypedDocumentString } from '../gql/graphql';
import { reportError } from '../errorReporting';
import { currentLocale } from '../i18n';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { isRateLimited } from './rateLimit';
import {
  buildHeaders,
  isSessionGoneError,
  readErrorBody,
  readJson,
  send,
  toApiError,
  withSession,
} from './http';

const ENDPOINT = '/graphql';

interface GraphQLErrorEntry {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: unknown; status?: unknown; http?: { status?: unknown }; details?: unknown };
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

/** An ApiError made from a GraphQL `errors` list, which it keeps for the error report. */
class GraphQLApiError extends ApiError {
  graphQLErrors: GraphQLErrorEntry[] = [];
}

function fromGraphQLErrors(errors: GraphQLErrorEntry[], fallbackStatus: number): GraphQLApiError {
  const [first] = errors as [GraphQLErrorEntry, ...GraphQLErrorEntry[]];
  const code =
    typeof first.extensions?.code === 'string' ? first.extensions.code : CLIENT_ERROR_CODES.graphql;
  // The server puts the status of a domain error in `extensions.status`; Yoga's own errors use `http.status`.
  const statusHint = first.extensions?.status ?? first.extensions?.http?.status;
  const status = typeof statusHint === 'number' ? statusHint : fallbackStatus;
  const details = first.extensions?.details;
  const error = new GraphQLApiError(
    status,
    code,
    first.message ?? 'GraphQL error',
    typeof details === 'object' && details !== null
      ? { details: details as Record<string, unknown> }
      : undefined,
  );
  error.graphQLErrors = errors;
  return error;
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
  const payload = JSON.stringify({ query, variables: variables ?? {}, operationName });
  try {
    return await withSession(() => runOperation<TResult>(payload));
  } catch (error) {
    // GraphQL errors are reported; an ended session is not a fault of the app (it signs out to the login page), nor
    // is the server's "too many requests".
    if (error instanceof GraphQLApiError && !isSessionGoneError(error) && !isRateLimited(error)) {
      reportError(error, { operationName, errors: error.graphQLErrors });
    }
    throw error;
  }
}

async function runOperation<TResult>(payload: string): Promise<TResult> {
  // Server-written texts (product names, experts) come in the interface language, not the browser's.
  const headers = buildHeaders(true);
  headers.set('Accept-Language', currentLocale());
  const response = await send(ENDPOINT, { method: 'POST', headers, body: payload });

  const body = response.ok ? await readJson(response) : await readErrorBody(response);
  const errors = graphQLErrors(body);
  if (errors) {
    throw fromGraphQLErrors(errors, response.status);
  }
  if (!response.ok) throw toApiError(response, body);

  const data = (body as GraphQLResponse<TResult> | undefined)?.data;
  if (data == null) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, 'The server sent no data');
  }
  return data;
}
