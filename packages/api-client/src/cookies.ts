// Cookie helpers for the session: the JWT lives in the `JWT_TOKEN` cookie (name configurable), the
// embedded analytics token in the pyramid cookie. Safe to import where there is no `document` (Node).
import { TOKEN_COOKIE_NAME } from '@balance/domain';

function cookieJar(): { cookie: string } | null {
  return typeof document === 'undefined' ? null : document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The cookie's value, or null when it is not set (or empty). */
export function getCookie(name: string): string | null {
  const jar = cookieJar();
  if (!jar) return null;
  const prefix = `${name}=`;
  for (const part of jar.cookie.split(';')) {
    const item = part.trim();
    if (!item.startsWith(prefix)) continue;
    const raw = item.slice(prefix.length);
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export type SetTokenCookieOptions = {
  /** Cookie name; `JWT_TOKEN` by default. */
  name?: string;
  /** When the cookie expires; a session cookie when absent. */
  expires?: Date;
};

/** Stores the token: path=/, SameSite=Strict, and Secure when the page is served over https. */
export function setTokenCookie(
  token: string,
  { name = TOKEN_COOKIE_NAME, expires }: SetTokenCookieOptions = {},
): void {
  const jar = cookieJar();
  if (!jar) return;
  const parts = [`${name}=${encodeURIComponent(token)}`, 'path=/', 'SameSite=Strict'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  if (isHttps()) parts.push('Secure');
  jar.cookie = parts.join('; ');
}

/** Removes a cookie set on path=/ (expires it in the past). */
export function removeCookie(name: string): void {
  const jar = cookieJar();
  if (!jar) return;
  const parts = [`${name}=`, 'path=/', 'expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SameSite=Strict'];
  if (isHttps()) parts.push('Secure');
  jar.cookie = parts.join('; ');
}
