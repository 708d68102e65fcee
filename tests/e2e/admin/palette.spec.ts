// The command palette by keyboard alone: Ctrl+K, type, arrows, Enter opens each record kind, a page
// and an action; recent records first in an empty box; an Office Admin finds only their company's
// records (contracts by address too); an agent finds their own contracts and pages. Saved searches:
// save, run from the sidebar and the palette, share as a URL, rename, delete; their columns come back.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Ctrl+K once the area's top bar is there; the box has focus. */
async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: 'Search, Ctrl K' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('searchbox')).toBeFocused();
}

/** Opens the palette with Ctrl+K, types `text`, moves to the result named `name` with the arrows, Enter. */
async function openByKeyboard(page: Page, text: string, name: RegExp) {
  await openPalette(page);
  await page.keyboard.type(text);
  await expect(palette(page)).toHaveAttribute('data-answered', text);
  const target = palette(page).getByRole('menuitem', { name }).first();
  await expect(target).toBeVisible();
  for (let i = 0; i < 40 && (await target.getAttribute('data-focused')) === null; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

test.describe('command palette (Super Admin)', () => {
  test.use({ account: 'superuser' });

  const records: Array<[string, string, RegExp, RegExp]> = [
    [
      'company',
      'harbor',
      /^Company: Harbor & Pine Realty/,
      /\/main\/companies\/membership\/profile\?companyId=1$/,
    ],
    ['office', 'pearl', /^Office: Pearl District/, /\/main\/offices\/profile\/contact-info\?officeId=1$/],
    ['agent by number', '1001', /^Agent: Maya Rivera/, /\/main\/agents\/profile\/contact\?agentId=1001$/],
    ['user', 'priya', /^User: Priya Shah/, /\/main\/users\/profile\/profile\?userId=6001$/],
    ['team', 'jacobi team', /^Team: Jacobi Team/, /\/main\/teams\/profile\/profile\?teamId=1$/],
    [
      'region',
      'pacific',
      /^Region: Pacific Northwest/,
      /\/main\/regions\?attr=Region_Name&q=Pacific\+Northwest/,
    ],
    [
      'contract by number',
      '100100',
      /^Contract: 4835 Bailey Ct/,
      /\/main\/contracts\/profile\?contractId=100100$/,
    ],
    [
      'listing by number',
      '141800',
      /^Listing: 5111 Towne Rd/,
      /\/main\/listings\/profile\?listingId=141800$/,
    ],
  ];
  for (const [kind, text, name, url] of records) {
    test(`finds and opens a ${kind} by keyboard`, async ({ page }) => {
      await page.goto('/main/companies');
      await openByKeyboard(page, text, name);
      await expect(page).toHaveURL(url);
    });
  }

  test('opens a page and runs an action; the top-bar button opens it too', async ({ page }) => {
    await page.goto('/main/companies');
    await openByKeyboard(page, 'agent stats', /^Page: Agent Stats/);
    await expect(page).toHaveURL(/\/main\/companies\/vitals\/agent-stats$/);
    await page.getByRole('button', { name: 'Search, Ctrl K' }).click();
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await openByKeyboard(page, 'new agent', /^Action: New agent/);
    await expect(page).toHaveURL(/\/main\/add-new\/agents$/);
  });

  test('Ctrl+K and typing at once: no character is lost while the dialog loads', async ({ page }) => {
    // The dialog's chunk comes late (a slow network), and the keys are pressed before it is there.
    await page.route(/\/assets\/PaletteDialog-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/main/companies');
    await expect(page.getByRole('button', { name: 'Search, Ctrl K' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pearl');
    const box = page.getByRole('dialog', { name: 'Command palette' }).getByRole('searchbox');
    await expect(box).toHaveValue('pearl');
    await expect(box).toBeFocused();
    await expect(page.getByRole('menuitem', { name: /^Office: Pearl District/ })).toBeVisible();
  });

  test('recent records come first when the box is empty; the match is highlighted', async ({ page }) => {
    await page.goto('/main/companies');
    await openByKeyboard(page, 'priya', /^User: Priya Shah/);
    await openPalette(page);
    const recent = palette(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('menuitem').first()).toHaveAccessibleName(/^User: Priya Shah/);
    await page.keyboard.type('pear');
    await expect(palette(page)).toHaveAttribute('data-answered', 'pear');
    await expect(palette(page).locator('mark').first()).toHaveText(/pear/i);
  });

  test('a text that matches nothing says so', async ({ page }) => {
    await page.goto('/main/companies');
    await openPalette(page);
    await page.keyboard.type('zzqqxx');
    await expect(palette(page)).toHaveAttribute('data-answered', 'zzqqxx');
    await expect(palette(page).getByText('Nothing matches “zzqqxx”.')).toBeVisible();
  });
});

test.describe('command palette (Office Admin)', () => {
  test.use({ account: 'officeadmin' });

  test('finds only records of their scope', async ({ page }) => {
    await page.goto('/main/offices');
    await openPalette(page);
    await page.keyboard.type("o'brien");
    await expect(palette(page)).toHaveAttribute('data-answered', "o'brien");
    await expect(palette(page).getByRole('menuitem', { name: /^Company:/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openByKeyboard(page, 'pearl', /^Office: Pearl District/);
    await expect(page).toHaveURL(/officeId=1$/);
  });

  test('finds a contract of their company by address, none of another company by number', async ({
    page,
  }) => {
    await page.goto('/main/offices');
    await openByKeyboard(page, '4835 bailey', /^Contract: 4835 Bailey Ct/);
    await expect(page).toHaveURL(/\/main\/contracts\/profile\?contractId=100100$/);
    await openPalette(page);
    // 141800 is a contract and a listing of an agent of another company.
    await page.keyboard.type('141800');
    await expect(palette(page)).toHaveAttribute('data-answered', '141800');
    await expect(palette(page).getByText('Nothing matches “141800”.')).toBeVisible();
  });
});

test.describe('command palette (agent)', () => {
  test.use({ account: 'agent' });

  test('finds their own contract by address and a page of the rail', async ({ page }) => {
    await page.goto('/agent-ez/dashboard');
    await openByKeyboard(page, 'bailey', /^Contract: 4835 Bailey Ct/);
    await expect(page).toHaveURL(/\/agent-ez\/contracts\/100100$/);
    await openByKeyboard(page, 'plan status', /^Page: Plan Status/);
    await expect(page).toHaveURL(/\/agent-ez\/plan-status$/);
  });

  test('finds no contract or listing of another agent by its number', async ({ page }) => {
    await page.goto('/agent-ez/dashboard');
    await openPalette(page);
    await page.keyboard.type('141800');
    await expect(palette(page)).toHaveAttribute('data-answered', '141800');
    await expect(palette(page).getByText('Nothing matches “141800”.')).toBeVisible();
  });
});

test.describe('saved searches', () => {
  test.use({ account: 'superuser' });

  test('save, share as a URL, run from the sidebar and the palette, rename, delete', async ({ page }) => {
    // Five round trips through dialogs: more than the default budget on a loaded machine.
    test.setTimeout(90_000);
    await page.goto('/main/agents?attr=Agent_Name&q=rivera&page=1&size=50');
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name', { exact: true }).fill('Riveras');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    const link = page.getByRole('region', { name: 'Saved searches' }).getByRole('link', { name: 'Riveras' });
    // The grid's visible columns are saved too (all of them here).
    await expect(link).toHaveAttribute(
      'href',
      '/main/agents?attr=Agent_Name&q=rivera&page=1&size=50&cols=userId.name.memberType.activeString.gfStatus.officeNum.officeName.agentStatus',
    );

    await page.goto('/main/companies');
    await openByKeyboard(page, 'riveras', /^Saved search: Riveras/);
    await expect(page).toHaveURL(/\/main\/agents\?attr=Agent_Name&q=rivera&page=1&size=50&cols=userId\./);

    await page.getByRole('button', { name: 'Rename Riveras' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel('Name', { exact: true }).fill('Rivera agents');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('link', { name: 'Rivera agents' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Rivera agents' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rivera agents' })).toHaveCount(0);
  });

  test('a search saved with a column hidden opens with it hidden, after a reload too', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/main/agents?attr=Agent_Name&q=rivera&page=1');
    const grid = page.getByRole('grid');
    // The first search of a fresh page can be slow on a loaded machine.
    await expect(grid.getByRole('gridcell', { name: 'Maya Rivera' })).toBeVisible({ timeout: 30_000 });
    await expect(grid.getByRole('columnheader', { name: 'Office Name' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Columns' }).getByText('Office Name', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('columnheader', { name: 'Office Name' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name', { exact: true }).fill('Riveras, no office name');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    // Another page first: the grid's own state is gone, only the saved search brings the columns back.
    await page.goto('/main/companies');
    await page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('link', { name: 'Riveras, no office name' })
      .click();
    await expect(page).toHaveURL(
      /cols=userId\.name\.memberType\.activeString\.gfStatus\.officeNum\.agentStatus$/,
    );
    await expect(grid.getByRole('columnheader', { name: 'Office #' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Office Name' })).toHaveCount(0);
    await page.reload();
    await expect(grid.getByRole('columnheader', { name: 'Office #' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Office Name' })).toHaveCount(0);
  });
});
