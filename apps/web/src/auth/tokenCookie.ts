// The JWT_TOKEN cookie, through the api-client's cookie helpers (path /, SameSite=Strict, Secure on https).
import { getCookie, removeCookie, setTokenCookie } from '@balance/api-client';
import { PYRAMID_COOKIE_NAME, TOKEN_COOKIE_NAME } from '@balance/domain';

export function readTokenCookie(): string | null {
  return getCookie(TOKEN_COOKIE_NAME);
}

export function writeTokenCookie(token: string): void {
  setTokenCookie(token);
}

/** Removes the token and the pyramid cookie (logout, expired session). */
export function removeTokenCookie(): void {
  removeCookie(TOKEN_COOKIE_NAME);
  removeCookie(PYRAMID_COOKIE_NAME);
}
