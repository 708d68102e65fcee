import { expect, test } from '@playwright/test';
import { choose, dataRows, grid, logIn } from './helpers';
import { tokenCookie } from '../fixtures';

test.describe('admin area, as a super user', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('logs in and lands on the search with the shell around it', async ({ page }) => {
    await expect(page).toHaveURL(/\/main\/companies/);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByText('3 new messages')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Company' }).first()).toBeVisible();
    await expect(page.getByText(/^v\d+\.\d+\.\d+/)).toBeVisible();
    expect((await tokenCookie(page.context()))?.sameSite).toBe('Strict');
    const settings = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('AGENT_EZ_SETTINGS') ?? 'null'),
    );
    expect(settings).toMatchObject({ userName: 'superuser', role: 'Super Admin' });
  });

  for (const [selection, caption] of [
    ['agents', 'Agent ID'],
    ['companies', 'Date Created'],
    ['offices', 'Office Name'],
    ['users', 'User Name'],
    ['regions', 'Region'],
  ] as const) {
    test(`searches ${selection}`, async ({ page }) => {
      await page.goto(`/main/${selection}`);
      await page.getByRole('button', { name: 'Go' }).click();
      await expect(grid(page).getByRole('columnheader', { name: caption })).toBeVisible();
      await expect(dataRows(page)).toHaveCount(5);
      await expect(page.getByText(/^1–5 of [\d,]+$/)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/main/${selection}\\?.*page=1`));
      if (selection === 'regions')
        await expect(page.getByRole('link', { name: /Add Region/ })).toHaveCount(0);
    });
  }

  test('on a 320 px phone the search page with results fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/main/agents?attr=Agent_Name&q=an&page=37');
    await expect(page.getByRole('button', { name: 'Page 37' })).toBeVisible();
    // The pager keeps the current page between its steps; the top bar and the toolbar fit too.
    await expect(page.getByRole('button', { name: 'Page 38' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('changing the main selection resets the search and navigates', async ({ page }) => {
    await page.goto('/main/companies');
    await page.getByLabel('Search text').fill('harbor');
    // The main selection is a segmented control (a radio group of toggle buttons).
    await page.getByRole('radiogroup', { name: 'Search in' }).getByRole('radio', { name: 'Offices' }).click();
    await expect(page).toHaveURL(/\/main\/offices\?attr=Office_All$/);
    await expect(page.getByLabel('Search text')).toHaveValue('');
  });

  test('follows the Go rule', async ({ page }) => {
    await page.goto('/main/companies');
    const go = page.getByRole('button', { name: 'Go' });
    await expect(go).toBeEnabled(); // Company_All needs no text
    await choose(page, 'Search by', 'Name');
    await expect(go).toBeDisabled();
    await page.getByLabel('Search text').fill(' a ');
    await expect(go).toBeDisabled();
    await page.getByLabel('Search text').fill('ha');
    await expect(go).toBeEnabled();
    await page.getByLabel('Search text').fill('');
    await choose(page, 'Search by', 'Status');
    await expect(page.getByRole('button', { name: /Filter$/ })).toContainText('Active');
    await expect(go).toBeEnabled();
    await go.click();
    await expect(page).toHaveURL(/attr=Company_Status.*page=1/);
    await expect(dataRows(page).first()).toBeVisible();
  });

  test('pages and changes the page size', async ({ page }) => {
    await page.goto('/main/agents');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByText(/^1–5 of/)).toBeVisible();
    const firstId = await dataRows(page).first().getByRole('gridcell').first().textContent();
    await page.getByRole('button', { name: /page 2/i }).click();
    await expect(page.getByText(/^6–10 of/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(dataRows(page).first().getByRole('gridcell').first()).not.toHaveText(firstId ?? '');
    await choose(page, 'Rows per page', '10');
    await expect(page.getByText(/^1–10 of/)).toBeVisible();
    await expect(dataRows(page)).toHaveCount(10);
    await page.reload();
    await expect(page.getByText(/^1–10 of/)).toBeVisible();
  });

  test('while a search runs the grid stays in place and the pager waits for it', async ({ page }) => {
    await page.goto('/main/agents');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByText(/^1–5 of/)).toBeVisible();
    const top = async () => (await grid(page).boundingBox())?.y;
    const before = await top();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/agents(\/agentsBy)?\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Search text').fill('jo');
    await choose(page, 'Search by', 'Name');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
    // Said to screen readers; the grid shows its own loading state and does not move.
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeAttached();
    expect(await top()).toBe(before);
    const pager = page.getByRole('navigation', { name: 'Agents pages' });
    await expect(pager).toHaveAttribute('aria-busy', 'true');
    // The pages on screen are the last search's: a press on one is ignored.
    await pager.getByRole('button', { name: 'Page 3' }).click({ force: true });
    release();
    await expect(grid(page)).not.toHaveAttribute('aria-busy');
    await expect(pager).not.toHaveAttribute('aria-busy');
    await expect(page).toHaveURL(/attr=Agent_Name.*q=jo.*page=1/);
    expect(await top()).toBe(before);
  });

  test('selects a row and reads its detail card', async ({ page }) => {
    await page.goto('/main/offices');
    await page.getByRole('button', { name: 'Go' }).click();
    const row = dataRows(page).first();
    const name = (await row.getByRole('gridcell').nth(1).textContent()) ?? '';
    await row.click();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('button', { name: `Office details: ${name}` });
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Main Phone')).toBeVisible();
    await expect(page.getByText(/^\d{3}-\d{3}-\d+$/).first()).toBeVisible();
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: `Office details: ${name}` })).toBeVisible();
  });

  test('saves grid settings; the snackbar vanishes; the layout survives a reload', async ({ page }) => {
    // The snackbar's 3 s are run on Playwright's clock, not waited out.
    await page.clock.install();
    await page.goto('/main/companies');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByText('Created By', { exact: true }).last().click();
    await page.keyboard.press('Escape');
    await expect(grid(page).getByRole('columnheader', { name: 'Created By' })).toHaveCount(0);
    // Page time stands still from here: only runFor moves it, so the bounds below are exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Save Grid Settings' }).click();
    const snackbar = page.getByText('Grid settings are saved');
    await expect(snackbar).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(snackbar, 'still up before its time').toBeVisible();
    await page.clock.runFor(1_000);
    await expect(snackbar).toBeHidden();
    await page.clock.resume();
    await page.reload();
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(grid(page).getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Created By' })).toHaveCount(0);
  });

  test('the User Default Settings modal cannot be closed with Escape', async ({ page }) => {
    await page.goto('/main/companies');
    await page.getByRole('button', { name: 'User Default Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Default Settings' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('hides and shows the grid, locks and unlocks it', async ({ page }) => {
    await page.goto('/main/companies');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByRole('button', { name: 'Hide Grid' }).click();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Grid' }).click();
    await expect(grid(page)).toBeVisible();
    // Lock/Unlock Grid is one toggle button: its state is aria-pressed, its name stays.
    const lock = page.getByRole('button', { name: 'Lock Grid' });
    await expect(lock).toHaveAttribute('aria-pressed', 'false');
    await lock.click();
    await expect(lock).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Columns' })).toBeDisabled();
  });

  test('exports the whole result set as CSV', async ({ page }) => {
    await page.goto('/main/companies');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByText(/^1–5 of (\d+)$/)).toBeVisible();
    const total = Number((await page.getByText(/^1–5 of (\d+)$/).textContent())?.split(' of ')[1]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV (all pages)' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(file, 'utf8')).replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Name,Active,Date Created,Created By,Offices');
    expect(lines).toHaveLength(total + 1);
  });
});
