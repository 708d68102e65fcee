// Users and teams: Add User → lock → unlock → reset e-mail (the account actions by keyboard alone), an
// Office Admin never offered Super Admin, and a member added to a team shows as Team Member in the
// agent grid.
import { expect, test } from '../fixtures';
import { choose, dataRows } from './helpers';

test.describe('users', () => {
  test.use({ account: 'superuser' });

  test('adds a user, locks, unlocks and sends a reset e-mail', async ({ page }) => {
    await page.goto('/main/add-new/users');
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
    await page.getByLabel('User Name').fill('e2e.locksmith');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lee Locksmith');
    await page.getByLabel('E-mail').fill('lee.locksmith@harborpine.example.com');
    await choose(page, 'Role', 'Office Admin');
    await choose(page, 'Office', '1001 · Pearl District');
    await page.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('User saved. A set-password e-mail has been sent to them.')).toBeVisible();
    await page.getByRole('button', { name: 'Open their profile' }).click();
    await expect(page).toHaveURL(/\/main\/users\/profile\/profile\?userId=\d+/);
    await expect(page.getByRole('heading', { name: 'Lee Locksmith (e2e.locksmith)' })).toBeVisible();

    // The account actions with the keyboard alone.
    const lock = page.getByRole('button', { name: 'Lock user' });
    await lock.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Lock this user?' });
    await expect(dialog).toBeVisible();
    // A destructive confirmation starts on Cancel: Tab to the confirm button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('User locked: they can no longer log in.')).toBeVisible();
    await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send password reset e-mail' })).toBeDisabled();

    await page.getByRole('button', { name: 'Unlock user' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Unlock this user?' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('User unlocked: they can log in again.')).toBeVisible();

    await page.getByRole('button', { name: 'Send password reset e-mail' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Send a password reset e-mail?' })).toContainText(
      'lee.locksmith@harborpine.example.com',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('A password-reset e-mail has been sent to the user.')).toBeVisible();
  });
});

test.describe('an Office Admin', () => {
  test.use({ account: 'officeadmin' });

  test('is never offered Super Admin', async ({ page }) => {
    await page.goto('/main/add-new/users');
    await page.getByRole('button', { name: /Role$/ }).click();
    await expect(page.getByRole('option', { name: 'Office Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Agent', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Super Admin' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/main/users');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(dataRows(page).first()).toBeVisible();
    // Every user found is of the admin's own office, and no Super Admin is among them.
    await expect(dataRows(page).filter({ hasText: 'Super Admin' })).toHaveCount(0);
    await dataRows(page)
      .filter({ hasText: 'Office Admin' })
      .filter({ hasNotText: 'officeadmin' })
      .first()
      .click();
    await page.getByRole('link', { name: 'Open user profile' }).click();
    // Office Admin to Super Admin is the only other staff role: not offered, so nothing to choose.
    await expect(page.getByRole('button', { name: /New role$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lock user' })).toBeEnabled();
  });
});

test.describe('teams', () => {
  test.use({ account: 'superuser' });

  test('a member added on the team page shows as Team Member in the agent grid', async ({ page }) => {
    await page.goto('/main/users');
    await choose(page, 'Search by', 'Team Office');
    await page.getByLabel('Search text').fill('Pearl');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByRole('columnheader', { name: 'Team Leader' })).toBeVisible();
    await dataRows(page).first().click();
    await page.getByRole('link', { name: 'Open team page' }).click();
    await expect(page).toHaveURL(/\/main\/teams\/profile\/profile\?teamId=\d+/);

    await page.getByRole('button', { name: /Agent to add$/ }).click();
    const option = page.getByRole('option').first();
    const name = (await option.textContent())?.trim() ?? '';
    await option.click();
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(`Member added: ${name}`)).toBeVisible();
    await expect(page.getByRole('grid', { name: /^Members of / })).toContainText(name);

    await page.goto('/main/agents');
    await choose(page, 'Search by', 'Name');
    await page.getByLabel('Search text').fill(name);
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(dataRows(page).filter({ hasText: name }).first()).toContainText(/team member/i);
  });
});

test.describe('Add Team', () => {
  test.use({ account: 'superuser' });

  test('a new team of one office, led by a free agent, opens on its team page', async ({ page }) => {
    await page.goto('/main/add-new/teams');
    await page.getByLabel('Team Name').fill('Laurelhurst Playwright Team');
    await choose(page, 'Office', '1001 · Pearl District');
    await page.getByRole('button', { name: /Team Leader$/ }).click();
    const leader = page.getByRole('option').first();
    const name = (await leader.textContent())?.trim() ?? '';
    await leader.click();
    await page.getByRole('button', { name: 'Save Team' }).click();
    await expect(page.getByText('Team saved (Laurelhurst Playwright Team).')).toBeVisible();
    await page.getByRole('button', { name: 'Open the team page to add members' }).click();
    const members = page.getByRole('grid', { name: 'Members of Laurelhurst Playwright Team' });
    await expect(members.getByRole('row').filter({ hasText: name })).toContainText('Team Lead');
  });
});

test.describe('the offices sidebar', () => {
  test.use({ account: 'superuser' });

  test("Membership lists the selected office's users and teams; a row opens its page", async ({ page }) => {
    await page.goto('/main/offices/profile/contact-info?officeId=1');
    await page.getByRole('button', { name: 'Membership' }).click();
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/offices\/membership\/users/);
    const users = page.getByRole('grid', { name: 'Office Users' });
    await expect(users).toContainText('officeadmin');
    await users.getByRole('row').filter({ hasText: 'officeadmin' }).click();
    await expect(page).toHaveURL(/\/main\/users\/profile\/profile\?userId=\d+/);

    await page.goto('/main/offices/membership/teams?officeId=1');
    const teams = page.getByRole('grid', { name: 'Office Teams' });
    await expect(teams.getByRole('row').nth(1)).toContainText('Pearl District');
    await teams.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/main\/teams\/profile\/profile\?teamId=\d+/);
  });
});
