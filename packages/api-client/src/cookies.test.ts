import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setTokenCookie } from './cookies';
import { installCookieJar, installLocation } from './test/browser-globals';

afterEach(() => vi.unstubAllGlobals());

describe('cookies', () => {
  it('setTokenCookie on https: path=/, SameSite=Strict and Secure', () => {
    const jar = installCookieJar();
    installLocation('https://app.test/main');
    setTokenCookie('a b;c');
    expect(jar.writes).toEqual(['JWT_TOKEN=a%20b%3Bc; path=/; SameSite=Strict; Secure']);
    expect(getCookie('JWT_TOKEN')).toBe('a b;c');
  });

  it('setTokenCookie on http (local development) is not Secure', () => {
    const jar = installCookieJar();
    installLocation('http://127.0.0.1:5173/main');
    setTokenCookie('t', { name: 'BALANCE_TOKEN', expires: new Date('2030-01-01T00:00:00Z') });
    expect(jar.writes).toEqual([
      'BALANCE_TOKEN=t; path=/; SameSite=Strict; expires=Tue, 01 Jan 2030 00:00:00 GMT',
    ]);
  });

  it('removeCookie expires the cookie on path=/', () => {
    const jar = installCookieJar({ JWT_TOKEN: 'x', PYRAMID_TOKEN: 'y' });
    installLocation('https://app.test/main');
    removeCookie('JWT_TOKEN');
    expect(jar.writes[0]).toBe(
      'JWT_TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict; Secure',
    );
    expect(getCookie('JWT_TOKEN')).toBeNull();
    expect(getCookie('PYRAMID_TOKEN')).toBe('y');
  });

  it('getCookie does not match a cookie whose name only ends the same', () => {
    installCookieJar({ OLD_JWT_TOKEN: 'old' });
    expect(getCookie('JWT_TOKEN')).toBeNull();
  });

  it('does nothing without a document (Node, server side)', () => {
    expect(getCookie('JWT_TOKEN')).toBeNull();
    expect(() => setTokenCookie('t')).not.toThrow();
    expect(() => removeCookie('t')).not.toThrow();
  });
});
