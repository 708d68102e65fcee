// The app's API client: @balance/api-client's typed openapi-fetch client (bearer token from the
// JWT_TOKEN cookie, 120 s timeout with the caller's signal, 401 → session cleared → area login).
import { createApiClient, type ApiClient } from '@balance/api-client';
import type { Area } from '@balance/domain';

export {
  ApiError,
  isAbortError,
  readAgentImportFile,
  readList,
  readPagination,
  unwrap,
} from '@balance/api-client';

export type AppApiClient = ApiClient;

export type AppApiClientOptions = {
  baseUrl: string;
  /** After a 401 (the client has already removed the token cookies). */
  onUnauthorized: (area: Area) => void;
  fetch?: (request: Request) => Promise<Response>;
  /** Per-call deadline (runtime config `requestTimeoutMs`); the client's 120 s by default. */
  timeoutMs?: number;
  /** Throw ApiError for error replies (the data layer's client). */
  throwOnError?: boolean;
};

export function createAppApiClient({
  baseUrl,
  onUnauthorized,
  fetch,
  timeoutMs,
  throwOnError,
}: AppApiClientOptions): AppApiClient {
  return createApiClient({
    baseUrl,
    onUnauthorized,
    ...(fetch ? { fetch } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(throwOnError ? { throwOnError } : {}),
  });
}
