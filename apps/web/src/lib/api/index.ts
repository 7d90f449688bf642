export { ApiError, isApiError, CLIENT_ERROR_CODES } from './ApiError';
export { graphqlRequest } from './graphql';
export { restRequest, restUpload } from './rest';
export type { RestOptions } from './rest';
export { isSessionGoneError } from './http';
export type { HttpMethod } from './http';
