import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { choose, dataRows, logIn, typeDate } from './helpers';

// Deal searches scan a company's whole book and load it on first use: seconds on a loaded 2-core box.
const expect = baseExpect.configure({ timeout: 15_000 });

const LISTINGS = '/main/companies/vitals/listings?companyId=1';

/**
 * The grid's cell texts of every data row, by column index, read in one go: rows listed first and read
 * one by one could be replaced by a new answer in between, and reading a gone row waits forever.
 */
async function column(page: Page, index: number): Promise<string[]> {
  return dataRows(page).evaluateAll(
    (rows, at) =>
      rows.map((row) => row.querySelectorAll<HTMLElement>('[role="gridcell"]')[at]?.innerText ?? ''),
    index,
  );
}

/** The total the pager shows ("1–25 of 1,234"). */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/^1–\d+ of [\d,]+$/).textContent()) ?? '';
  return Number(text.split(' of ')[1]?.replace(/,/g, ''));
}

const day = (mmddyyyy: string) => {
  const [m, d, y] = mmddyyyy.split('/');
  return `${y}-${m}-${d}`;
};

test.describe('listings and contracts', () => {
  test('Vitals links to both grids; contracts filter by status, side and closing range', async ({ page }) => {
    // Many filter steps, each a search: more than the default budget on a loaded machine.
    test.slow();
    await logIn(page);
    await page.goto('/main/companies/membership/profile?companyId=1');
    await page.getByRole('button', { name: 'Vitals' }).click();
    await page.getByRole('link', { name: 'Contracts', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/companies\/vitals\/contracts/);
    await expect(dataRows(page).first()).toBeVisible();
    const all = await total(page);

    await choose(page, 'Contract Status', 'Pending');
    await choose(page, 'Side', 'List');
    await expect.poll(() => total(page)).toBeLessThan(all);
    // The status filter alone already lowers the total: wait for the rows of both filters.
    await expect.poll(async () => new Set(await column(page, 1))).toEqual(new Set(['List']));
    await expect.poll(async () => new Set(await column(page, 2))).toEqual(new Set(['Pending']));

    await choose(page, 'Contract Status', 'Closed');
    await choose(page, 'Side', 'Any side');
    await typeDate(page, 'Closing From', '01/01/2025');
    await typeDate(page, 'Closing To', '03/31/2025');
    await expect(page.getByText(/^1–\d+ of [\d,]+$/)).toBeVisible();
    await expect
      .poll(async () =>
        (await column(page, 5)).every((d) => day(d) >= '2025-01-01' && day(d) <= '2025-03-31'),
      )
      .toBe(true);
    await typeDate(page, 'Closing To', '12/31/2024');
    await expect(page.getByText('Closing From must be on or before Closing To.')).toBeVisible();
  });

  test('finds a listing by MLS number and opens its page and its contract', async ({ page }) => {
    await logIn(page);
    await page.goto(LISTINGS);
    await choose(page, 'Status', 'Sold');
    await expect.poll(async () => new Set(await column(page, 6))).toEqual(new Set(['Sold']));
    const mls = (await column(page, 1))[0] ?? '';
    await choose(page, 'Search by', 'MLS Number');
    await page.getByRole('textbox', { name: 'MLS Number' }).fill(mls);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => column(page, 1)).toEqual([mls]);

    await dataRows(page).first().click();
    await expect(page).toHaveURL(/\/main\/listings\/profile\?listingId=\d+/);
    await expect(page.getByText('First list price')).toBeVisible();
    await expect(page.getByText(mls)).toBeVisible();
    const contracts = page.getByRole('grid', { name: 'Contracts of the listing' });
    await contracts.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/main\/contracts\/profile\?contractId=\d+/);
  });

  test('exports every page of an agent’s listings to CSV', async ({ page }) => {
    await logIn(page);
    await page.goto(LISTINGS);
    await page.getByRole('combobox', { name: 'Agent' }).fill('Maya Rivera');
    await page.getByRole('option', { name: /^Maya Rivera \(1001\)/ }).click();
    // The picker's list stays open after a choice; a click elsewhere closes it.
    await page.locator('h1').click();
    await expect(page.getByRole('button', { name: 'Any agent' })).toBeVisible();
    await expect
      .poll(async () => (await column(page, 7)).filter((name) => name !== 'Maya Rivera'))
      .toEqual([]);
    const count = await total(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV (all pages)' }).click();
    const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Address,MLS Number,Property Type,List Price,List Date,Expiration,Status,Listing Agent,Office',
    );
    expect(lines).toHaveLength(count + 1);
  });
});
