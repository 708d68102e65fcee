// Forms under stress, double submit: double-clicking Save, Pay Now or Import sends exactly one request
// (the write is held back 600 ms so the second click lands while the first is in flight).
import { writeFile } from 'node:fs/promises';
import { expect, loginThroughForm, test } from '../fixtures';
import { CONTRACT_AGENTS, seededContract } from '../admin/contracts';
import { todayText, typeDate } from '../admin/helpers';
import { agentWithOpenInvoice, countWrites, seed } from './forms.shared';

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

    test('Close Contract (confirmed)', async ({ page }) => {
      const contractId = await seededContract('PEND', CONTRACT_AGENTS);
      const writes = await countWrites(page, /^\/contracts\/admin\/\d+\/status$/i);
      await page.goto(`/main/contracts/profile?contractId=${contractId}`);
      await typeDate(page, 'Closing Date', todayText());
      await page.getByLabel('Final Price').fill('455000');
      await page.getByRole('button', { name: 'Close Contract', exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Close Contract', exact: true })
        .dblclick();
      await expect(page.getByText('Contract closed').first()).toBeVisible();
      expect(writes).toHaveLength(1);
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
