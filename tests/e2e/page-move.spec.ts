import { expect, test } from './fixtures';

// A move to another page renders in a transition: the page on screen stays until the next one is
// ready. While it is pending, a bar across the top fades in after a short delay (so that only a slow
// move, as on a phone, shows it), and it goes once the next page shows. (A move to the other area
// shows that area's own spinner.)
test.use({ account: 'agent' });

type Seen = { top: number; height: number; opacity: string; delay: string; heading: string };

test('a move to another page keeps the page on screen under a progress bar until it lands', async ({
  page,
}) => {
  await page.goto('/agent-ez/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The bar as it enters the page: where, how it fades in, and which page is on screen under it.
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { barSeen: Seen[] }).barSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Loading the page"]');
      if (!bar || seen.length > 0) return;
      const box = bar.getBoundingClientRect();
      const style = getComputedStyle(bar);
      seen.push({
        top: box.top,
        height: box.height,
        opacity: style.opacity,
        delay: style.animationDelay,
        heading: document.querySelector('h1')?.textContent ?? '',
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  // A slower phone than this machine: the move takes long enough to look at.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('link', { name: 'Closed Deals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Closed Deals' })).toBeVisible({
    timeout: 30_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const seen = await page.evaluate(() => (window as unknown as { barSeen: Seen[] }).barSeen);
  expect(seen).toEqual([{ top: 0, height: 3, opacity: '0', delay: '0.2s', heading: 'Dashboard' }]);
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
});
