import { expect, test } from '@playwright/test';
import { submitAgentLogin } from '../agent/agentHelpers';
import { choose, dataRows, logIn, todayText, typeDate } from './helpers';

const DEACTIVATED =
  'Your agent membership has been deactivated, so you cannot log in to Agent.EZ. Contact your office to have it reactivated.';

test.describe('managing agents', () => {
  test('a selected agent row shows its detail card with a link to the profile', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/agents');
    await page.getByRole('button', { name: 'Go' }).click();
    await dataRows(page).first().click();
    await expect(page.getByRole('heading', { name: /^Agent details: / })).toBeVisible();
    await expect(page.getByText('Licence Number')).toBeVisible();
    await page.getByRole('link', { name: 'Open agent profile' }).click();
    await expect(page).toHaveURL(/\/main\/agents\/profile\/contact\?agentId=\d+/);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Cap Progress' })).toBeVisible();
  });

  test('add an agent, land on the profile, deactivate them, and their login is refused', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/add-new/agents');
    await expect(page.getByLabel('Agent ID')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Save Agent' }).click();
    await expect(page.getByText('First Name is required')).toBeVisible();
    // By its number: other specs sharing this worker's mock rename offices.
    await choose(page, 'Office', /^1003 · /);
    await page.getByLabel('First Name').fill('Playwright');
    await page.getByLabel('Last Name').fill('Newagent');
    await page.getByLabel('E-mail').fill('playwright.newagent@example.com');
    await page.getByLabel('Mobile Phone').fill('503-555-0142');
    await typeDate(page, 'Start Date', '01/05/2026');
    await page.getByLabel('Licence Number').fill('OR-777001');
    await typeDate(page, 'Licence Expiry', '01/05/2028');
    await page.getByLabel('Agent.EZ User Name').fill('pwnewagent');
    await page.getByLabel('Initial Password').fill('Quayside#Pine42');
    await page.getByRole('button', { name: 'Save Agent' }).click();
    await expect(page).toHaveURL(/\/main\/agents\/profile\/contact\?agentId=\d+/);
    await expect(page.getByRole('heading', { name: /Playwright Newagent/ })).toBeVisible();

    await page.getByRole('link', { name: 'Status', exact: true }).click();
    await page.getByLabel('Reason').fill('Left for another brokerage');
    await typeDate(page, 'Effective Date', todayText());
    await page.getByRole('button', { name: 'Deactivate Agent' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('cannot log in to Agent.EZ');
    await dialog.getByRole('button', { name: 'Deactivate Agent' }).click();
    await expect(page.getByText('Agent deactivated')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Left for another brokerage' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/auth/agent-ez/login');
    await submitAgentLogin(page, 'pwnewagent', 'Quayside#Pine42');
    await expect(page.getByText(DEACTIVATED)).toBeVisible();
  });

  test('a duplicate e-mail is refused at the field', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/agents/profile/contact?agentId=1002');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('E-mail').fill('');
    const taken = await page.evaluate(async () => {
      const token = document.cookie.match(/JWT_TOKEN=([^;]+)/)?.[1] ?? '';
      const config = (await (await fetch('/config.json')).json()) as { apiBase: string };
      const reply = await fetch(`${config.apiBase}/agents/1001`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await reply.json()) as { data: { email: string } }).data.email;
    });
    await page.getByLabel('E-mail').fill(taken);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An agent with this e-mail already exists')).toBeVisible();
  });

  test('move an agent to another office of the company', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/agents/profile/move?agentId=1044');
    await choose(page, 'New Office', '1005 · East Sylvan');
    await expect(page.getByText('Keeps the commission plan (same company).')).toBeVisible();
    await page.getByRole('button', { name: 'Move Agent' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move Agent' }).click();
    await expect(page.getByText(/Agent moved to 1005 · East Sylvan/)).toBeVisible();
    await page.getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page.getByText('1005 · East Sylvan').first()).toBeVisible();
  });

  test('keyboard only: deactivate and reactivate an agent, confirmed from the keyboard', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/agents/profile/status?agentId=1047');
    await page.getByLabel('Reason').focus();
    for (const verb of ['Deactivate', 'Reactivate']) {
      await expect(page.getByLabel('Reason')).toBeFocused();
      await page.keyboard.type(`${verb}d from the keyboard`);
      await page.keyboard.press('Tab');
      await page.keyboard.type(todayText().replace(/\//g, ''));
      // Past the date segments and the calendar button to the submit button.
      await page.getByRole('button', { name: `${verb} Agent` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      if (verb === 'Deactivate') {
        // A destructive confirmation starts on Cancel.
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await page.keyboard.press('Tab');
      } else {
        await dialog.getByRole('button', { name: `${verb} Agent` }).focus();
      }
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Agent ${verb.toLowerCase()}d`)).toBeVisible();
      await page.getByLabel('Reason').focus();
    }
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Reactivated from the keyboard' }),
    ).toBeVisible();
  });

  test('Vitals → Agent Stats lists the company’s agents, sorted by the server', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/companies');
    await page.getByRole('button', { name: 'Vitals' }).click();
    await page.getByRole('link', { name: 'Agent Stats' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/vitals\/agent-stats/);
    await choose(page, 'Company', 'Harbor & Pine Realty');
    await expect(page.getByRole('grid', { name: /Agent stats/ })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await choose(page, 'Office', 'Pearl District');
    await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
    await expect(dataRows(page).first()).toContainText('1001');
  });
});
