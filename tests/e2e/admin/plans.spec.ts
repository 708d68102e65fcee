// Commission plans: Plan Setup from the companies sidebar, a plan made, copied, retired and the copy
// deleted; an agent moved to another plan through the plan panel (keyboard only) and Agent.EZ's
// figures following the plan; an Office Admin reads without write actions.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { choose, dataRows } from './helpers';

const PLANS = '/main/companies/plans?companyId=1';

/** Types into a react-aria NumberField (its steppers share the label) and commits it. */
async function typeNumber(page: Page, name: string, value: string) {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.fill(value);
  await box.press('Tab');
}

test.describe('commission plans', () => {
  test.use({ account: 'superuser' });

  test('creates a plan, copies it, retires the original and deletes the copy', async ({ page }) => {
    // A long flow on a shared machine: three plan pages, two dialogs, a copy and a delete.
    test.slow();
    await page.goto('/main/companies/membership/profile?companyId=1');
    await page.getByRole('button', { name: 'Billing' }).click();
    await page.getByRole('link', { name: 'Plan Setup' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/plans/);
    await expect(dataRows(page).filter({ hasText: '70/30 capped 18k' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/plans\/new\?companyId=1/);
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page.getByText('Plan name is required')).toBeVisible();
    await page.getByLabel('Plan name').fill('E2E Team Scale');
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await typeNumber(page, 'Tier 2 starts at', '0');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page.getByText('Each tier must start above the one before it')).toBeVisible();
    await typeNumber(page, 'Tier 2 starts at', '75000');
    await typeNumber(page, 'Tier 2 agent split (%)', '85');
    await choose(page, 'Cap year starts', 'A set date');
    await choose(page, 'Month', 'April');
    await typeNumber(page, 'Day', '15');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/plans\/\d+$/);
    await expect(page.getByText('0 agents on this plan')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tier 2 starts at' })).toHaveValue('$75,000');

    await page.getByRole('button', { name: 'Copy Plan' }).click();
    await expect(page.getByLabel('Plan name')).toHaveValue('Copy of E2E Team Scale');
    const copyUrl = page.url();
    await page.goBack();
    await expect(page.getByLabel('Plan name')).toHaveValue('E2E Team Scale');
    const originalUrl = page.url();
    await page.getByRole('button', { name: 'Retire Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Retire Plan' }).click();
    await expect(page.getByText(/Plan retired/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate Plan' })).toBeVisible();

    await page.goto(copyUrl);
    await page.getByRole('button', { name: 'Delete Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Plan' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/plans\?companyId=1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Setup' })).toBeVisible();
    // The original stays, retired.
    await page.goto(originalUrl);
    await expect(page.getByRole('button', { name: 'Reactivate Plan' })).toBeVisible();
  });

  test('moves an agent to another plan with the keyboard, and back', async ({ page }) => {
    await page.goto(PLANS);
    await dataRows(page).filter({ hasText: '70/30 capped 18k' }).click();
    // Other tests of the run may add agents to the plan: count from what the page says now.
    const onPlan = page.getByText(/^\d+ agents? on this plan$/);
    await expect(onPlan).toBeVisible();
    const before = Number(/^\d+/.exec((await onPlan.textContent()) ?? '')?.[0]);
    const agents = page.getByRole('list', { name: 'Agents on this plan' });
    const agent = agents.getByRole('button', { name: 'Daniel Okafor' });
    // Daniel is on some plan of the company; find it from his own panel when not on this one.
    await expect(agents.getByRole('button').first()).toBeVisible();
    const someone = (await agent.count()) > 0 ? agent : agents.getByRole('button').nth(1);
    const name = (await someone.textContent()) ?? '';
    await someone.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Commission plan' });
    await expect(panel.getByText('70/30 capped 18k')).toBeVisible();

    await panel.getByRole('button', { name: /Move to plan/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '100% with transaction fee' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Assign Plan' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`${name} moves from 70/30 capped 18k to 100% with transaction fee`);
    await dialog.getByRole('button', { name: 'Assign Plan' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Plan assigned')).toBeVisible();
    await expect(panel.getByText('No cap', { exact: true })).toBeVisible();
    await expect(page.getByText(`${before - 1} agents on this plan`)).toBeVisible();

    // Back where they were, so the rest of the suite sees the seeded figures.
    await choose(page, 'Move to plan', '70/30 capped 18k');
    await panel.getByRole('button', { name: 'Assign Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Assign Plan' }).click();
    await expect(panel.getByText('$18,000', { exact: true })).toBeVisible();
  });
});

test.describe('commission plans for an Office Admin', () => {
  test.use({ account: 'officeadmin' });

  test('reads the plans of their company with no write actions', async ({ page }) => {
    await page.goto(PLANS);
    await expect(dataRows(page).filter({ hasText: '70/30 capped 18k' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add Plan' })).toHaveCount(0);
    await dataRows(page).filter({ hasText: '70/30 capped 18k' }).click();
    await expect(page.getByLabel('Plan name')).toHaveValue('70/30 capped 18k');
    for (const name of ['Save Plan', 'Copy Plan', 'Retire Plan', 'Add Tier'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await page
      .getByRole('list', { name: 'Agents on this plan' })
      .getByRole('button', { name: 'Maya Rivera' })
      .click();
    await expect(
      page.getByRole('region', { name: 'Commission plan' }).getByText(/Cap progress since/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign Plan' })).toHaveCount(0);
  });
});
