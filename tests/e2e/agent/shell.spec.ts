import { expect, test } from '@playwright/test';
import { bodyRows, expireSession, loginAsAgent, submitAgentLogin, watchPageErrors } from './agentHelpers';
import { expectTokenCookieGone } from '../fixtures';

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
    await expectTokenCookieGone(context);
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

  test("a contract's or coversheet's address with no valid id shows the not-found page", async ({ page }) => {
    await loginAsAgent(page);
    for (const [path, message] of [
      ['/agent-ez/contracts/abc', 'There is no such contract here.'],
      ['/agent-ez/coversheet/0', 'There is no such coversheet here.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.goto('/agent-ez/coversheet/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Coversheet · contract #1' })).toBeVisible();
  });

  test('the rail lists only the enabled items; a disabled item refuses its page', async ({ page }) => {
    const errors = watchPageErrors(page);
    await loginAsAgent(page);
    const rail = page.getByRole('navigation', { name: 'Agent.EZ' });
    await expect(rail.getByRole('link', { name: 'Pending Deals' })).toBeVisible();
    // The demo office has QuickBooks, Taxes and Print Checks off: their add-on reports are not listed.
    for (const name of ['QuickBooks Export', 'Tax Withholding', 'Commission Checks']) {
      await expect(rail.getByRole('link', { name })).toHaveCount(0);
    }
    // Seven pages and the fifteen reports (the index is not a rail item).
    await expect(rail.getByRole('link')).toHaveCount(22);

    // Typed or bookmarked, a disabled item's address says so instead of opening.
    await page.goto('/agent-ez/reports/quickbooks-export');
    await expect(page.getByRole('heading', { level: 1, name: 'QuickBooks Export' })).toBeVisible();
    await expect(page.getByText('This page is not enabled for your office.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/agent-ez\/dashboard$/);

    // The reports index shows them as add-ons that are off, not as links.
    await page.goto('/agent-ez/reports/index');
    const addOns = page.getByRole('region', { name: 'Add-on reports' });
    await expect(addOns.getByText('Not enabled for your office.')).toHaveCount(3);
    await expect(addOns.getByRole('link')).toHaveCount(0);

    // An address that is no item at all is a plain 'not found'.
    await page.goto('/agent-ez/reports/no-such-report');
    await expect(page.getByText('There is no such report here.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the rail stays below the top bar when the page scrolls, with the current item in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await loginAsAgent(page);
    await page.goto('/agent-ez/reports/closed-deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Closed Deals', exact: true })).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Agent.EZ' });
    // The last item of a long rail is scrolled into the rail's view.
    await expect(rail.getByRole('link', { name: 'Closed Deals', exact: true })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const topBar = await page.getByRole('banner').first().boundingBox();
    const current = rail.getByRole('link', { name: 'Closed Deals', exact: true });
    await expect(current).toBeInViewport();
    const box = await current.boundingBox();
    expect(topBar).not.toBeNull();
    expect(box).not.toBeNull();
    // Not under the sticky top bar: still below where the bar ends, after the page has scrolled.
    expect(box!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height - 1);
    // The page did scroll, and the rail's frame still starts where the bar ends (it is not carried up
    // under the bar); its first item is reached by scrolling the rail itself.
    const after = await rail.evaluate((nav) => ({
      pageScrolled: window.scrollY,
      frameTop: (nav.parentElement ?? nav).getBoundingClientRect().top,
    }));
    expect(after.pageScrolled).toBeGreaterThan(100);
    expect(after.frameTop).toBeGreaterThanOrEqual(topBar!.y + topBar!.height - 1);
    await rail.evaluate((nav) => (nav.parentElement ?? nav).scrollTo(0, 0));
    await expect(rail.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(after.pageScrolled);
  });

  test('a report that fails to load shows one notice, with the title and filters kept', async ({ page }) => {
    await loginAsAgent(page);
    await page.route(/\/reports\/agent\/closed-deals/i, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/agent-ez/reports/closed-deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Closed Deals' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Report filters' })).toBeVisible();
    await page.unroute(/\/reports\/agent\/closed-deals/i);
    await page
      .getByRole('alert')
      .getByRole('button', { name: /^(Retry|Try again)$/ })
      .click();
    await expect(page.getByRole('table', { name: /Closed Deals/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on a phone no agent page is wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAgent(page);
    for (const path of [
      '/agent-ez/office-bill?filter=All',
      '/agent-ez/reports/closed-deals',
      '/agent-ez/reports/index',
      '/agent-ez/escrow',
      '/agent-ez/plan-status',
      '/agent-ez/1099',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});
