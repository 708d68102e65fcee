import { expect, test } from '@playwright/test';
import { bodyRows, expireSession, loginAsAgent, submitAgentLogin, watchPageErrors } from './agentHelpers';

test.describe('Agent.EZ shell and login', () => {
  test('an agent logs in and lands on the dashboard with the rail and account menu', async ({ page }) => {
    const errors = watchPageErrors(page);
    await loginAsAgent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Agent.EZ' });
    await expect(rail.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(rail.getByRole('link', { name: 'Closed Deals', exact: true })).toHaveAttribute(
      'href',
      '/agent-ez/reports/closed-deals',
    );
    await page.getByRole('button', { name: /^Account: agent, Agent/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  test('the dashboard shows the year at a glance and follows the year choice', async ({ page }) => {
    await loginAsAgent(page);
    for (const label of ['Pending deals', 'Amount owed']) {
      await expect(page.getByRole('region', { name: label })).toBeVisible();
    }
    const year = new Date().getFullYear();
    await expect(page.getByRole('region', { name: `Closed volume ${year}` })).toContainText('$');
    await expect(page.getByRole('region', { name: 'Cap progress' })).toContainText('cap');
    await expect(page.getByRole('figure', { name: `Closed volume, ${year}` })).toBeVisible();
    await expect(page.getByRole('figure', { name: `Net income, ${year}` })).toBeVisible();
    await page.getByRole('button', { name: /Year/ }).click();
    await page.getByRole('option', { name: String(year - 1) }).click();
    await expect(page).toHaveURL(new RegExp(`/agent-ez/dashboard\\?year=${year - 1}$`));
    await expect(page.getByRole('region', { name: `Closed volume ${year - 1}` })).toBeVisible();
  });

  test('an agent of an office without agent-level access is told so', async ({ page }) => {
    await page.goto('/auth/agent-ez/login');
    await submitAgentLogin(page, 'noaccess');
    await expect(page.getByRole('alert')).toHaveText('Your office has not been granted agent level access');
    await expect(page).toHaveURL(/\/auth\/agent-ez\/login/);
  });

  test('a 401 sends the agent to the login and back to the same page afterwards', async ({
    page,
    context,
  }) => {
    await loginAsAgent(page);
    await page.goto('/agent-ez/contracts');
    await expect(bodyRows(page, 'Contracts').first()).toBeVisible();
    // The session expires: the server no longer accepts the token.
    await expireSession(context);
    await page
      .getByRole('navigation', { name: 'Agent.EZ' })
      .getByRole('link', { name: 'Plan Status' })
      .click();
    await expect(page).toHaveURL(/\/auth\/agent-ez\/login\?returnTo=%2Fagent-ez%2Fplan-status$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'JWT_TOKEN')?.value ?? '').toBe('');
    await submitAgentLogin(page, 'agent');
    await expect(page).toHaveURL(/\/agent-ez\/plan-status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Status' })).toBeVisible();
  });

  test('on a phone the rail hides behind the menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAgent(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const contractsLink = page
      .getByRole('navigation', { name: 'Agent.EZ' })
      .getByRole('link', { name: 'Contracts' });
    await expect(contractsLink).not.toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(contractsLink).toBeInViewport();
    await contractsLink.click();
    await expect(page).toHaveURL(/\/agent-ez\/contracts$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Wide tables scroll inside their region instead of widening the page.
    await expect(bodyRows(page, 'Contracts').first()).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});
