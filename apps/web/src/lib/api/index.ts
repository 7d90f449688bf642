export { ApiError, isApiError, CLIENT_ERROR_CODES } from './ApiError';
export { graphqlRequest } from './graphql';
export { restDownload, restRequest, restUpload } from './rest';
export type { DownloadedFile, RestOptions } from './rest';
export { isSessionGoneError } from './http';
export { isRateLimited, rateLimitedMessage, rateLimitedMinutes } from './rateLimit';
export type { HttpMethod } from './http';
