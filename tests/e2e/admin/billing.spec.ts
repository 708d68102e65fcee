// Office billing end to end: the office admin approves a closed contract's payout in the Queue,
// prints and pays the batch in Print Checks, and the agent sees it Paid Out in Agent.EZ; a billable
// expense lands on the agent's Office Bill, the agent pays it, and the office sees it paid.
import type { Page } from '@playwright/test';
import { submitAgentLogin } from '../agent/agentHelpers';
import { DEMO_AGENT } from '../demoAgents';
import { API_BASE, expect, test, tokenCookie } from '../fixtures';
import { closeThroughApi, CONTRACT_AGENTS, seededContract } from './contracts';
import { choose } from './helpers';

const OFFICE = 1;

async function token(page: Page): Promise<string> {
  return decodeURIComponent((await tokenCookie(page.context()))?.value ?? '');
}

async function userName(page: Page, userId: number): Promise<string> {
  const reply = await page.request.get(`${API_BASE}/Users/${userId}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { userName: string } }).data.userName;
}

/**
 * A payout of the test's own: a pending contract of an agent no spec claims, closed today, so the
 * Queue has it whatever other specs approved, and its agent logs in with the demo password.
 */
async function ownPayout(page: Page): Promise<{ address: string; agentId: number }> {
  const contractId = await seededContract('PEND', CONTRACT_AGENTS);
  await closeThroughApi(contractId);
  const reply = await page.request.get(`${API_BASE}/Office/billing/${OFFICE}/payouts?status=Not%20Started`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  const rows = (
    (await reply.json()) as {
      data: { rows: Array<{ contractId: number; propertyAddress: string; agentId: number }> };
    }
  ).data.rows;
  const row = rows.find((r) => r.contractId === contractId);
  expect(row, `contract ${contractId} waits in the Queue once closed`).toBeDefined();
  return { address: row?.propertyAddress ?? '', agentId: row?.agentId ?? 0 };
}

test.describe('office billing', () => {
  test.use({ account: 'officeadmin' });
  // Each flow crosses both areas and two sessions.
  test.slow();

  test('approve in the Queue → print and pay the batch → the agent sees it paid out', async ({
    browser,
    page,
  }) => {
    const { address, agentId } = await ownPayout(page);
    await page.goto(`/main/offices/billing/queue?officeId=${OFFICE}`);
    const queue = page.getByRole('table', { name: /closed contracts waiting for payout/ });
    const payout = queue
      .locator('tbody tr')
      .filter({ has: page.getByRole('cell', { name: address, exact: true }) });
    await expect(payout).toBeVisible();
    const agentName = (await payout.locator('td').nth(1).innerText()).trim();

    await payout.locator('label').click();
    await page.getByRole('button', { name: 'Approve Selected (1)' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Approve 1 payout?');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('1 payout approved')).toBeVisible();
    await expect(queue.getByRole('cell', { name: address, exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to Print Checks' }).click();
    await expect(page).toHaveURL(/\/main\/offices\/billing\/print-checks/);
    const batch = page.getByRole('table', { name: /approved payouts/ });
    await expect(batch.getByRole('cell', { name: address, exact: true })).toBeVisible();
    // Only this contract goes in the batch.
    await batch.locator('thead label').click();
    await batch.locator('tbody tr', { hasText: address }).locator('label').click();
    await expect(batch.getByRole('checkbox', { name: `Select ${address} (${agentName})` })).toBeChecked();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open Checks PDF' }).click();
    await (await popup).close();
    await page.getByRole('button', { name: 'Mark Paid (1)' }).click();
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText(/1 payout paid in batch PB-/)).toBeVisible();
    await expect(batch.getByRole('cell', { name: address, exact: true })).toHaveCount(0);

    // The agent: Closed Deals (Cash) shows the deal paid out.
    const agentUser = await userName(page, agentId);
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/auth/agent-ez/login?returnTo=%2Fagent-ez%2Freports%2Fclosed-deals-cash');
    await submitAgentLogin(agentPage, agentUser);
    await expect(agentPage).toHaveURL(/\/agent-ez\/reports\/closed-deals-cash$/, { timeout: 30_000 });
    const row = agentPage.getByRole('row').filter({ hasText: address });
    await expect(row).toContainText('Paid Out');
    await agentContext.close();
  });

  test('a billable expense lands on the agent’s Office Bill; paid there, it shows paid here', async ({
    browser,
    page,
    sessions,
  }) => {
    await page.goto(`/main/offices/billing/expenses?officeId=${OFFICE}`);
    await page.getByRole('button', { name: 'Add Charge' }).click();
    await expect(page.getByText('Choose an agent')).toBeVisible();
    const demo = await page.request.get(`${API_BASE}/agents/${DEMO_AGENT.userId}`, {
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    const name = ((await demo.json()) as { data: { name: string } }).data.name;
    await choose(page, 'Agent', `${name} (${DEMO_AGENT.userId})`);
    await choose(page, 'Charge for', 'E&O');
    await page.getByRole('textbox', { name: 'Amount' }).fill('77.25');
    await page.getByLabel('Memo').fill('E&O rider for a new listing');
    await page.getByRole('button', { name: 'Add Charge' }).click();
    await expect(page.getByText(/added to .*Office Bill/)).toBeVisible();
    const charge = page
      .getByRole('table', { name: 'Charges to agents' })
      .locator('tr', { hasText: 'E&O rider' });
    await expect(charge).toContainText('Open');
    const invoiceNumber = (await charge.locator('td').nth(4).innerText()).trim();

    const agentContext = await browser.newContext({ storageState: await sessions.stateFor('agent') });
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/agent-ez/office-bill');
    await agentPage.getByRole('button', { name: `Pay invoice ${invoiceNumber}` }).click();
    const payForm = agentPage.getByRole('form', { name: `Pay invoice ${invoiceNumber}` });
    await payForm.getByRole('button', { name: /^Pay \$77\.25/ }).click();
    await expect(
      agentPage.getByRole('status').filter({ hasText: 'Payment Successful' }).first(),
    ).toBeVisible();
    await agentContext.close();

    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Charges to agents' }).locator('tr', { hasText: invoiceNumber }),
    ).toContainText('Paid');
  });

  test('on a phone a table’s title wraps on screen while the table scrolls sideways', async ({ page }) => {
    await ownPayout(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/main/offices/billing/queue?officeId=${OFFICE}`);
    const table = page.getByRole('table', { name: /closed contracts waiting for payout/ });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // Wherever the visible title is drawn (not the caption read out only), its box ends on screen.
    const rightEdges = await page.evaluate(() =>
      [...document.querySelectorAll('p, caption')]
        .filter((el) => /closed contracts waiting for payout$/.test(el.textContent ?? ''))
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.width > 1)
        .map((box) => box.right),
    );
    expect(rightEdges, 'one visible title').toHaveLength(1);
    expect(rightEdges[0], 'the title ends within the screen').toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: /closed contracts waiting for payout/ });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls').toBe(true);
  });

  test('an agent is refused the billing calls', async ({ browser, page, sessions }) => {
    const agentContext = await browser.newContext({ storageState: await sessions.stateFor('agent') });
    const agentPage = await agentContext.newPage();
    const reply = await page.request.get(`${API_BASE}/Office/billing/${OFFICE}/payouts?status=Pending`, {
      headers: { authorization: `Bearer ${await token(agentPage)}` },
    });
    expect(reply.status()).toBe(403);
    await agentContext.close();
  });
});
