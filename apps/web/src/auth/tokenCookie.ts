// The JWT_TOKEN cookie: Secure and SameSite=Strict when served over https, path /.
import { PYRAMID_COOKIE_NAME, TOKEN_COOKIE_NAME } from '@balance/domain';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length)) || null;
  }
  return null;
}

function cookieAttributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return `; path=/${secure ? '; Secure; SameSite=Strict' : '; SameSite=Strict'}`;
}

export function readTokenCookie(): string | null {
  return readCookie(TOKEN_COOKIE_NAME);
}

export function writeTokenCookie(token: string): void {
  document.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}${cookieAttributes()}`;
}

export function removeTokenCookie(): void {
  for (const name of [TOKEN_COOKIE_NAME, PYRAMID_COOKIE_NAME]) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes()}`;
  }
}
