// Forms under stress, session expiry mid-form: on every form that keeps a draft, what was typed
// survives the 401, the area's login and the way back.
import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, loginThroughForm, test, type Account } from '../fixtures';
import { seed } from './forms.shared';
import type { SeedIds } from './views';

type DraftForm = {
  name: string;
  account: Account;
  path: (ids: SeedIds) => string;
  /** Opens the form for editing and types the draft; returns the field to look at afterwards. */
  type: (page: Page, text: string) => Promise<void>;
  /** What sends the next call (which meets the expired session); no button: the page is reloaded. */
  submit?: string;
  /** Reads the draft back after the login. */
  read: (page: Page) => Promise<string>;
  /** The text to type, when the field takes only some characters (an ID). */
  sample?: (stamp: number) => string;
};

const editThen = (field: string) => async (page: Page, text: string) => {
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit.or(page.getByLabel(field).first())).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await page.getByLabel(field).first().fill(text);
};
const valueOf = (field: string) => (page: Page) => page.getByLabel(field).first().inputValue();

const DRAFT_FORMS: DraftForm[] = [
  {
    name: 'company profile',
    account: 'superuser',
    path: ({ companyId }) => `/main/companies/membership/profile?companyId=${companyId}`,
    type: editThen('Name'),
    submit: 'Save',
    read: valueOf('Name'),
  },
  {
    name: 'add company',
    account: 'superuser',
    path: () => '/main/membership/add-new/companies',
    type: editThen('Name'),
    submit: 'Save Company',
    read: valueOf('Name'),
  },
  {
    name: 'user profile',
    account: 'superuser',
    path: ({ userId }) => `/main/users/profile/profile?userId=${userId}`,
    type: editThen('E-mail'),
    sample: (stamp) => `draft.${stamp}@harborpine.example.com`,
    submit: 'Save',
    read: valueOf('E-mail'),
  },
  {
    name: 'add user',
    account: 'superuser',
    path: () => '/main/add-new/users',
    type: editThen('E-mail'),
    sample: (stamp) => `new.${stamp}@harborpine.example.com`,
    // Save is refused by the form's own checks (no role yet): the reload's lookups meet the expired session.
    read: valueOf('E-mail'),
  },
  {
    name: 'team page',
    account: 'superuser',
    path: ({ teamId }) => `/main/teams/profile/profile?teamId=${teamId}`,
    type: editThen('Team Name'),
    submit: 'Save',
    read: valueOf('Team Name'),
  },
  {
    name: 'office contact info',
    account: 'superuser',
    path: ({ officeId }) => `/main/offices/profile/contact-info?officeId=${officeId}`,
    type: editThen('Office Name'),
    submit: 'Save',
    read: valueOf('Office Name'),
  },
  {
    name: 'new office',
    account: 'superuser',
    path: () => '/main/offices/profile/new-office',
    type: editThen('Office Name'),
    // Save is refused by the form's own checks until every field is filled: the lookups the page
    // makes when it opens meet the expired session instead.
    read: valueOf('Office Name'),
  },
  {
    name: 'agent contact',
    account: 'superuser',
    path: () => '/main/agents/profile/contact?agentId=1002',
    type: editThen('First Name'),
    submit: 'Save',
    read: valueOf('First Name'),
  },
  {
    name: 'add agent',
    account: 'superuser',
    path: () => '/main/add-new/agents',
    type: editThen('First Name'),
    // Refused by the form's own checks until every field is filled: the page is reloaded instead.
    read: valueOf('First Name'),
  },
  {
    name: 'agent status',
    account: 'superuser',
    path: () => '/main/agents/profile/status?agentId=1002',
    type: editThen('Reason'),
    // Submit only asks for confirmation: the page is reloaded instead.
    read: valueOf('Reason'),
  },
  {
    name: 'office note',
    account: 'superuser',
    path: ({ officeId }) => `/main/offices/profile/notes?officeId=${officeId}`,
    type: editThen('New note'),
    submit: 'Add Note',
    read: valueOf('New note'),
  },
  {
    name: 'royalties',
    account: 'superuser',
    path: ({ officeId }) => `/main/offices/profile/royalties?officeId=${officeId}`,
    type: async (page, text) => {
      const name = page.getByRole('textbox', { name: 'Name' }).first();
      await expect(name.or(page.getByText('No royalty rules.'))).toBeVisible();
      if (!(await name.isVisible())) await page.getByRole('button', { name: /Add/ }).first().click();
      await name.fill(text);
    },
    submit: 'Save Royalties',
    read: (page) => page.getByRole('textbox', { name: 'Name' }).first().inputValue(),
  },
  {
    name: 'commission plan',
    account: 'superuser',
    path: ({ planId }) => `/main/companies/plans/${planId}`,
    type: editThen('Plan name'),
    submit: 'Save Plan',
    read: valueOf('Plan name'),
  },
  {
    name: 'external company',
    account: 'superuser',
    path: ({ companyId }) => `/main/companies/membership/external-company?companyId=${companyId}`,
    type: async (page, text) => {
      const start = page.getByRole('button', { name: /^(Edit|Link systems)$/ }).first();
      const field = page.getByLabel('State Licence Number');
      await expect(start.or(field)).toBeVisible();
      if (await start.isVisible()) await start.click();
      await field.fill(text);
    },
    sample: (stamp) => `LIC-${stamp}`,
    submit: 'Save',
    read: valueOf('State Licence Number'),
  },
  {
    name: 'DTR contact mapping',
    account: 'superuser',
    path: ({ companyId }) => `/main/companies/membership/dtr-contact?companyId=${companyId}`,
    type: async (page, text) => {
      const standard = page.getByRole('button', { name: 'Start from the standard mapping' });
      const field = page.getByLabel(/: Default company$/).first();
      await expect(standard.or(field)).toBeVisible();
      if (await standard.isVisible()) await standard.click();
      await field.fill(text);
    },
    submit: 'Save Mapping',
    read: (page) =>
      page
        .getByLabel(/: Default company$/)
        .first()
        .inputValue(),
  },
  {
    name: 'contract status reason',
    account: 'superuser',
    path: ({ fallenContractId }) => `/main/contracts/profile?contractId=${fallenContractId}`,
    type: editThen('Reason'),
    // Reopen asks first and sends nothing: the reload's read of the contract meets the expired session.
    read: valueOf('Reason'),
  },
  {
    name: 'coversheet',
    account: 'agent',
    path: ({ contractId }) => `/agent-ez/coversheet/${contractId}`,
    type: editThen('Notes for the office'),
    submit: 'Save coversheet',
    read: valueOf('Notes for the office'),
  },
];

test.describe('session expiry mid-form: the draft survives the new login', () => {
  for (const form of DRAFT_FORMS) {
    test.describe(form.name, () => {
      test.use({ account: form.account });
      test(`${form.name}: typed, session expires, Save → login → back with the draft`, async ({
        page,
        context,
        guard,
      }) => {
        guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 401/);
        const path = form.path(await seed());
        await page.goto(path);
        const text = form.sample?.(Date.now()) ?? `Draft ${form.name} ${Date.now()}`;
        await form.type(page, text);
        // The session expires: the cookie now holds a token the server no longer accepts.
        await context.addCookies([
          { name: 'JWT_TOKEN', value: 'expired.session.token', url: APP_ORIGIN, sameSite: 'Strict' },
        ]);
        if (form.submit) await page.getByRole('button', { name: form.submit, exact: true }).click();
        else await page.reload();
        await expect(page).toHaveURL((url) => url.pathname.startsWith('/auth/'));
        await loginThroughForm(page, form.account);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
        await expect.poll(() => form.read(page)).toBe(text);
      });
    });
  }

  test.describe('office settings', () => {
    test.use({ account: 'superuser' });
    test('office settings: a switched setting survives the expired session', async ({
      page,
      context,
      guard,
    }) => {
      guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 401/);
      const { officeId } = await seed();
      const path = `/main/offices/profile/agentez-setup?officeId=${officeId}`;
      await page.goto(path);
      const escrow = page.getByRole('switch', { name: 'Escrow', exact: true });
      const was = await escrow.isChecked();
      await page.getByText('Escrow', { exact: true }).click();
      await expect(escrow).toBeChecked({ checked: !was });
      await context.addCookies([
        { name: 'JWT_TOKEN', value: 'expired.session.token', url: APP_ORIGIN, sameSite: 'Strict' },
      ]);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/admin/login');
      await loginThroughForm(page, 'superuser');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      await expect(page.getByRole('switch', { name: 'Escrow', exact: true })).toBeChecked({ checked: !was });
    });
  });

  test.describe('office status', () => {
    test.use({ account: 'superuser' });
    test('office status: the chosen status survives the expired session', async ({
      page,
      context,
      guard,
    }) => {
      guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 401/);
      const { officeId } = await seed();
      const path = `/main/offices/profile/status?officeId=${officeId}`;
      await page.goto(path);
      const select = page.getByRole('form', { name: 'Office status' }).getByRole('button').first();
      const before = (await select.textContent()) ?? '';
      await select.click();
      const other = page.getByRole('option').filter({ hasNotText: before.replace(/Status$/, '').trim() });
      const chosen = ((await other.first().textContent()) ?? '').trim();
      await other.first().click();
      await context.addCookies([
        { name: 'JWT_TOKEN', value: 'expired.session.token', url: APP_ORIGIN, sameSite: 'Strict' },
      ]);
      await page.getByRole('button', { name: 'Save Status' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/admin/login');
      await loginThroughForm(page, 'superuser');
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      await expect(
        page.getByRole('form', { name: 'Office status' }).getByRole('button').first(),
      ).toContainText(chosen);
    });
  });
});
