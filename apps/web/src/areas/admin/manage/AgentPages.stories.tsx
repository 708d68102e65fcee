import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AGENT_MESSAGES } from '@balance/domain/agents';
import { api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { MainPage } from '../main/MainPage';
import { AgentAccessPage } from './AgentAccessPage';
import { AgentMovePage } from './AgentMovePage';
import { AddAgentPage, AgentContactPage, AgentMembershipPage } from './AgentPages';
import { AgentStatsPage } from './AgentStatsPage';
import { AgentStatusPage } from './AgentStatusPage';
import { AGENT, agentHandlers, HOSTILE_AGENT, INACTIVE_AGENT } from './agentStoryData';

const meta = {
  title: 'Pages/Admin/Agents',
  component: AgentContactPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/main/agents/profile/contact?agentId=1001',
    msw: { handlers: agentHandlers() },
  },
} satisfies Meta<typeof AgentContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);

export const Contact: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('heading', { name: '1001 · Maya Rivera' }),
    ).toBeVisible();
  },
};

export const ContactLoading: Story = {
  parameters: { msw: { handlers: [http.get(api('/agents/:id'), never), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Loading the agent/)).toBeVisible();
  },
};

export const ContactLoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('/agents/:id'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
        ...agentHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Something went wrong')).toBeVisible();
  },
};

export const ContactNoneChosen: Story = {
  parameters: { route: '/main/agents/profile/contact' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Type an agent’s name above/)).toBeVisible();
  },
};

export const ContactHostileAndLong: Story = {
  parameters: {
    route: '/main/agents/profile/contact?agentId=1003',
    msw: { handlers: agentHandlers(HOSTILE_AGENT) },
  },
  play: async ({ canvasElement }) => {
    await expect((await body(canvasElement).findAllByText(/<img src=x/)).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const ContactValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^E-mail/));
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'no-at-sign');
    await userEvent.clear(canvas.getByLabelText(/^Mobile Phone/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(/Enter a valid e-mail address/)).toBeVisible();
    await expect(canvas.getByText('Mobile Phone is required')).toBeVisible();
  },
};

export const ContactDuplicateEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/agents/:id'), () =>
        HttpResponse.json(
          { message: 'The agent could not be saved.', errors: { email: [AGENT_MESSAGES.duplicateEmail] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(AGENT_MESSAGES.duplicateEmail)).toBeVisible();
  },
};

export const Membership: Story = {
  render: () => <AgentMembershipPage />,
  parameters: { route: '/main/agents/profile/membership?agentId=1001' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/62\.5%/)).toBeVisible();
  },
};

export const MembershipNoPlanInactive: Story = {
  render: () => <AgentMembershipPage />,
  parameters: {
    route: '/main/agents/profile/membership?agentId=1001',
    msw: { handlers: agentHandlers(INACTIVE_AGENT) },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/No plan: the agent moved/)).toBeVisible();
  },
};

export const Status: Story = {
  render: () => <AgentStatusPage />,
  parameters: { route: '/main/agents/profile/status?agentId=1001' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Agent' }));
    await expect(await canvas.findByText(AGENT_MESSAGES.reasonRequired)).toBeVisible();
  },
};

export const StatusConfirm: Story = {
  render: () => <AgentStatusPage />,
  parameters: { route: '/main/agents/profile/status?agentId=1001' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Reason/), 'Left for another brokerage');
    const date = within(canvas.getByRole('group', { name: /^Effective Date/ })).getAllByRole('spinbutton');
    await userEvent.click(date[0] as HTMLElement);
    await userEvent.keyboard('01052026');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Agent' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/cannot log in to Agent\.EZ/);
  },
};

export const StatusInactiveManyEvents: Story = {
  render: () => <AgentStatusPage />,
  parameters: {
    route: '/main/agents/profile/status?agentId=1001',
    msw: { handlers: agentHandlers(INACTIVE_AGENT) },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Reactivate Agent' })).toBeVisible();
  },
};

export const StatusHostile: Story = {
  render: () => <AgentStatusPage />,
  parameters: {
    route: '/main/agents/profile/status?agentId=1003',
    msw: { handlers: agentHandlers(HOSTILE_AGENT) },
  },
  play: async ({ canvasElement }) => {
    await expect((await body(canvasElement).findAllByText(/javascript:alert/)).length).toBeGreaterThan(0);
  },
};

export const MoveOffice: Story = {
  render: () => <AgentMovePage />,
  parameters: { route: '/main/agents/profile/move?agentId=1001' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Now in 1001 · Pearl District/)).toBeVisible();
  },
};

export const Access: Story = {
  render: () => <AgentAccessPage />,
  parameters: { route: '/main/agents/profile/agentez-access?agentId=1001' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Office Bill (report)')).toBeVisible();
  },
};

export const AddAgent: Story = {
  render: () => <AddAgentPage />,
  parameters: { route: '/main/add-new/agents' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByDisplayValue('6601')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Agent' }));
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(canvas.getByText('Office is required')).toBeVisible();
  },
};

export const AgentStats: Story = {
  render: () => <AgentStatsPage />,
  parameters: { route: '/main/companies/vitals/agent-stats?companyId=1' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/1–25 of 60/)).toBeVisible();
  },
};

export const AgentStatsEmpty: Story = {
  render: () => <AgentStatsPage />,
  parameters: {
    route: '/main/companies/vitals/agent-stats?companyId=1',
    msw: { handlers: agentHandlers(AGENT, []) },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No agents in this company or office.')).toBeVisible();
  },
};

export const AgentStatsLoadFailed: Story = {
  render: () => <AgentStatsPage />,
  parameters: {
    route: '/main/companies/vitals/agent-stats?companyId=1',
    msw: {
      handlers: [
        http.get(api('/agents/stats'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
        ...agentHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Something went wrong')).toBeVisible();
  },
};

export const AgentStatsLoading: Story = {
  render: () => <AgentStatsPage />,
  parameters: {
    route: '/main/companies/vitals/agent-stats?companyId=1',
    msw: { handlers: [http.get(api('/agents/stats'), never), ...agentHandlers()] },
  },
};

export const DetailCardInSearch: Story = {
  render: () => <MainPage selectionParam="agents" />,
  parameters: { route: '/main/agents?attr=Agent_All&page=1&row=1001' },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('heading', { name: `Agent details: ${AGENT.name}` }),
    ).toBeVisible();
    await expect(body(canvasElement).getByRole('link', { name: 'Open agent profile' })).toBeVisible();
    // The sidebar's saved searches load on their own: the picture waits for them too.
    await expect(
      await body(canvasElement).findByText('Run a search and press Save Search to keep it here.'),
    ).toBeVisible();
  },
};
