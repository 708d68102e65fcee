import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Balance#2026';

/** Fills and sends the agent login form (terms and the local captcha double included). */
export async function submitAgentLogin(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.locator('input[name=userName]').fill(userName);
  await page.locator('input[name=password]').fill(password);
  await page.getByText('I agree to the terms and conditions').click();
  await page.getByText("I'm not a robot").click();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Logs in as an agent (the demo agent by default) and waits for the page it lands on. */
export async function loginAsAgent(
  page: Page,
  { userName = 'agent', returnTo }: { userName?: string; returnTo?: string } = {},
) {
  const query = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
  await page.goto(`/auth/agent-ez/login${query}`);
  await submitAgentLogin(page, userName);
  await expect(page).toHaveURL(new RegExp(`${returnTo ?? '/agent-ez/dashboard'}$`.replace(/\?/g, '\\?')));
}

/** Collects page errors so a test can assert that none happened. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The rows of a table's body (by the table's accessible name). */
export function bodyRows(page: Page, tableName: string | RegExp) {
  return page.getByRole('table', { name: tableName }).locator('tbody tr');
}

/** The session expires: the JWT_TOKEN cookie now holds a token the server no longer accepts. */
export async function expireSession(context: BrowserContext) {
  await context.addCookies([
    { name: 'JWT_TOKEN', value: 'expired.session.token', domain: '127.0.0.1', path: '/' },
  ]);
}
