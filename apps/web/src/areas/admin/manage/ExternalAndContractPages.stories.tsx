import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { adminHandlers, api, never, resetAnnouncer, settleAnnouncer, withApp } from '../../../test/storyApp';
import { DTR_SAVED, DtrContactPage } from './DtrContactPage';
import { EXTERNAL_SAVED, ExternalCompanyPage } from './ExternalCompanyPage';
import {
  DTR_ROUTE,
  EXTERNAL,
  EXTERNAL_ROUTE,
  forbidden,
  MAPPING,
  NOT_LINKED,
  recordHandlers,
  serverError,
} from './externalAndContractFixtures';

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
