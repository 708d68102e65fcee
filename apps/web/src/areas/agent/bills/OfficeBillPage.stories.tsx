import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { http, HttpResponse } from 'msw';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import {
  agentLogin,
  anyApi,
  failing,
  mockHandlers,
  pending,
  withAgentApp,
  scrollToTop,
  freshDataAfter,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Office Bill',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/office-bill', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved payment methods have loaded: the default one is chosen. */
const methodsLoaded = (form: HTMLElement) =>
  waitFor(
    () => expect(within(form).getByRole('button', { name: /Payment method/ })).toHaveTextContent('(default)'),
    { timeout: 10_000 },
  );

/** Open invoices, each with Pay Now. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Open invoices' }, { timeout: 10_000 });
    await expect(within(table).getAllByRole('button', { name: /^Pay invoice / }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** All invoices, paid ones with their payout status. */
export const All: Story = {
  parameters: { route: '/agent-ez/office-bill?filter=All' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'All invoices' }, { timeout: 10_000 });
    await expect(within(table).getAllByText('Paid').length).toBeGreaterThan(0);
  },
};

/** An invoice's detail with its lines, the PDF and Pay Now, then the payment form. */
export const PayForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Open invoices' }, { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('button', { name: /^Pay invoice / })[0]!);
    const form = await canvas.findByRole('form', { name: /^Pay invoice / });
    await methodsLoaded(form);
    await expect(canvas.getByRole('button', { name: 'Open PDF' })).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

/** Paid: 'Payment Successful'; the invoice shows Paid and has no Pay Now any more. */
export const Paid: Story = {
  beforeEach: [freshDataAfter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Open invoices' }, { timeout: 10_000 });
    const payButton = within(table).getAllByRole('button', { name: /^Pay invoice / })[0]!;
    const invoice = (payButton.getAttribute('aria-label') ?? '').replace('Pay invoice ', '');
    await userEvent.click(payButton);
    const form = await canvas.findByRole('form', { name: `Pay invoice ${invoice}` });
    await methodsLoaded(form);
    await userEvent.click(within(form).getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText(MESSAGES.paymentSuccessful, {}, { timeout: 10_000 })).toBeVisible();
    const detail = canvas.getByRole('region', { name: new RegExp(`^Invoice ${invoice}$`) });
    await expect(within(detail).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    await scrollToTop(canvasElement);
  },
};

/** A refused payment keeps the form and says why. */
export const PaymentRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyApi('/AgentInvoice/agentPaynow'), () =>
        HttpResponse.json({ message: 'The card was declined.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Open invoices' }, { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('button', { name: /^Pay invoice / })[0]!);
    const form = await canvas.findByRole('form', { name: /^Pay invoice / });
    await methodsLoaded(form);
    await userEvent.click(within(form).getByRole('button', { name: /^Pay \$/ }));
    await expect(
      await within(form).findByText('The card was declined.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

export const NothingOpen: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyApi('/AgentInvoice/getAgentOpenInvoice'), () =>
        HttpResponse.json({ data: [] }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing to pay', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/AgentInvoice/getAgentOpenInvoice'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading invoices…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/AgentInvoice/getAgentOpenInvoice', 'The billing service is down.'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The billing service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
