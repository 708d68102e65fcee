// The server-side client (docs/product.md#calls): the token is passed in, and a non-OK reply throws
// `new Error(\`HTTP ${status}: ${statusText} - ${body}\`)` instead of returning `{ error }`.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';
import type { paths } from './generated/schema';
import { bearerTokenMiddleware, timeoutMiddleware } from './middleware';

export type ServerApiClient = Client<paths>;

export type ServerApiClientOptions = {
  baseUrl: string;
  /** The caller's JWT; sent as a bearer token on every call except the login call. */
  token?: string | null;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
};

/** The error message of a non-OK reply: `HTTP {status}: {text} - {body}`. */
export function httpErrorMessage(status: number, statusText: string, body: string): string {
  return `HTTP ${status}: ${statusText} - ${body}`;
}

const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body = await response.clone().text();
    throw new Error(httpErrorMessage(response.status, response.statusText, body));
  },
};

export function createServerApiClient({
  baseUrl,
  token,
  fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ServerApiClientOptions): ServerApiClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: fetch ?? ((request) => globalThis.fetch(request)),
    querySerializer: { array: { style: 'form', explode: true } },
  });
  client.use(
    bearerTokenMiddleware(() => token),
    timeoutMiddleware(timeoutMs),
    throwOnError,
  );
  return client;
}
