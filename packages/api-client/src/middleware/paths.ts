// Which calls are "the auth call" (docs/product.md#calls: every call except it carries the token) and which
// are under /auth (a 401 there is a failed login, not an expired session). The real API matches paths
// case-insensitively, so /Auth and /auth are the same.

/** The login call, `POST /Auth`: the only call sent without a bearer token. */
export function isLoginCall(schemaPath: string): boolean {
  return schemaPath.toLowerCase() === '/auth';
}

/** Calls under /auth (`/Auth`, `/auth/token`): their 401 never ends the session. */
export function isAuthCall(schemaPath: string): boolean {
  const path = schemaPath.toLowerCase();
  return path === '/auth' || path.startsWith('/auth/');
}
