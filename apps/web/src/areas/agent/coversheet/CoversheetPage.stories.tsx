import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import {
  agentLogin,
  failing,
  mockHandlers,
  pending,
  withAgentApp,
  scrollToTop,
  freshDataAfter,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Coversheet',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/coversheet', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openFirstCoversheet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Coversheets' }, { timeout: 10_000 });
  await userEvent.click(within(table).getAllByRole('link', { name: /^Edit the coversheet of / })[0]!);
  return within(await canvas.findByRole('form', { name: 'Coversheet' }, { timeout: 10_000 }));
}

/** Every deal and whether its coversheet is done. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Coversheets' }, { timeout: 10_000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const ListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/contracts/GetContractsByAgentId'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading contracts…')).toBeVisible();
  },
};

/** A coversheet open for editing. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const form = await openFirstCoversheet(canvasElement);
    await expect(form.getByRole('region', { name: 'Agents' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save coversheet' })).toBeEnabled();
  },
};

/** Rules: a listing or every manual field; at least one agent. */
export const RulesEnforced: Story = {
  play: async ({ canvasElement }) => {
    const form = await openFirstCoversheet(canvasElement);
    const clear = form.queryByRole('button', { name: 'Clear listing' });
    if (clear) await userEvent.click(clear);
    await userEvent.clear(form.getByRole('textbox', { name: 'Address' }));
    for (const remove of form.queryAllByRole('button', { name: /^Remove (?!contact)/ }))
      await userEvent.click(remove);
    await userEvent.click(form.getByRole('button', { name: 'Save coversheet' }));
    await expect(form.getByText(MESSAGES.selectAtLeastOneAgent)).toBeVisible();
    await expect(form.getAllByText(MESSAGES.selectListingOrManual)[0]).toBeVisible();
    await expect(form.getByText('Address is required without a listing')).toBeVisible();
    // Typed values stay.
    await expect(form.getByRole('textbox', { name: 'Notes for the office' })).toBeInTheDocument();
    await scrollToTop(canvasElement);
  },
};

/** No agent left: the refused save takes the user to "Add an agent", the message beneath it. */
export const AgentRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await openFirstCoversheet(canvasElement);
    for (const remove of form.queryAllByRole('button', { name: /^Remove (?!contact)/ }))
      await userEvent.click(remove);
    await userEvent.click(form.getByRole('button', { name: 'Save coversheet' }));
    const addAgent = form.getByRole('combobox', { name: 'Add an agent' });
    await waitFor(() => expect(addAgent).toHaveFocus());
    await expect(addAgent).toHaveAttribute('aria-invalid', 'true');
    await expect(addAgent).toHaveAccessibleDescription(MESSAGES.selectAtLeastOneAgent);
  },
};

/** Saved: 'Coversheet saved'. */
export const Saved: Story = {
  beforeEach: [freshDataAfter],
  play: async ({ canvasElement }) => {
    const form = await openFirstCoversheet(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: 'Notes for the office' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Notes for the office' }),
      'Keys at the front desk.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save coversheet' }));
    await expect(
      await within(canvasElement).findByText(MESSAGES.coversheetSaved, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/contracts/GetCoversheetDetail', 'The coversheet service is down.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Coversheets' }, { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('link')[0]!);
    await expect(
      await canvas.findByText(/The coversheet service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
