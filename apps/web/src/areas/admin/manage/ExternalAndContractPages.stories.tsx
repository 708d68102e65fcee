import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { adminHandlers, api, never, resetAnnouncer, settleAnnouncer, withApp } from '../../../test/storyApp';
import { DTR_SAVED, DtrContactPage } from './DtrContactPage';
import { EXTERNAL_SAVED, ExternalCompanyPage } from './ExternalCompanyPage';
import {
  CONTRACT,
  CONTRACT_ROUTE,
  DTR_ROUTE,
  EXTERNAL,
  EXTERNAL_ROUTE,
  forbidden,
  MAPPING,
  NOT_LINKED,
  recordHandlers,
  serverError,
} from './externalAndContractFixtures';
import { CONTRACT_SAVED, CONTRACT_SUPER_ADMIN_ONLY, OfficeContractPage } from './OfficeContractPage';

const meta = {
  title: 'Pages/Admin/External and Contract',
  component: ExternalCompanyPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: EXTERNAL_ROUTE,
    msw: { handlers: [...recordHandlers, ...adminHandlers] },
  },
} satisfies Meta<typeof ExternalCompanyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);

// ---------- External Company ----------

export const ExternalCompanyLinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('SKY-448201')).toBeVisible();
    await expect(canvas.getByText('Synced')).toBeVisible();
    await expect(canvas.getByText('02/10/2026 06:00 UTC')).toBeVisible();
  },
};

export const ExternalCompanyLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/external/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the external IDs…')).toBeVisible();
  },
};

export const ExternalCompanyNotLinked: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/external/:id'), () => HttpResponse.json({ data: NOT_LINKED })));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('Not linked to any external system yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link systems' }));
    await expect(canvas.getByLabelText('DTR Company ID')).toBeDisabled();
  },
};

export const ExternalCompanyLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/external/:id'), serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(MESSAGES.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ExternalCompanyRefused: Story = {
  parameters: { route: '/main/companies/membership/external-company?companyId=2', user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/external/:id'), forbidden));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('You do not have permission to view: External Company'),
    ).toBeVisible();
  },
};

export const ExternalCompanyValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Accounting ID/));
    await userEvent.clear(canvas.getByLabelText(/^MLS Office ID/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Accounting ID is required for QuickBooks Online')).toBeVisible();
    await expect(canvas.getByText('MLS office ID is required with a board')).toBeVisible();
  },
};

export const ExternalCompanySaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies/external/:id'), () =>
        HttpResponse.json(
          {
            message: 'The request is not valid.',
            errors: { dtrCompanyId: ['This SkySlope company ID is already linked to Cascade Homes'] },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const field = canvas.getByLabelText(/^DTR Company ID/);
    await userEvent.clear(field);
    await userEvent.type(field, 'SKY-448207');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('This SkySlope company ID is already linked to Cascade Homes'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^DTR Company ID/)).toHaveValue('SKY-448207');
  },
};

export const ExternalCompanySaved: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies/external/:id'), async ({ request }) =>
        HttpResponse.json({
          data: {
            ...EXTERNAL,
            ...((await request.json()) as object),
            syncStatus: 'Pending',
            lastSyncMessage: 'Sync queued after this change.',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const field = canvas.getByLabelText(/^Accounting ID/);
    await userEvent.clear(field);
    await userEvent.type(field, 'QBO-20001');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(EXTERNAL_SAVED)).toBeVisible();
    await expect(canvas.getByText('QBO-20001')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    settleAnnouncer();
  },
};

// ---------- DTR Contact Mapping ----------

export const DtrMapping: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByDisplayValue('Pacific Title & Escrow')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Co-op' })).toBeVisible();
    const required = canvas.getByRole('checkbox', { name: 'Lender: Required' });
    required.focus();
    await userEvent.keyboard(' ');
    await expect(required).toBeChecked();
  },
};

export const DtrMappingLoading: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/dtrContactMapping/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the DTR contact mapping…')).toBeVisible();
  },
};

export const DtrMappingEmpty: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/companies/dtrContactMapping/:id'), () =>
        HttpResponse.json({
          data: { companyId: 1, dtrSystem: 'None', rules: [], updatedAt: null, updatedByName: null },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('No contact roles are mapped')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Mapping' })).toBeDisabled();
  },
};

export const DtrMappingStarted: Story = {
  ...DtrMappingEmpty,
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start from the standard mapping' }));
    await expect(canvas.getByRole('textbox', { name: 'Title: DTR role' })).toHaveValue(
      'Title / Escrow Officer',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lender' }));
    await expect(canvas.getByRole('button', { name: 'Add Lender' })).toBeVisible();
  },
};

export const DtrMappingLoadError: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/dtrContactMapping/:id'), serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(MESSAGES.somethingWentWrong)).toBeVisible();
  },
};

export const DtrMappingRefused: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: '/main/companies/membership/dtr-contact?companyId=2', user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies/dtrContactMapping/:id'), forbidden));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('You do not have permission to view: DTR Contact Mapping'),
    ).toBeVisible();
  },
};

export const DtrMappingSaveFailed: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies/dtrContactMapping/:id'), () =>
        HttpResponse.json(
          {
            message: 'The request is not valid.',
            errors: { 'rules[4].defaultEmail': ['E-mail is not valid'] },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const role = await canvas.findByRole('textbox', { name: 'Buyer: DTR role' });
    await userEvent.clear(role);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mapping' }));
    await expect(canvas.getByText('DTR role is required')).toBeVisible();
    await userEvent.type(role, 'Purchaser');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mapping' }));
    await expect(await canvas.findByText('E-mail is not valid')).toBeVisible();
    await expect(canvas.getByText('The request is not valid.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Buyer: DTR role' })).toHaveValue('Purchaser');
  },
};

export const DtrMappingSaved: Story = {
  render: () => <DtrContactPage />,
  parameters: { route: DTR_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies/dtrContactMapping/:id'), async ({ request }) =>
        HttpResponse.json({ data: { ...MAPPING, ...((await request.json()) as object) } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const company = await canvas.findByRole('textbox', { name: 'Lender: Default company' });
    await userEvent.type(company, 'Harbor Home Loans');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mapping' }));
    await expect(await canvas.findByText(DTR_SAVED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Lender: Default company' })).toHaveValue(
      'Harbor Home Loans',
    );
    settleAnnouncer();
  },
};

// ---------- office Contract ----------

export const Contract: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Contract FR-2021-0001' })).toBeVisible();
    await expect(canvas.getByText('120 months (10 years)')).toBeVisible();
    await expect(canvas.getByText('$18,000 a year')).toBeVisible();
  },
};

export const ContractLoading: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/contract/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the contract…')).toBeVisible();
  },
};

export const ContractNone: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/contract/:id'), () => HttpResponse.json({ data: null })));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(MESSAGES.noContractAvailable)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Put a contract on file' })).toBeVisible();
  },
};

export const ContractNewValidation: Story = {
  ...ContractNone,
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Put a contract on file' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Contract' }));
    await expect(canvas.getByText('Contract number is required')).toBeVisible();
    await expect(canvas.getByText('Start date is required')).toBeVisible();
    await expect(canvas.getByText('End date is required')).toBeVisible();
  },
};

export const ContractLoadError: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/contract/:id'), serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(MESSAGES.somethingWentWrong)).toBeVisible();
  },
};

export const ContractRefused: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: '/main/offices/profile/contract?officeId=40', user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(http.get(api('/Office/contract/:id'), forbidden));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('You do not have permission to view: Contract'),
    ).toBeVisible();
  },
};

export const ContractOfficeAdminReadOnly: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE, user: OFFICE_ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(CONTRACT_SUPER_ADMIN_ONLY)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const ContractSaveFailed: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/Office/contract/:id'), () =>
        HttpResponse.json(
          {
            message: 'The request is not valid.',
            errors: { contractNumber: ['Contract number FR-2021-0007 belongs to office 1007'] },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const number = canvas.getByRole('textbox', { name: /^Contract Number/ });
    await userEvent.clear(number);
    await userEvent.type(number, 'FR-2021-0007');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Contract' }));
    await expect(
      await canvas.findByText('Contract number FR-2021-0007 belongs to office 1007'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Contract Number/ })).toHaveValue('FR-2021-0007');
  },
};

export const ContractSaved: Story = {
  render: () => <OfficeContractPage />,
  parameters: { route: CONTRACT_ROUTE },
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/Office/contract/:id'), async ({ request }) =>
        HttpResponse.json({ data: { ...CONTRACT, ...((await request.json()) as object) } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Royalty cap confirmed for 2026.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Contract' }));
    await expect(await canvas.findByText(CONTRACT_SAVED)).toBeVisible();
    await expect(canvas.getByText('Royalty cap confirmed for 2026.')).toBeVisible();
    settleAnnouncer();
  },
};
