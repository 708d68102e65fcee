// Faults injected into the command palette's search call (GET /search/palette) and its saved-search
// write: network failure and 500 answer in the palette with their message and Try again, which
// searches again once the backend is back; 403 says the user may not search here, still signed in;
// a reply that never comes is abandoned at the client's deadline (on Playwright's clock); a 401 ends
// the session at the area login with the way back; hostile text stays text; a double click on Save
// sends one saved search.
import type { Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';
import { expect, faultSwitch, test, tokenCookie, type FaultSwitch } from '../fixtures';
import { countWrites } from './forms.shared';

const PALETTE_CALL = /^\/search\/palette/;
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const alert = (page: Page) => palette(page).getByRole('alert');

/** Waits for the call for the whole text: under load a pause mid-word may send a shorter one first. */
async function askedFor(call: FaultSwitch, text: string) {
  await expect
    .poll(() => call.hits.some((hit) => hit.includes(`q=${text}`)), `the palette asks for "${text}"`)
    .toBe(true);
}

async function openAndType(page: Page, text: string) {
  await expect(page.getByRole('button', { name: 'Search, Ctrl K' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(text);
}

test.describe('command palette under faults', () => {
  test.use({ account: 'superuser' });

  for (const [fault, message] of [
    ['network', 'The search failed. Check your connection.'],
    [500, 'The search failed. Check your connection.'],
  ] as const) {
    test(`${fault}: the palette says so, Try again searches once the backend is back`, async ({
      page,
      guard,
    }) => {
      guard.allowConsoleError(/^Failed to load resource/);
      await page.goto('/main/companies');
      const call = await faultSwitch(page, PALETTE_CALL, fault);
      await openAndType(page, 'pearl');
      // The fault is decided when the call is made: once "pearl" was asked, it fails whatever comes next.
      await askedFor(call, 'pearl');
      await expect(alert(page)).toContainText(message);
      // The typed text is kept: nothing the user typed is lost to a failure.
      await expect(palette(page).getByRole('searchbox')).toHaveValue('pearl');
      call.set('ok');
      await alert(page).getByRole('button', { name: 'Try again' }).click();
      await expect(palette(page).getByRole('menuitem', { name: /^Office: Pearl District/ })).toBeVisible();
      await expect(alert(page)).toHaveCount(0);
    });
  }

  test('403: the palette says the user may not search here, still signed in', async ({ page, guard }) => {
    guard.allowConsoleError(/^Failed to load resource/);
    await page.goto('/main/companies');
    await faultSwitch(page, PALETTE_CALL, 403);
    await openAndType(page, 'pearl');
    await expect(alert(page)).toContainText('You may not search records here.');
    await expect(palette(page).getByRole('searchbox')).toHaveValue('pearl');
    expect(await tokenCookie(page.context())).toBeDefined();
    await expect(page).toHaveURL(/\/main\/companies/);
  });

  test('a reply that never comes is abandoned at the deadline, then Try again', async ({ page, guard }) => {
    guard.allowConsoleError(/^Failed to load resource/);
    await page.clock.install();
    await page.goto('/main/companies');
    const call = await faultSwitch(page, PALETTE_CALL, 'hang');
    await openAndType(page, 'pearl');
    await askedFor(call, 'pearl');
    await expect(alert(page)).toHaveCount(0);
    await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000);
    await expect(alert(page)).toContainText('The search failed.');
    call.set('ok');
    await alert(page).getByRole('button', { name: 'Try again' }).click();
    await expect(palette(page).getByRole('menuitem', { name: /^Office: Pearl District/ })).toBeVisible();
  });

  test('401: the session ends at the area login with the way back', async ({ page, guard }) => {
    guard.allowConsoleError(/^Failed to load resource/);
    await page.goto('/main/companies');
    await faultSwitch(page, PALETTE_CALL, 401);
    await openAndType(page, 'pearl');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/admin/login');
    const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
    expect(new URL(returnTo, page.url()).pathname).toBe('/main/companies');
  });

  test('hostile text is searched as text and shown as text', async ({ page, guard }) => {
    await page.goto('/main/companies');
    const hostile = '<img src=x onerror=alert(1)>';
    await openAndType(page, hostile);
    await expect(palette(page)).toHaveAttribute('data-answered', hostile);
    // The seed has records named like this: they are found and listed as plain text.
    await expect(
      palette(page).getByRole('menuitem', { name: /^Company: <img src=x onerror=alert\(1\)>/ }),
    ).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(guard.record.pageErrors).toEqual([]);
  });
});

test.describe('saved search under faults', () => {
  test.use({ account: 'superuser' });

  test('a double click on Save sends one saved search', async ({ page }) => {
    await page.goto('/main/companies?attr=Company_Name&q=harbor&page=1&size=5');
    const writes = await countWrites(page, /^\/savedSearches$/);
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name', { exact: true }).fill('Harbor companies, double click');
    await dialog.getByRole('button', { name: 'Save Search' }).dblclick();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Saved searches' })
        .getByRole('link', { name: 'Harbor companies, double click' }),
    ).toBeVisible();
    expect(writes).toHaveLength(1);
  });
});
