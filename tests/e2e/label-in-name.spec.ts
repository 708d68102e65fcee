import { getViolations, injectAxe } from 'axe-playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// WCAG 2.5.3 (label in name): a control's visible text is part of its accessible name. axe's rule for
// it is experimental, so the Storybook runner's WCAG tags do not run it; Lighthouse does. This runs it
// on the busiest pages of both areas, at desktop and phone widths (the top bar shows less on a phone).

/** axe is injected as a script tag: the app's CSP would (rightly) refuse it. */
test.use({ bypassCSP: true });

async function labelInNameViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const found = await getViolations(page, undefined, {
    runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
  });
  return found.flatMap((violation) => violation.nodes.map((node) => node.html));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`label in name at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('admin', () => {
      test.use({ account: 'superuser' });
      test('the admin search page with results', async ({ page }) => {
        await page.goto('/main/agents?attr=Agent_Name&q=an&page=1');
        // The pager's range is there once the rows are.
        await expect(page.getByText(/^1–\d+ of \d/)).toBeVisible({ timeout: 30_000 });
        expect(await labelInNameViolations(page)).toEqual([]);
      });
    });

    test.describe('agent', () => {
      test.use({ account: 'agent' });
      test('the agent dashboard', async ({ page }) => {
        await page.goto('/agent-ez/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
        expect(await labelInNameViolations(page)).toEqual([]);
      });
    });
  });
}
