// On a 401 from any call outside /auth: remove the token and pyramid cookies and hand the user to the
// login page of the area the current path belongs to (docs/product.md: Routes, Behaviour, Messages). Pages
// under /auth (the login and reset-password pages) never redirect, so a failed login stays on its page.
import type { Middleware } from 'openapi-fetch';
import {
  PYRAMID_COOKIE_NAME,
  TOKEN_COOKIE_NAME,
  areaFromPath,
  isAuthPath,
  loginPathFor,
  type Area,
} from '@balance/domain';
import { removeCookie } from '../cookies';
import { isAuthCall } from './paths';

export type UnauthorizedHandler = (area: Area) => void;

type PageLocation = { pathname: string; search: string; hash: string };

function currentLocation(): PageLocation | null {
  return typeof location === 'undefined' ? null : location;
}

/** The login page of an area with `returnTo` set to where the user was. */
export function loginUrlFor(area: Area, from: PageLocation | null = currentLocation()): string {
  const login = loginPathFor(area);
  if (!from) return login;
  const returnTo = `${from.pathname}${from.search}${from.hash}`;
  return `${login}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** The default 401 handler: go to the area's login page with a `returnTo` of the current location. */
export function redirectToLogin(area: Area): void {
  if (typeof location === 'undefined') return;
  location.assign(loginUrlFor(area));
}

export type UnauthorizedOptions = {
  onUnauthorized?: UnauthorizedHandler;
  tokenCookieName?: string;
  pyramidCookieName?: string;
};

export function unauthorizedMiddleware({
  onUnauthorized = redirectToLogin,
  tokenCookieName = TOKEN_COOKIE_NAME,
  pyramidCookieName = PYRAMID_COOKIE_NAME,
}: UnauthorizedOptions = {}): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status !== 401 || isAuthCall(schemaPath)) return undefined;
      const pathname = currentLocation()?.pathname ?? '/';
      if (isAuthPath(pathname)) return undefined;
      removeCookie(tokenCookieName);
      removeCookie(pyramidCookieName);
      onUnauthorized(areaFromPath(pathname));
      return undefined;
    },
  };
}
