// The admin Contract page: close a pending contract (messages at the fields, then confirmed), mark
// one fallen with a reason, reopen a closed one with a reason, and download the CDA.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_AGENTS, closeThroughApi, seededContract } from './contracts';
import { choose, logIn, todayText, typeDate } from './helpers';

const open = async (page: Page, contractId: number) => {
  await logIn(page);
  await page.goto(`/main/contracts/profile?contractId=${contractId}`);
  await expect(page.getByRole('heading', { name: 'Commission Breakdown' })).toBeVisible();
};
const dialog = (page: Page) => page.getByRole('alertdialog');

test.describe('the Contract page', () => {
  test('close a pending contract: the fields say what is missing, then it closes once confirmed', async ({
    page,
  }) => {
    const contractId = await seededContract('PEND', CONTRACT_AGENTS);
    await open(page, contractId);
    await page.getByRole('button', { name: 'Close Contract', exact: true }).click();
    await expect(page.getByText('Closing date is required')).toBeVisible();
    await expect(page.getByText('Final price is required')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await typeDate(page, 'Closing Date', todayText());
    await page.getByLabel('Final Price').fill('512000');
    await page.getByRole('button', { name: 'Close Contract', exact: true }).click();
    await expect(dialog(page)).toContainText('$512,000.00');
    await dialog(page).getByRole('button', { name: 'Close Contract', exact: true }).click();
    await expect(page.getByText('Contract closed').first()).toBeVisible();
    await expect(page.getByText('Numbers locked while closed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status History' })).toContainText('Closed on');
    await expect(page.getByRole('button', { name: 'Download CDA' })).toBeVisible();
  });

  test('close → approve the payout → mark it paid, all on the contract page', async ({ page }) => {
    const contractId = await seededContract('PEND', CONTRACT_AGENTS);
    await open(page, contractId);
    const payout = page.getByRole('region', { name: 'Payout' });
    await expect(payout).toContainText('The payout opens once the contract closes.');
    await typeDate(page, 'Closing Date', todayText());
    await page.getByLabel('Final Price').fill('430000');
    await page.getByRole('button', { name: 'Close Contract', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Close Contract', exact: true }).click();
    await expect(page.getByText('Contract closed').first()).toBeVisible();
    // Closing opened the payout: the card refreshes without a reload.
    await expect(payout).toContainText('Not Started');
    await payout.getByRole('button', { name: 'Approve Payout' }).click();
    await dialog(page).getByRole('button', { name: 'Approve Payout' }).click();
    await expect(payout).toContainText('Payout approved');
    await expect(payout).toContainText('Pending');
    await payout.getByRole('button', { name: 'Mark Paid' }).click();
    await payout.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(payout).toContainText('Payout marked paid');
    await expect(payout).toContainText('Paid Out');
    await expect(payout).toContainText(/in batch PB-/);
    // A paid-out contract cannot be reopened.
    await expect(page.getByRole('button', { name: 'Reopen Contract', exact: true })).toHaveCount(0);
  });

  test('mark a pending contract fallen with a reason', async ({ page }) => {
    const contractId = await seededContract('PEND', CONTRACT_AGENTS);
    await open(page, contractId);
    await choose(page, 'Change', 'Mark Fallen');
    await page.getByRole('button', { name: 'Mark Fallen', exact: true }).click();
    await expect(page.getByText('Reason is required')).toBeVisible();
    await page.getByLabel('Reason').fill('Buyer financing fell through.');
    await page.getByRole('button', { name: 'Mark Fallen', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Mark Fallen', exact: true }).click();
    await expect(page.getByText('Contract marked fallen').first()).toBeVisible();
    await expect(page.getByText('Fell Through Because')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status History' })).toContainText(
      'Buyer financing fell through.',
    );
  });

  test('reopen a closed contract with a reason', async ({ page }) => {
    const contractId = await seededContract('PEND', CONTRACT_AGENTS);
    await closeThroughApi(contractId);
    await open(page, contractId);
    await page.getByRole('button', { name: 'Reopen Contract', exact: true }).click();
    await expect(page.getByText('Reason is required')).toBeVisible();
    await page.getByLabel('Reason').fill('Final price was mistyped.');
    await page.getByRole('button', { name: 'Reopen Contract', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Reopen Contract', exact: true }).click();
    await expect(page.getByText('Contract reopened').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close Contract', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status History' })).toContainText('Reopened');
  });

  test('download the CDA of a closed contract', async ({ page }) => {
    const contractId = await seededContract('CLSD', CONTRACT_AGENTS);
    await open(page, contractId);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CDA' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`CDA-${contractId}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
