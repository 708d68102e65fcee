import { expect, test } from './fixtures';

// The first load's critical path: the app reads /config.json before its first render, so the page
// preloads it beside the core script rather than fetching it after the script has run; the text font
// (Inter, latin) is preloaded too, so text is not laid out twice when it arrives after the first paint.

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
