// createApiClient: the browser client. openapi-fetch over the generated `paths`, with the middleware
// the product asks for (docs/product.md: Calls, Behaviour): bearer token from the JWT_TOKEN cookie (not
// on the login call), a 120 s timeout combined with the caller's signal, and the 401 → clear session →
// area login redirect.
import createClient, { type Client } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS, TOKEN_COOKIE_NAME } from '@balance/domain';
import type { paths } from './generated/schema';
import { getCookie } from './cookies';
import {
  apiErrorMiddleware,
  bearerTokenMiddleware,
  redirectToLogin,
  timeoutMiddleware,
  unauthorizedMiddleware,
  type TokenSource,
  type UnauthorizedHandler,
} from './middleware';

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** The API base, e.g. from loadRuntimeConfig(); '' means the app's own origin. */
  baseUrl: string;
  /** Where the token comes from; the `tokenCookieName` cookie by default. */
  getToken?: TokenSource;
  /** Called with the current area after a 401 outside /auth; sends the user to the area's login by default. */
  onUnauthorized?: UnauthorizedHandler;
  /** fetch to use; `globalThis.fetch` at call time by default (so MSW set up later still sees calls). */
  fetch?: (request: Request) => Promise<Response>;
  /** Per-call deadline; 120000 ms by default. */
  timeoutMs?: number;
  /** The token cookie's name; `JWT_TOKEN` by default. */
  tokenCookieName?: string;
  /** Throw an ApiError for an error reply instead of returning it (the data layer's client). */
  throwOnError?: boolean;
};

export function createApiClient({
  baseUrl,
  getToken,
  onUnauthorized = redirectToLogin,
  fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
  tokenCookieName = TOKEN_COOKIE_NAME,
  throwOnError = false,
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
    // Query parameters as key=value (arrays repeat the key), docs/product.md#calls.
    querySerializer: { array: { style: 'form', explode: true } },
  });
  // Replies pass through middleware last-registered first: the error middleware goes first so that a
  // 401 has already cleared the session when it throws.
  if (throwOnError) client.use(apiErrorMiddleware());
  client.use(
    bearerTokenMiddleware(getToken ?? (() => getCookie(tokenCookieName))),
    timeoutMiddleware(timeoutMs),
    unauthorizedMiddleware({ onUnauthorized, tokenCookieName }),
  );
  return client;
}
