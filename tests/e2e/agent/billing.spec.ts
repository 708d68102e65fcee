import { expect, test } from '@playwright/test';
import { API_BASE, tokenCookie } from '../fixtures';
import { loginAsAgent } from './agentHelpers';

test.describe('Agent.EZ office bill', () => {
  test('an agent pays an open invoice once: it shows paid and cannot be paid again', async ({
    page,
    context,
  }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/office-bill' });
    const open = page.getByRole('table', { name: 'Open invoices' });
    const payButton = open.getByRole('button', { name: /^Pay invoice / }).first();
    await expect(payButton).toBeVisible();
    const label = (await payButton.getAttribute('aria-label')) ?? '';
    const invoiceNumber = label.replace('Pay invoice ', '');
    await payButton.click();

    const detail = page.getByRole('region', { name: `Invoice ${invoiceNumber}`, exact: true });
    await expect(detail).toBeVisible();
    const payForm = page.getByRole('form', { name: `Pay invoice ${invoiceNumber}` });
    await expect(payForm.getByRole('button', { name: /Payment method/ })).toContainText('default');
    const submit = payForm.getByRole('button', { name: /^Pay \$/ });
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' }).first()).toBeVisible();

    // Paid: the detail says so and offers no Pay Now.
    await expect(detail.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await expect(open.getByRole('button', { name: `Pay invoice ${invoiceNumber}` })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Paid' }).click();
    const paidRow = page
      .getByRole('table', { name: 'Paid invoices' })
      .locator('tr', { hasText: invoiceNumber });
    await expect(paidRow).toBeVisible();
    await expect(paidRow.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);

    // The server refuses a second payment of the same invoice.
    const token = (await tokenCookie(context))?.value ?? '';
    const invoiceId = Number(page.url().split('/').pop()?.split('?')[0]);
    expect(invoiceId).toBeGreaterThan(0);
    const second = await page.request.post(`${API_BASE}/AgentInvoice/agentPaynow`, {
      headers: { authorization: `Bearer ${token}` },
      data: { invoiceIds: [invoiceId], paymentMethodId: 'pm_1', amount: 1 },
    });
    expect(second.status()).toBe(400);
  });

  // The full browser: the headless shell has no PDF viewer and downloads the PDF instead of showing it.
  test('an invoice PDF opens in a new tab', { tag: '@full-browser' }, async ({ page, context }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/office-bill?filter=All' });
    await page
      .getByRole('button', { name: /^Show invoice / })
      .first()
      .click();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open PDF' }).click();
    const tab = await popup;
    await tab.waitForURL(/^blob:/);
    expect(tab.url()).toMatch(/^blob:/);
  });

  test('a page past the end of the invoices says so and leads back to the first page', async ({ page }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/office-bill?filter=All&page=99');
    await expect(page.getByText('There is no page 99 of these invoices.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/agent-ez\/office-bill\?filter=All$/);
    await expect(page.getByRole('table', { name: 'All invoices' }).locator('tbody tr').first()).toBeVisible();
  });
});
