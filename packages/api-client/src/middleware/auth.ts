// Adds `Authorization: Bearer <token>` to every call except the login call.
import type { Middleware } from 'openapi-fetch';
import { isLoginCall } from './paths';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export function bearerTokenMiddleware(getToken: TokenSource): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (isLoginCall(schemaPath)) {
        request.headers.delete('Authorization');
        return request;
      }
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
