// Forms under stress:
//   - double submit: double-clicking Save, Pay Now or Import sends exactly one request (the write is
//     held back 600 ms so the second click lands while the first is in flight);
//   - session expiry mid-form: on every form that keeps a draft, what was typed survives the 401, the
//     area's login and the way back.
import type { Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import {
  APP_ORIGIN,
  API_BASE,
  DEMO_PASSWORD,
  expect,
  loginThroughForm,
  test,
  type Account,
} from '../fixtures';
import { todayText, typeDate } from '../admin/helpers';
import { countWrites, seed } from './formHelpers';
import type { SeedIds } from './views';

/** A demo-office agent (not the demo agent, nor the one whose password the agent specs change) with an open bill. */
async function agentWithOpenInvoice(): Promise<string> {
  const users = (await (await fetch(`${API_BASE}/__db/users?role=Agent&officeId=1`)).json()) as {
    userName: string;
    active: boolean;
  }[];
  for (const { userName, active } of users.reverse()) {
    if (!active || userName === 'agent' || userName === 'dokafor') continue;
    const login = await fetch(`${API_BASE}/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD, area: 'agent' }),
    });
    if (!login.ok) continue;
    const { data } = (await login.json()) as { data: { token: string } };
    const open = await fetch(
      `${API_BASE}/AgentInvoice/getAgentOpenInvoice?filter=Open&pageNumber=1&pageSize=1`,
      { headers: { Authorization: `Bearer ${data.token}` } },
    );
    if (open.ok && ((await open.json()) as { data: unknown[] }).data.length > 0) return userName;
  }
  throw new Error('No demo-office agent with an open invoice');
}

test.describe('double submit sends one request', () => {
  test.describe('admin', () => {
    test.use({ account: 'superuser' });

    test('Save Company (add)', async ({ page }) => {
      const writes = await countWrites(page, /^\/companies$/i);
      await page.goto('/main/membership/add-new/companies');
      await page.getByLabel('Name').fill(`Double Click Realty ${Date.now()}`);
      await page.getByRole('button', { name: 'Save Company' }).dblclick();
      await expect(page.getByText('New company saved').first()).toBeVisible();
      expect(writes).toHaveLength(1);
    });

    test('Save (company profile)', async ({ page }) => {
      const { companyId } = await seed();
      const writes = await countWrites(page, /^\/companies$/i);
      await page.goto(`/main/companies/membership/profile?companyId=${companyId}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
      await expect(page.getByText('Company updated').first()).toBeVisible();
      expect(writes).toHaveLength(1);
    });

    test('Save User (add) and the lock confirmation', async ({ page }) => {
      const writes = await countWrites(page, /^\/users(\/\d+\/lock)?$/i);
      const stamp = Date.now();
      await page.goto('/main/add-new/users');
      await page.getByLabel('User Name').fill(`dbl${stamp}`);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dee Double');
      await page.getByLabel('E-mail').fill(`dbl${stamp}@harborpine.example.com`);
      await page.getByRole('button', { name: /Role$/ }).click();
      await page.getByRole('option', { name: 'Super Admin', exact: true }).click();
      await page.getByRole('button', { name: 'Save User', exact: true }).dblclick();
      await expect(page.getByText(/set-password e-mail has been sent/).first()).toBeVisible();
      expect(writes).toHaveLength(1);
      await page.getByRole('button', { name: 'Open their profile' }).click();
      await page.getByRole('button', { name: 'Lock user' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Lock user' }).dblclick();
      await expect(page.getByText('User locked: they can no longer log in.')).toBeVisible();
      expect(writes).toHaveLength(2);
    });

    test('Save (office contact info)', async ({ page }) => {
      const { officeId } = await seed();
      const writes = await countWrites(page, /^\/office$/i);
      await page.goto(`/main/offices/profile/contact-info?officeId=${officeId}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
      await expect(page.getByText('Office is saved').first()).toBeVisible();
      expect(writes).toHaveLength(1);
    });

    test('Save (agent contact), Save Access, Deactivate and Reactivate (confirmed)', async ({ page }) => {
      // An agent outside the demo office, so no demo login is affected; reactivated at the end.
      const id = 1046;
      const writes = await countWrites(page, new RegExp(`^/agents/${id}(/status|/access)?$`, 'i'));
      await page.goto(`/main/agents/profile/contact?agentId=${id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
      await expect(page.getByText('Agent saved').first()).toBeVisible();
      expect(writes).toHaveLength(1);

      await page.goto(`/main/agents/profile/agentez-access?agentId=${id}`);
      await page.getByRole('button', { name: 'Save Access' }).dblclick();
      await expect(page.getByText('Agent.EZ access saved')).toBeVisible();
      expect(writes).toHaveLength(2);

      await page.goto(`/main/agents/profile/status?agentId=${id}`);
      for (const verb of ['Deactivate', 'Reactivate']) {
        await page.getByLabel('Reason').fill(`${verb} once, however often it is pressed`);
        await typeDate(page, 'Effective Date', todayText());
        await page.getByRole('button', { name: `${verb} Agent` }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: `${verb} Agent` })
          .dblclick();
        await expect(page.getByText(`Agent ${verb.toLowerCase()}d`)).toBeVisible();
      }
      expect(writes).toHaveLength(4);
    });

    test('Save Plan', async ({ page }) => {
      const { planId } = await seed();
      const writes = await countWrites(page, /^\/plans\/\d+$/i);
      await page.goto(`/main/companies/plans/${planId}`);
      await page.getByRole('button', { name: 'Save Plan' }).dblclick();
      await expect(page.getByText('Plan saved')).toBeVisible();
      expect(writes).toHaveLength(1);
    });

    test('Save Settings, Add Note, Save Status, Save Royalties', async ({ page }) => {
      const { officeId } = await seed();
      const writes = await countWrites(page, /^\/office\/(settings|notes|status|royalties)\//i);
      await page.goto(`/main/offices/profile/agentez-setup?officeId=${officeId}`);
      await page.getByText('Escrow', { exact: true }).click();
      await page.getByRole('button', { name: 'Save Settings' }).dblclick();
      await expect.poll(() => writes.length).toBe(1);
      await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();

      await page.goto(`/main/offices/profile/notes?officeId=${officeId}`);
      await page.getByLabel('New note').fill('One note, however often Add Note is pressed.');
      await page.getByRole('button', { name: 'Add Note' }).dblclick();
      await expect(page.getByText('One note, however often Add Note is pressed.')).toHaveCount(1);
      await expect.poll(() => writes.length).toBe(2);

      await page.goto(`/main/offices/profile/status?officeId=${officeId}`);
      await page.getByRole('button', { name: 'Save Status' }).dblclick();
      await expect(page.getByText(/Status saved/)).toBeVisible();
      await expect.poll(() => writes.length).toBe(3);

      await page.goto(`/main/offices/profile/royalties?officeId=${officeId}`);
      await page.getByRole('button', { name: 'Save Royalties' }).dblclick();
      await expect(page.getByText('Royalties saved')).toBeVisible();
      expect(writes).toHaveLength(4);
    });

    test('Upload and check (import)', async ({ page }, testInfo) => {
      const writes = await countWrites(page, /^\/agents\/import\/read$/i);
      await page.goto('/main/companies/membership/import-agent');
      const csv = testInfo.outputPath('agents.csv');
      await writeFile(
        csv,
        'firstName,lastName,email,officeNum,memberType\nNora,Twice,nora.twice@example.com,1001,Agent\n',
      );
      await page.locator('input[type="file"]').setInputFiles(csv);
      await page.getByRole('button', { name: 'Upload and check' }).dblclick();
      await expect(page.getByText(/rows? accepted/)).toBeVisible();
      expect(writes).toHaveLength(1);
    });
  });

  test.describe('Agent.EZ', () => {
    test.use({ account: 'agent' });

    test('Pay Now', async ({ page }) => {
      // The demo agent's open bill is paid by the billing spec: pay another demo-office agent's bill.
      const userName = await agentWithOpenInvoice();
      const writes = await countWrites(page, /^\/agentinvoice\/agentpaynow$/i);
      await page.goto('/auth/agent-ez/login?returnTo=%2Fagent-ez%2Foffice-bill');
      await loginThroughForm(page, userName);
      const pay = page
        .getByRole('table', { name: 'Open invoices' })
        .getByRole('button', { name: /^Pay invoice / });
      await pay.first().click();
      const submit = page.getByRole('button', { name: /^Pay \$/ });
      await submit.dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' }).first()).toBeVisible();
      expect(writes).toHaveLength(1);
    });

    test('Save coversheet and Save consent', async ({ page }) => {
      const { contractId } = await seed();
      const writes = await countWrites(page, /^\/(contracts\/savecoversheet|user\/tax1099consent|tax1099)/i);
      await page.goto(`/agent-ez/coversheet/${contractId}`);
      await page.getByRole('textbox', { name: 'Notes for the office' }).fill('Saved once.');
      await page.getByRole('button', { name: 'Save coversheet' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Coversheet saved' })).toBeVisible();
      expect(writes).toHaveLength(1);

      await page.goto('/agent-ez/1099');
      await page
        .getByRole('checkbox', { name: 'I consent to receive my 1099 electronically' })
        .check({ force: true });
      await page.getByRole('button', { name: 'Save consent' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'User consent saved.' })).toBeVisible();
      expect(writes).toHaveLength(2);
    });
  });
});

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
