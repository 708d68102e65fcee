import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTACT_TYPES, MESSAGES } from '@balance/domain';
import { http, HttpResponse } from 'msw';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import {
  agentLogin,
  anyApi,
  answering,
  failing,
  mockHandlers,
  pending,
  withAgentApp,
  scrollToTop,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Contracts',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/contracts', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's contracts: status, side, type, price, dates, net and payout. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Contracts' }, { timeout: 10_000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    for (const header of ['Property', 'Status', 'Side', 'Type', 'Price', 'Closing', 'Payout']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
  },
};

/** Only pending deals (the status filter, by keyboard). */
export const PendingOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Contracts' }, { timeout: 10_000 });
    const status = canvas.getByRole('button', { name: /Status/ });
    status.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Pending' }));
    await waitFor(
      () => {
        const table = canvas.getByRole('table', { name: 'Contracts' });
        expect(within(table).queryAllByText('Closed')).toHaveLength(0);
        expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyApi('/contracts/GetContractsByAgentId'), () =>
        HttpResponse.json(
          { data: [] },
          { headers: { 'x-pagination': JSON.stringify({ currentPage: 1, pageSize: 10, totalCount: 0 }) } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contracts in 2026', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/contracts/GetContractsByAgentId'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading contracts…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/contracts/GetContractsByAgentId', 'The contract service is down.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The contract service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A contract: the deal, commission and deductions, agents, and its contacts by type. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Contracts' }, { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('link')[0]!);
    await expect(await canvas.findByRole('region', { name: 'Commission' })).toBeVisible();
    const contacts = canvas.getByRole('region', { name: 'Contacts' });
    for (const type of CONTACT_TYPES) {
      await expect(within(contacts).getByRole('heading', { name: type })).toBeVisible();
    }
    await scrollToTop(canvasElement);
  },
};

export const DetailNotFound: Story = {
  parameters: { route: '/agent-ez/contracts/999999' },
  beforeEach({ msw }) {
    msw.use(
      answering(
        '/contracts/GetAgentEzContractById',
        { message: MESSAGES.noContractAvailable },
        { status: 404 },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(MESSAGES.noContractAvailable, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Escrow deposits per contract. */
export const Escrow: Story = {
  parameters: { route: '/agent-ez/escrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Escrow' })).toBeVisible();
    await expect(await canvas.findByText(/escrow accounts?,/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const EscrowEmpty: Story = {
  parameters: { route: '/agent-ez/escrow' },
  beforeEach({ msw }) {
    msw.use(answering('/contracts/GetContractEscrow', { data: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No escrow deposits', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const EscrowLoadError: Story = {
  parameters: { route: '/agent-ez/escrow' },
  beforeEach({ msw }) {
    msw.use(failing('/contracts/GetContractEscrow', 'The escrow service is down.'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The escrow service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
