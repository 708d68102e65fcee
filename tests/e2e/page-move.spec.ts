import { expect, test } from './fixtures';

// A move to another page renders in a transition: the page on screen stays until the next one is
// ready. On a slow phone that render takes long; a bar across the top then says the press was taken,
// and it goes once the next page shows. (A move to the other area shows that area's own spinner.)
test.use({ account: 'agent' });

type Frame = { top: number; height: number; opacity: number; heading: string };

test('a slow move to another page keeps the page on screen under a progress bar', async ({ page }) => {
  await page.goto('/agent-ez/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Each frame while the bar is in the page: where it is, how opaque, and which page is on screen.
  await page.evaluate(() => {
    const frames: Frame[] = [];
    (window as unknown as { barFrames: Frame[] }).barFrames = frames;
    const watch = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Loading the page"]');
      if (bar) {
        const box = bar.getBoundingClientRect();
        frames.push({
          top: box.top,
          height: box.height,
          opacity: Number(getComputedStyle(bar).opacity),
          heading: document.querySelector('h1')?.textContent ?? '',
        });
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const cdp = await page.context().newCDPSession(page);
  // A phone far slower than the bar's delay (200 ms): rendering the report takes about a second.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('link', { name: 'Closed Deals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Closed Deals' })).toBeVisible({
    timeout: 30_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const frames = await page.evaluate(() => (window as unknown as { barFrames: Frame[] }).barFrames);
  // At the top of the window, over the page left behind, faded in once the move outlasted its delay.
  expect(frames[0]).toMatchObject({ top: 0, height: 3, heading: 'Dashboard' });
  expect(frames.some((frame) => frame.opacity === 1)).toBe(true);
  expect(frames.every((frame) => frame.heading === 'Dashboard')).toBe(true);
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
});
