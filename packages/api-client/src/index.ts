// The typed Balance API client: generated types from openapi/openapi.yaml and an openapi-fetch client.
export type { paths, components, operations } from './generated/schema';
export type * from './schemas';

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { getCookie, removeCookie, setTokenCookie, type SetTokenCookieOptions } from './cookies';
export { loadRuntimeConfig, type LoadRuntimeConfigOptions, type RuntimeConfig } from './config';
export {
  ApiError,
  isAbortError,
  isNoResults,
  isTimeoutError,
  readErrorBody,
  readList,
  toApiError,
  unwrap,
  type ListResult,
} from './errors';
export {
  bearerTokenMiddleware,
  createLatestSignal,
  isAuthCall,
  isLoginCall,
  loginUrlFor,
  redirectToLogin,
  timeoutMiddleware,
  unauthorizedMiddleware,
  type TokenSource,
  type UnauthorizedHandler,
  type UnauthorizedOptions,
} from './middleware';
export { PAGINATION_HEADER, parsePaginationHeader, readPagination } from './pagination';
export { readAgentImportFile, type AgentImportFile } from './upload';
