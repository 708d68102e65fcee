import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_PAGE_SLUGS } from '@balance/domain';
import { loginAsAgent, watchPageErrors } from './agentHelpers';

/** The report's own table (charts carry a data table of their own). */
const reportTable = (page: Page) => page.getByRole('region', { name: / table$/ }).locator('table');

test.describe('Agent.EZ reports', () => {
  test('every report slug shows a titled table with data and a totals row', async ({ page }) => {
    // A walk over every report (a page load each): the default 30 s is for one page.
    test.setTimeout(120_000);
    const errors = watchPageErrors(page);
    await loginAsAgent(page);
    for (const slug of REPORT_PAGE_SLUGS) {
      await page.goto(`/agent-ez/reports/${slug}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, slug).not.toBeEmpty();
      const table = reportTable(page);
      await expect(table.locator('tbody tr').first(), slug).toBeVisible();
      await expect(table.locator('tfoot tr'), slug).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Export CSV' }), slug).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Print' }), slug).toBeEnabled();
    }
    expect(errors).toEqual([]);
  });

  test('the index lists every report and each link opens it', async ({ page }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/reports/index');
    await expect(page.getByRole('heading', { level: 1, name: 'All Reports' })).toBeVisible();
    const links = page.getByRole('region', { name: 'Reports' }).getByRole('link');
    await expect(links).toHaveCount(REPORT_PAGE_SLUGS.length);
    await links.filter({ hasText: 'Net Income' }).click();
    await expect(page).toHaveURL(/\/agent-ez\/reports\/net-income$/);
  });

  test('a report exports its table as CSV, row for row', async ({ page }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/reports/closed-deals');
    const table = reportTable(page);
    // The totals row comes with the data; before it, tbody holds skeleton rows.
    await expect(table.locator('tfoot tr')).toHaveCount(1);
    const rowCount = await table.locator('tbody tr').count();
    const firstCells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^closed-deals-\d{4}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    // Header, one line per row, the totals line.
    expect(lines).toHaveLength(rowCount + 2);
    expect(lines[0]).toBe('Closing Date,Address,Side,Sale Price,Split,Net Commission');
    expect(lines[1]?.startsWith(`${firstCells[0]},`)).toBe(true);
    expect(lines.at(-1)?.startsWith('Total,')).toBe(true);
  });

  test('report filters live in the URL and change the data', async ({ page }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/reports/closed-deals');
    await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: /Side/ }).click();
    await page.getByRole('option', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/side=LIST/);
    // The rows of the new answer (not the loading placeholders in between): every side is List.
    await expect
      .poll(async () => {
        const sides = await reportTable(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
        return sides.length > 0 && sides.every((side) => side === 'List');
      })
      .toBe(true);
  });

  test('contract summaries by address can be e-mailed', async ({ page }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/contracts');
    const firstAddress = (
      await page.getByRole('table', { name: 'Contracts' }).locator('tbody tr a').first().innerText()
    )
      .split(',')[0]
      ?.trim();
    expect(firstAddress).toBeTruthy();
    const street = firstAddress!.split(' ').slice(1).join(' ');
    await page.goto('/agent-ez/reports/index');
    await page.getByRole('textbox', { name: 'Address' }).fill(street);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('table', { name: 'Contract summary results' }).locator('tbody tr');
    await expect(results.first()).toBeVisible();
    await results
      .first()
      .getByRole('button', { name: /^Email the summary/ })
      .click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('me@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The contract has been sent to the email.')).toBeVisible();
  });
});
