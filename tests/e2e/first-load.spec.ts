import { expect, test } from './fixtures';

// The first load's critical path: the app reads /config.json before its first render, so the page
// preloads it beside the core script rather than fetching it after the script has run; the text font
// (Inter, latin) is preloaded too, so text is not laid out twice when it arrives after the first paint.
// A deep link's area chunks are preloaded by the page's small area-preload script, beside the core script.

test.describe('first load', () => {
  test.use({ account: 'superuser' });

  test('config.json is fetched once, from the preload, before the core script has finished', async ({
    page,
  }) => {
    const configs: number[] = [];
    let coreDone = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configs.push(Date.now());
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/core-[^/]+\.js$/.test(new URL(request.url()).pathname)) coreDone = Date.now();
    });
    await page.goto('/main/agents?attr=Agent_Name&q=an&page=1');
    await expect(page.getByText(/^1–\d+ of \d/)).toBeVisible({ timeout: 30_000 });
    // One request: the app's own fetch took the preloaded reply instead of asking again.
    expect(configs).toHaveLength(1);
    expect(configs[0]).toBeLessThanOrEqual(coreDone);
  });

  test('the latin Inter font is preloaded: requested once, before the core script has finished', async ({
    page,
  }) => {
    const fonts: string[] = [];
    let fontAt = Number.POSITIVE_INFINITY;
    let coreDone = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/assets\/inter-latin-wght-normal-[^/]+\.woff2$/.test(path)) {
        fonts.push(path);
        fontAt = Math.min(fontAt, Date.now());
      }
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/core-[^/]+\.js$/.test(new URL(request.url()).pathname)) coreDone = Date.now();
    });
    await page.goto('/main/companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    // One request: the stylesheet's @font-face took the preloaded file (same URL, same CORS mode).
    expect(fonts).toHaveLength(1);
    expect(fontAt).toBeLessThanOrEqual(coreDone);
  });
});

test.describe('first load of a deep link', () => {
  test.use({ account: 'agent' });

  test("a deep link's area chunks download while the core script is still on its way; a login page's do not", async ({
    page,
  }) => {
    // The core script is held back 1.5 s, as a slow phone network would: the area's chunks must not wait for it.
    let coreServedAt = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/core-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      coreServedAt = Date.now();
      await route.continue();
    });
    const requested: { path: string; at: number }[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/assets\/(admin|agent)-[^/]+\.js$/.test(path)) requested.push({ path, at: Date.now() });
      if (path.endsWith('.css')) stylesheets.push(path);
    });

    await page.goto('/agent-ez/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const agent = requested.filter((entry) => entry.path.includes('/agent-'));
    // One download: the app's own import() took the preloaded module.
    expect(agent).toHaveLength(1);
    expect(agent[0]!.at).toBeLessThan(coreServedAt);
    expect(requested.some((entry) => entry.path.includes('/admin-'))).toBe(false);
    // The stylesheets too: each preloaded one is the one the area then applies (same CORS mode).
    expect(stylesheets.length).toBeGreaterThan(2);
    expect(stylesheets).toEqual([...new Set(stylesheets)]);

    await page.context().clearCookies();
    requested.length = 0;
    coreServedAt = Number.POSITIVE_INFINITY;
    // A new document: its core script is held back again (the memory cache would otherwise serve it).
    await page.goto('/auth/admin/login?fresh=1');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    expect(requested.filter((entry) => entry.at < coreServedAt)).toEqual([]);
  });
});
