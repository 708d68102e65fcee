import { TOKEN_COOKIE_NAME } from '@balance/domain';
import { atomWithStorage } from 'jotai/utils';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from '../auth/tokenCookie';

/**
 * The bearer token, kept in the JWT_TOKEN cookie (Secure + SameSite=Strict on https, path /).
 * Read on init, so a reload keeps the session; the api client reads the same cookie on every call.
 */
export const sessionTokenState = atomWithStorage<string | null>(
  TOKEN_COOKIE_NAME,
  null,
  {
    getItem: () => readTokenCookie(),
    setItem: (_key, token) => (token ? writeTokenCookie(token) : removeTokenCookie()),
    removeItem: () => removeTokenCookie(),
  },
  { getOnInit: true },
);
