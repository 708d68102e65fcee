import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { adminHandlers, api, never, resetAnnouncer, settleAnnouncer, withApp } from '../../../test/storyApp';
import {
  CONTRACT,
  CONTRACT_ROUTE,
  forbidden,
  recordHandlers,
  serverError,
} from './externalAndContractFixtures';
import { CONTRACT_SAVED, CONTRACT_SUPER_ADMIN_ONLY, OfficeContractPage } from './OfficeContractPage';

const meta = {
  title: 'Pages/Admin/Office Contract',
  component: OfficeContractPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: CONTRACT_ROUTE,
    msw: { handlers: [...recordHandlers, ...adminHandlers] },
  },
} satisfies Meta<typeof OfficeContractPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);

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
