// Onboarding end to end, as an office does it: staff add an agent, give them a commission plan and a
// team; the agent signs in to Agent.EZ with the first password staff handed over, must choose their
// own, and sees that plan and its cap on Plan Status.
import { MESSAGES } from '@balance/domain';
import { expect, test } from '@playwright/test';
import { submitAgentLogin } from '../agent/agentHelpers';
import { choose, dataRows, logIn, typeDate } from './helpers';

const FIRST_PASSWORD = 'Quayside#Pine42';
const OWN_PASSWORD = 'Lantern!Harbor77';

test('onboarding: add an agent, give them a plan and a team, and they see that plan’s cap in Agent.EZ', async ({
  page,
}) => {
  // Four admin pages, two confirmations, a login and a password change.
  test.slow();
  await logIn(page);

  await page.goto('/main/add-new/agents');
  await expect(page.getByLabel('Agent ID')).not.toHaveValue('');
  await choose(page, 'Office', '1001 · Pearl District');
  await page.getByLabel('First Name').fill('Onboard');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('E-mail').fill('onboard.tester@example.com');
  await page.getByLabel('Mobile Phone').fill('503-555-0177');
  await typeDate(page, 'Start Date', '01/05/2026');
  await page.getByLabel('Licence Number').fill('OR-778001');
  await typeDate(page, 'Licence Expiry', '01/05/2028');
  await page.getByLabel('Agent.EZ User Name').fill('pwonboard');
  await page.getByLabel('Initial Password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Save Agent' }).click();
  await expect(page).toHaveURL(/\/main\/agents\/profile\/contact\?agentId=\d+/);

  // A plan of the company other than the default one the new agent starts on, with a cap.
  await page.getByRole('link', { name: 'Commission Plan', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Commission plan' });
  await panel.getByRole('button', { name: /Move to plan$/ }).click();
  const option = page.getByRole('option', { name: /capped \d+k$/ }).first();
  const planName = (await option.textContent())?.trim() ?? '';
  const capK = /capped (\d+)k$/.exec(planName)?.[1];
  expect(capK, `a capped plan to choose (${planName})`).toBeDefined();
  const capText = `$${capK},000`;
  await option.click();
  await panel.getByRole('button', { name: 'Assign Plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Assign Plan' }).click();
  await expect(panel.getByText('Plan assigned')).toBeVisible();
  await expect(panel.getByText(planName, { exact: true }).first()).toBeVisible();
  await expect(panel.getByText(capText, { exact: true }).first()).toBeVisible();

  // A team of the agent's office.
  await page.goto('/main/users');
  await choose(page, 'Search by', 'Team Office');
  await page.getByLabel('Search text').fill('Pearl');
  await page.getByRole('button', { name: 'Go' }).click();
  await dataRows(page).first().click();
  await page.getByRole('link', { name: 'Open team page' }).click();
  await page.getByRole('button', { name: /Agent to add$/ }).click();
  await page.getByRole('option', { name: /Onboard Tester/ }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member added: Onboard Tester')).toBeVisible();

  // The agent's first sign-in: the password staff set must be replaced first.
  await page.context().clearCookies();
  await page.goto('/auth/agent-ez/login');
  await submitAgentLogin(page, 'pwonboard', FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/agent-ez\/reset-password$/);
  await page.getByLabel(/^User Name/).fill('pwonboard');
  await page.getByLabel(/^Current Password/).fill(FIRST_PASSWORD);
  await page.getByLabel(/^New Password/).fill(OWN_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();

  await page.goto('/agent-ez/plan-status');
  await expect(page.getByText(planName, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(capText).first()).toBeVisible();
});
