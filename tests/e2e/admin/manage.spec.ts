import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { choose, dataRows, logIn } from './helpers';
import { expectTokenCookieGone } from '../fixtures';

test.describe('managing companies and offices', () => {
  test('adds a company and finds it by search', async ({ page }) => {
    await logIn(page);
    await page.getByRole('link', { name: 'Add Company' }).first().click();
    await expect(page).toHaveURL(/\/main\/(membership\/)?add-new\/companies/);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Name').fill('Quayside Playwright Realty');
    await page.getByLabel('Main Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await expect(page.getByText(/Enter a valid e-mail address/)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Quayside Playwright Realty');
    await page.getByLabel('Main Email').fill('hello@quayside.example.com');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await expect(page.getByText('New company saved').first()).toBeVisible();

    await page.goto('/main/companies');
    await choose(page, 'Search by', 'Name');
    await page.getByLabel('Search text').fill('Quayside Playwright');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Quayside Playwright Realty');
  });

  test('edits an office', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/offices');
    await page.getByRole('button', { name: 'Go' }).click();
    await dataRows(page).nth(1).click();
    await page.getByRole('link', { name: 'Open contact info' }).click();
    await expect(page).toHaveURL(/\/main\/offices\/profile\/contact-info/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Office Name').fill('Riverside Annex');
    await page.getByLabel('Main Phone').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a phone number of 10 to 15 digits')).toBeVisible();
    await expect(page.getByLabel('Office Name')).toHaveValue('Riverside Annex');
    await page.getByLabel('Main Phone').fill('503-555-0100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Office is saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Riverside Annex/ })).toBeVisible();
    await expect(page.getByText('503-555-0100')).toBeVisible();
  });

  test('an edited office shows its new name in the grid and its detail card, without a new search', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/main/offices');
    await page.getByRole('button', { name: 'Go' }).click();
    await dataRows(page).nth(2).click();
    const card = page.getByRole('heading', { name: /^Office details: / });
    await expect(card).toBeVisible();
    const before = (await card.textContent())?.replace(/^Office details: /, '') ?? '';
    await page.getByRole('link', { name: 'Open contact info' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Office Name').fill('Cache Check Annex');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Office is saved')).toBeVisible();
    // The office picker on this very page was loaded before the save: the save refreshes it.
    await expect(page.getByRole('button', { name: /Cache Check Annex/ }).first()).toBeVisible();
    // Back to the same search, as a user would: no Go, no reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/offices\?/);
    await expect(page.getByRole('heading', { name: 'Office details: Cache Check Annex' })).toBeVisible();
    await expect(dataRows(page).nth(2)).toContainText('Cache Check Annex');
    await expect(dataRows(page).nth(2)).not.toContainText(before);
  });

  test('imports a CSV with a bad row and reads the per-row report', async ({ page }, testInfo) => {
    await logIn(page);
    await page.goto('/main/companies/membership/import-agent');
    const csv = testInfo.outputPath('agents.csv');
    await writeFile(
      csv,
      'firstName,lastName,email,officeNum,memberType\n' +
        'Nora,Quill,nora.quill.e2e@example.com,1001,Agent\n' +
        'Bad,Row,not-an-email,1001,Agent\n',
    );
    await page.locator('input[type="file"]').setInputFiles(csv);
    await expect(page.getByText('agents.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('1 of 2 rows accepted, 1 rejected.')).toBeVisible();
    const report = page.getByRole('grid', { name: 'Import report' });
    await expect(report.getByRole('row').filter({ hasText: 'Rejected' })).toContainText(
      'E-mail is not valid',
    );
    await expect(report.getByRole('row').filter({ hasText: 'Accepted' })).toContainText('Nora');
  });

  test('an unclosed quote in the CSV rejects that line only and names it', async ({ page }, testInfo) => {
    await logIn(page);
    await page.goto('/main/companies/membership/import-agent');
    const csv = testInfo.outputPath('agents.csv');
    await writeFile(
      csv,
      'firstName,lastName,email,officeNum,memberType\n' +
        'Ann,One,ann.one.e2e@example.com,1001,Agent\n' +
        '"Bob,Two,bob.two.e2e@example.com,1001,Agent\n' +
        'Cy,Three,cy.three.e2e@example.com,1001,Agent\n',
    );
    await page.locator('input[type="file"]').setInputFiles(csv);
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('2 of 3 rows accepted, 1 rejected.')).toBeVisible();
    await expect(page.getByText('Rejected lines: 3.')).toBeVisible();
    const report = page.getByRole('grid', { name: 'Import report' });
    await expect(report.getByRole('row').filter({ hasText: 'Rejected' })).toContainText(
      'A quote on this line is not closed',
    );
    await expect(report.getByRole('row').filter({ hasText: 'Accepted' })).toHaveCount(2);
  });

  test('an office admin is refused New Office', async ({ page }) => {
    await logIn(page, 'officeadmin');
    await page.goto('/main/offices/profile/new-office');
    await expect(page.getByText('You do not have permission to view: New Office')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Office' })).toHaveCount(0);
  });
});

test.describe('external systems, DTR contact mapping and office contract', () => {
  test('External Company: link IDs, see the message, and find them kept after a reload', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/companies');
    await page.getByRole('link', { name: 'External Company' }).click();
    await expect(page).toHaveURL(/\/main\/companies\/membership\/external-company/);
    await choose(page, 'Company', 'Harbor & Pine Realty');
    await expect(page.getByText('SKY-448201')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('DTR Company ID').fill('');
    await page.getByLabel('Accounting ID').fill('QBO-E2E-7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('DTR company ID is required for SkySlope')).toBeVisible();
    await expect(page.getByLabel('Accounting ID')).toHaveValue('QBO-E2E-7');
    await page.getByLabel('DTR Company ID').fill('SKY-448201');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('External company links saved')).toBeVisible();
    await expect(page.getByText('QBO-E2E-7')).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('QBO-E2E-7')).toBeVisible();
    await expect(page.getByText('Sync queued after this change.')).toBeVisible();
  });

  test('DTR Contact Mapping: set a default lender, save, reload', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/companies/membership/dtr-contact?companyId=1');
    await expect(page.getByRole('rowheader', { name: 'Title' })).toBeVisible();
    const lender = page.getByRole('textbox', { name: 'Lender: Default company' });
    await lender.fill('Harbor Home Loans');
    await page.getByRole('textbox', { name: 'Lender: Default e-mail' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save Mapping' }).click();
    await expect(page.getByText(/Enter a valid e-mail address/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Lender: Default e-mail' }).fill('loans@harborhome.example.com');
    await page.getByRole('button', { name: 'Save Mapping' }).click();
    await expect(page.getByText('DTR contact mapping saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Lender: Default company' })).toHaveValue(
      'Harbor Home Loans',
    );
    await expect(page.getByRole('textbox', { name: 'Lender: Default e-mail' })).toHaveValue(
      'loans@harborhome.example.com',
    );
  });

  test('office Contract: change the marketing fee and notes, save, reload', async ({ page }) => {
    await logIn(page);
    await page.goto('/main/offices/profile/contract?officeId=1');
    await expect(page.getByRole('heading', { name: 'Contract FR-2021-0001' })).toBeVisible();
    await expect(page.getByText('120 months (10 years)')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const fee = page.getByRole('textbox', { name: 'Marketing Fee a Month' });
    await fee.fill('300');
    await fee.press('Tab');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Renewal review booked for August 2030.');
    await page.getByRole('button', { name: 'Save Contract' }).click();
    await expect(page.getByText('Office contract saved')).toBeVisible();
    await expect(page.getByText('$300 a month')).toBeVisible();
    await page.reload();
    await expect(page.getByText('$300 a month')).toBeVisible();
    await expect(page.getByText('Renewal review booked for August 2030.')).toBeVisible();
  });

  test('an expired session mid-edit of the office contract brings the draft back after logging in', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await page.goto('/main/offices/profile/contract?officeId=2');
    await page.getByRole('button', { name: /^(Edit|Put a contract on file)$/ }).click();
    await page.getByRole('textbox', { name: /^Contract Number/ }).fill('FR-2026-0902');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Typed before the session ran out.');
    // The session cookie itself (path /) now holds a token the server no longer accepts.
    const { hostname } = new URL(page.url());
    await context.addCookies([
      { name: 'JWT_TOKEN', value: 'expired.token.value', domain: hostname, path: '/' },
    ]);
    await page.getByRole('button', { name: 'Save Contract' }).click();
    await expect(page).toHaveURL(/\/auth\/admin\/login\?returnTo=/);
    await logIn(page, 'superuser', '');
    await expect(page).toHaveURL(/\/main\/offices\/profile\/contract\?officeId=2/);
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Contract Number/ })).toHaveValue('FR-2026-0902');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Typed before the session ran out.',
    );
  });

  test('an office admin is refused other companies and may only read the contract', async ({ page }) => {
    await logIn(page, 'officeadmin');
    await page.goto('/main/companies/membership/external-company?companyId=2');
    await expect(page.getByText('You do not have permission to view: External Company')).toBeVisible();
    await page.goto('/main/companies/membership/dtr-contact?companyId=2');
    await expect(page.getByText('You do not have permission to view: DTR Contact Mapping')).toBeVisible();
    await page.goto('/main/companies/membership/external-company?companyId=1');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.goto('/main/offices/profile/contract?officeId=1');
    await expect(page.getByText('Only a Super Admin can change an office contract.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});

test.describe('sessions', () => {
  test('without a session an admin page leads to the admin login and back', async ({ page }) => {
    await page.goto('/main/offices?attr=Office_All&page=1');
    await expect(page).toHaveURL(/\/auth\/admin\/login\?returnTo=/);
    await logIn(page, 'superuser', '');
    await expect(page).toHaveURL(/\/main\/offices\?attr=Office_All&page=1/);
  });

  test('an expired token mid-session leads to the admin login, and the draft comes back', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await page.goto('/main/add-new/companies');
    await page.getByLabel('Name').fill('Half Typed Realty');
    await context.addCookies([{ name: 'JWT_TOKEN', value: 'expired.token.value', url: page.url() }]);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await expect(page).toHaveURL(/\/auth\/admin\/login\?returnTo=%2Fmain%2Fadd-new%2Fcompanies/);
    await logIn(page, 'superuser', '');
    await expect(page).toHaveURL(/\/main\/add-new\/companies/);
    await expect(page.getByLabel('Name')).toHaveValue('Half Typed Realty');
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  });

  test('logout clears the cookie and the settings', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/admin\/login/);
    await expectTokenCookieGone(page.context());
    expect(await page.evaluate(() => localStorage.getItem('AGENT_EZ_SETTINGS'))).toBe('null');
  });
});

test('keyboard only: log in, search offices, open a row', async ({ page }) => {
  await page.goto('/auth/admin/login');
  await page.getByLabel('User Name').focus();
  await page.keyboard.type('superuser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Balance#2026');
  // Tab past the show/hide toggle (if any) to the terms checkbox.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
    if (focused.includes('I agree')) break;
  }
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\//);
  await page.goto('/main/offices');
  // The search bar is disabled until the tab filters have loaded.
  await expect(page.getByLabel('Search text')).toBeEnabled();
  await page.getByLabel('Search text').focus();
  await page.keyboard.press('Enter');
  await expect(dataRows(page)).toHaveCount(5);
  await page.keyboard.press('Tab'); // to Go
  await page.keyboard.press('Tab'); // Hide Grid
  let inGrid = false;
  for (let i = 0; i < 12 && !inGrid; i += 1) {
    await page.keyboard.press('Tab');
    inGrid = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
  }
  expect(inGrid).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Office details: / })).toBeVisible();
});
