// Test doubles for the browser globals the client touches, in Node: a cookie jar behind
// `document.cookie` and a `location` whose `assign` is recorded.
import { vi } from 'vitest';

export type CookieJar = {
  /** name → value of the cookies currently set. */
  readonly values: Map<string, string>;
  /** Every string written to document.cookie, in order. */
  readonly writes: string[];
};

export function installCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  const document = {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      const expired =
        expires !== undefined && new Date(expires.slice('expires='.length)).getTime() <= Date.now();
      if (expired || value === '') values.delete(name);
      else values.set(name, value);
    },
  };
  vi.stubGlobal('document', document);
  return { values, writes };
}

export type FakeLocation = {
  pathname: string;
  search: string;
  hash: string;
  protocol: string;
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
};

export function installLocation(href: string): FakeLocation {
  const url = new URL(href);
  const location: FakeLocation = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    protocol: url.protocol,
    assign: vi.fn<(url: string) => void>(),
  };
  vi.stubGlobal('location', location);
  return location;
}
