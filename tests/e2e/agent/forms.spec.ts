import { expect, test } from '@playwright/test';
import { PASSWORD_CHANGING } from '../demoAgents';
import { expireSession, loginAsAgent, submitAgentLogin } from './agentHelpers';

test.describe('Agent.EZ forms', () => {
  test('an agent saves a coversheet, and its rules are enforced', async ({ page }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/coversheet' });
    await page
      .getByRole('link', { name: /^(Edit|Start) the coversheet of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/agent-ez\/coversheet\/\d+$/);
    const form = page.getByRole('form', { name: 'Coversheet' });
    await expect(form).toBeVisible();

    // No agent: refused with the spec's message.
    const removeButtons = form.getByRole('button', { name: /^Remove (?!contact)/ });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();
    await form.getByRole('button', { name: 'Save coversheet' }).click();
    await expect(page.getByText('You must select at least one agent')).toBeVisible();

    // Add the agent back with the whole split; a note.
    await form.getByRole('combobox', { name: 'Add an agent' }).fill('Rivera');
    await page
      .getByRole('option', { name: /Maya Rivera/ })
      .first()
      .click();
    await form.getByRole('textbox', { name: 'Notes for the office' }).fill('Keys at the front desk.');
    await form.getByRole('button', { name: 'Save coversheet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coversheet saved' })).toBeVisible();

    // It stays saved.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Notes for the office' })).toHaveValue(
      'Keys at the front desk.',
    );
  });

  test('a coversheet without a listing needs every manual field', async ({ page }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/coversheet' });
    await page
      .getByRole('link', { name: /^(Edit|Start) the coversheet of / })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Coversheet' });
    const clear = form.getByRole('button', { name: 'Clear listing' });
    if (await clear.isVisible()) await clear.click();
    await form.getByRole('textbox', { name: 'Address' }).fill('');
    await form.getByRole('button', { name: 'Save coversheet' }).click();
    await expect(
      page.getByText('You must select a listing, or fill in all the manual fields').first(),
    ).toBeInViewport();
    // Save is at the bottom of a long form: the focus goes to the first field to fix, in view.
    await expect(form.getByRole('combobox', { name: 'Listing' })).toBeFocused();
    await expect(form.getByText('Not saved: see the messages above.')).toBeVisible();
  });

  test('a coversheet draft survives an expired session and the new login', async ({ page, context }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/coversheet' });
    await page
      .getByRole('link', { name: /^(Edit|Start) the coversheet of / })
      .nth(1)
      .click();
    const url = new URL(page.url()).pathname;
    const notes = page.getByRole('textbox', { name: 'Notes for the office' });
    await notes.fill('Typed before the session expired.');
    await expireSession(context);
    await page.getByRole('button', { name: 'Save coversheet' }).click();
    await expect(page).toHaveURL(/\/auth\/agent-ez\/login\?returnTo=/);
    await submitAgentLogin(page, 'agent');
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(notes).toHaveValue('Typed before the session expired.');
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  });

  test('an agent saves the consent to an electronic 1099', async ({ page }) => {
    await loginAsAgent(page, { returnTo: '/agent-ez/1099' });
    await expect(page.getByRole('heading', { level: 2, name: /Form 1099-NEC/ })).toBeVisible();
    const consent = page.getByRole('checkbox', { name: 'I consent to receive my 1099 electronically' });
    await consent.check({ force: true });
    await page.getByRole('button', { name: 'Save consent' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User consent saved.' })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'I consent to receive my 1099 electronically' }),
    ).toBeChecked();
    const settings = await page.evaluate(() => localStorage.getItem('AGENT_EZ_SETTINGS'));
    expect(JSON.parse(settings ?? '{}')).toMatchObject({ tax1099UserConsent: true });
  });

  test('changing the password: a weak one is refused, a valid one is accepted', async ({ page }) => {
    // An agent claimed for this, so the other tests keep the demo agent's password.
    const { userName } = PASSWORD_CHANGING.agentForms;
    await loginAsAgent(page, { userName });
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/auth\/agent-ez\/reset-password$/);
    const form = page.getByRole('form', { name: 'Reset Password' });
    await expect(form.getByRole('textbox', { name: 'User Name' })).toHaveValue(userName);

    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current Password is required', { exact: true })).toBeVisible();
    await expect(form.getByText('New Password is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Confirm New Password is required', { exact: true })).toBeVisible();

    await form.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Balance#2026');
    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('weakpass');
    await form.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('weakpass');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      form.getByText(
        'Passwords must be at least 10 characters, and must have at least 1 upper case letter, 1 lower case letter, 1 number and 1 special character: !@#$%^&*()_+',
      ),
    ).toBeVisible();

    await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('Harbor!View2027');
    await form.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Harbor!View2028');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('The Confirm New Password must match the New Password entry.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Harbor!View2027');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed!')).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/agent-ez\/login/);
    await submitAgentLogin(page, userName, 'Balance#2026');
    await expect(page.getByRole('alert')).toHaveText('Your login attempt was not successful.');
    await page.reload();
    await submitAgentLogin(page, userName, 'Harbor!View2027');
    await expect(page).toHaveURL(/\/agent-ez\/dashboard$/);
  });
});
