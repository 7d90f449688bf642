export { ApiError, isApiError, CLIENT_ERROR_CODES } from './ApiError';
export { graphqlRequest } from './graphql';
export { restRequest } from './rest';
export { isSessionGoneError } from './http';
export type { HttpMethod } from './http';
