// Helpers the form fault specs share: the seed's ids (fetched once per worker) and a counter of the
// writes a form sends, each held back so a second click lands while the first is in flight.
import type { Page } from '@playwright/test';
import { API_BASE } from '../fixtures';
import { seedIds, type SeedIds } from './views';

let ids: Promise<SeedIds> | null = null;
export const seed = () => (ids ??= seedIds());

/** Counts the writes matching `pattern` and holds each one back `holdMs` before it reaches the mock. */
export async function countWrites(page: Page, pattern: RegExp, holdMs = 600) {
  const writes: string[] = [];
  await page.route(
    (url) => url.origin === API_BASE && pattern.test(url.pathname),
    async (route) => {
      const method = route.request().method();
      if (method === 'OPTIONS' || method === 'GET') return route.fallback();
      writes.push(`${method} ${route.request().url()}`);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await route.fallback().catch(() => undefined);
    },
  );
  return writes;
}
