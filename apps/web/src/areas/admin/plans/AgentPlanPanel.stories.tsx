import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, PLAN_MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { HOSTILE } from '../../../test/fixtures';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { AgentPlanPanel, PLAN_ASSIGNED } from './AgentPlanPanel';
import { AGENT_PLAN, LONG_NAME, NO_CAP_PLAN, planHandlers } from './planFixtures';

const meta = {
  title: 'Pages/Admin/Agent Plan Panel',
  component: AgentPlanPanel,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  args: { agentId: 1001 },
  parameters: {
    layout: 'padded',
    route: '/main/agents',
    msw: { handlers: [...planHandlers, ...adminHandlers] },
  },
} satisfies Meta<typeof AgentPlanPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads can be slow on a shared machine. */
const WAIT = { timeout: 10_000 };

const reply = (data: unknown) => () => HttpResponse.json({ data });

/** A Super Admin sees the terms, the cap progress and may move the agent to another plan. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('70% to the agent', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign Plan' })).toBeVisible();
  },
};

export const OfficeAdminReadOnly: Story = {
  parameters: { user: OFFICE_ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('70% to the agent', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Assign Plan' })).toBeNull();
  },
};

export const NoCap: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/agents/:id/plan'), reply(NO_CAP_PLAN)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No cap', { exact: true }, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/agents/:id/plan'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the plan…', {}, WAIT)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/agents/:id/plan'), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.somethingWentWrong, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LongText: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        api('/agents/:id/plan'),
        reply({
          ...AGENT_PLAN,
          plan: { ...AGENT_PLAN.plan, name: LONG_NAME },
          choices: [{ id: 2, name: `${LONG_NAME} (second edition)` }, ...AGENT_PLAN.choices],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LONG_NAME, {}, WAIT)).toBeVisible();
  },
};

export const HostileText: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        api('/agents/:id/plan'),
        reply({ ...AGENT_PLAN, agentName: HOSTILE, plan: { ...AGENT_PLAN.plan, name: HOSTILE } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(HOSTILE, {}, WAIT)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Choose a plan, press Assign Plan, confirm: the panel shows the new plan. */
export const Assigned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Move to plan/ }, WAIT));
    await userEvent.click(await page.findByRole('option', { name: 'Sliding scale' }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Plan' }));
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Maya Rivera moves from 70/30 capped 18k to Sliding scale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Plan' }));
    await expect(await canvas.findByText(PLAN_ASSIGNED, {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('No cap', { exact: true })).toBeVisible();
  },
};

/** Assign Plan with no plan chosen: the field says so. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign Plan' }, WAIT));
    await expect(await canvas.findByText('Choose the plan to move the agent to', {}, WAIT)).toBeVisible();
  },
};

/** The server refuses a retired plan: its message sits at the plan field. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/agents/:id/plan'), () =>
        HttpResponse.json(
          { message: 'The request is not valid.', errors: { planId: [PLAN_MESSAGES.retiredNoAssign] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Move to plan/ }, WAIT));
    await userEvent.click(await page.findByRole('option', { name: 'Sliding scale' }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Plan' }));
    await userEvent.click(
      within(await page.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: 'Assign Plan' }),
    );
    await expect(await canvas.findByText(PLAN_MESSAGES.retiredNoAssign, {}, WAIT)).toBeVisible();
  },
};
