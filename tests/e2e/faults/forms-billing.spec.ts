// Office billing forms under stress: a double click on Add Charge, Approve or Mark Paid sends one
// request; a charge being typed survives an expired session and the login that follows.
import { APP_ORIGIN, expect, loginThroughForm, test } from '../fixtures';
import { choose } from '../admin/helpers';
import { countWrites, seed } from './forms.shared';

test.describe('billing double submit sends one request', () => {
  test.use({ account: 'superuser' });

  test('Add Charge', async ({ page }) => {
    const { demoOfficeId } = await seed();
    const writes = await countWrites(page, /^\/Office\/billing\/\d+\/expenses$/i);
    await page.goto(`/main/offices/billing/expenses?officeId=${demoOfficeId}`);
    await page.getByRole('button', { name: /Agent$/ }).click();
    await page.getByRole('option').first().click();
    await choose(page, 'Charge for', 'Desk fee');
    await page.getByRole('textbox', { name: 'Amount' }).fill('12.5');
    await page.getByRole('button', { name: 'Add Charge' }).dblclick();
    await expect(page.getByText(/added to .*Office Bill/)).toBeVisible();
    expect(writes).toHaveLength(1);
  });

  test('Approve (Queue) and Mark Paid (Print Checks)', async ({ page }) => {
    const { demoOfficeId } = await seed();
    const approvals = await countWrites(page, /^\/Office\/billing\/\d+\/payouts\/approve$/i);
    await page.goto(`/main/offices/billing/queue?officeId=${demoOfficeId}`);
    await page.locator('thead label').first().click();
    await page.getByRole('button', { name: /^Approve Selected \(\d+\)$/ }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Approve' })
      .dblclick();
    await expect(page.getByText(/payouts? approved/)).toBeVisible();
    expect(approvals).toHaveLength(1);

    const payments = await countWrites(page, /^\/Office\/billing\/\d+\/payouts\/pay$/i);
    await page.goto(`/main/offices/billing/print-checks?officeId=${demoOfficeId}`);
    await page.getByRole('button', { name: /^Mark Paid \(\d+\)$/ }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Mark Paid' })
      .dblclick();
    await expect(page.getByText(/paid in batch PB-/)).toBeVisible();
    expect(payments).toHaveLength(1);
  });
});

test.describe('billing: the draft survives the new login', () => {
  test.use({ account: 'superuser' });

  test('billable expense: typed, session expires, reload → login → back with the draft', async ({
    page,
    context,
    guard,
  }) => {
    guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 401/);
    const { demoOfficeId } = await seed();
    const path = `/main/offices/billing/expenses?officeId=${demoOfficeId}`;
    await page.goto(path);
    const memo = `Draft memo ${Date.now()}`;
    await page.getByLabel('Memo').fill(memo);
    await context.addCookies([
      { name: 'JWT_TOKEN', value: 'expired.session.token', url: APP_ORIGIN, sameSite: 'Strict' },
    ]);
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/auth/'));
    await loginThroughForm(page, 'superuser');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await expect.poll(() => page.getByLabel('Memo').inputValue()).toBe(memo);
  });
});
