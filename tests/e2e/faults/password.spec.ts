// Password flows: the spec's rule (10+ characters, upper, lower, digit, one of !@#$%^&*()_+) enforced in
// the form and by the server; pasting works; 64+ characters are accepted; the most common passwords
// (which pass the rule) are refused with a clear message, in the form and by the server.
import type { Page } from '@playwright/test';
import { PASSWORD_CHANGING } from '../demoAgents';
import { API_BASE, DEMO_PASSWORD, expect, loginThroughForm, test } from '../fixtures';

const RULE =
  'Passwords must be at least 10 characters, and must have at least 1 upper case letter, 1 lower case letter, 1 number and 1 special character: !@#$%^&*()_+';
const LONG = `Harbor!View2027-${'tidewater'.repeat(7)}`; // 79 characters

async function apiToken(userName: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password, area: 'agent' }),
  });
  expect(response.status, `login of ${userName}`).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function paste(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('the password rule', () => {
  test('the server refuses a password that breaks the rule, and the most common ones', async () => {
    // The agent whose password the next test changes: were a refusal ever missed, no other spec's
    // login would be broken.
    const { userName } = PASSWORD_CHANGING.passwordRule;
    const token = await apiToken(userName);
    const change = (newPassword: string) =>
      fetch(`${API_BASE}/user/changepassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          userName,
          currentPassword: DEMO_PASSWORD,
          newPassword,
          confirmNewPassword: newPassword,
        }),
      });
    for (const weak of ['short1!A', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial1234']) {
      const response = await change(weak);
      expect(response.status, weak).toBe(400);
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      expect(body.errors?.newPassword, weak).toContain(RULE);
    }
    for (const common of ['Password123!', 'Welcome123!', 'P@ssw0rd123']) {
      const response = await change(common);
      expect(response.status, common).toBe(400);
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      expect(body.errors?.newPassword?.join(' '), common).toMatch(/too common/i);
    }
  });

  test('the form: rule and common passwords refused with their message; pasted 64+ characters accepted', async ({
    page,
    context,
  }) => {
    const { userName } = PASSWORD_CHANGING.passwordRule;
    await page.goto('/auth/agent-ez/login');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // Pasting into the login form's password works too.
    await page.getByLabel('User Name').fill(userName);
    await paste(page, page.getByLabel('Password').first(), DEMO_PASSWORD);
    await expect(page.getByLabel('Password').first()).toHaveValue(DEMO_PASSWORD);
    await loginThroughForm(page, userName);
    await expect(page).toHaveURL(/\/agent-ez\/dashboard$/);
    await page.goto('/auth/agent-ez/reset-password');

    const form = page.getByRole('form', { name: 'Reset Password' });
    const current = form.getByRole('textbox', { name: 'Current Password', exact: true });
    const next = form.getByRole('textbox', { name: 'New Password', exact: true });
    const confirm = form.getByRole('textbox', { name: 'Confirm New Password', exact: true });
    const submit = form.getByRole('button', { name: 'Change Password' });
    let sent = 0;
    page.on(
      'request',
      (request) =>
        request.url().includes('/user/changepassword') && request.method() === 'POST' && (sent += 1),
    );

    await current.fill(DEMO_PASSWORD);
    await next.fill('Short1!');
    await confirm.fill('Short1!');
    await submit.click();
    await expect(form.getByText(RULE)).toBeVisible();

    await next.fill('Password123!');
    await confirm.fill('Password123!');
    await submit.click();
    await expect(form.getByText(/too common/i)).toBeVisible();
    expect(sent, 'nothing was sent while the form refused').toBe(0);

    // 79 characters, pasted into both fields: accepted by the form and by the server.
    await next.fill('');
    await confirm.fill('');
    await paste(page, next, LONG);
    await paste(page, confirm, LONG);
    await expect(next).toHaveValue(LONG);
    await expect(confirm).toHaveValue(LONG);
    await submit.click();
    await expect(page.getByText('Your password has been changed!')).toBeVisible();
    expect(sent).toBe(1);
    // And the long password signs in.
    expect(await apiToken(userName, LONG)).toMatch(/^eyJ/);
  });
});
