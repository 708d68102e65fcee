import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, PLAN_MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { HOSTILE } from '../../../test/fixtures';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { PlanListPage } from './PlanListPage';
import { PLAN_SAVED, PlanPage } from './PlanPage';
import { CAPPED, HOSTILE_PLAN, LONG_NAME, MANY_PLANS, planHandlers, RETIRED, SLIDING } from './planFixtures';

const LIST = '/main/companies/plans?companyId=1';

const meta = {
  title: 'Pages/Admin/Plan Setup',
  component: PlanListPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: LIST, msw: { handlers: [...planHandlers, ...adminHandlers] } },
} satisfies Meta<typeof PlanListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads can be slow on a shared machine. */
const WAIT = { timeout: 10_000 };

const list = (data: unknown) => http.get(api('/plans'), () => HttpResponse.json({ data }));
const fail = (path: string) =>
  http.get(api(path), () => HttpResponse.json({ message: 'x' }, { status: 500 }));

export const PlanList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sliding scale', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Plan' })).toBeVisible();
  },
};

export const PlanListOfficeAdmin: Story = {
  parameters: { user: OFFICE_ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sliding scale', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Plan' })).toBeNull();
  },
};

export const PlanListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/plans'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { busy: true }, WAIT)).toBeVisible();
  },
};

export const PlanListEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(list([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This company has no commission plans yet.', {}, WAIT),
    ).toBeVisible();
  },
};

export const PlanListError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('/plans'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MESSAGES.somethingWentWrong, {}, WAIT)).toBeVisible();
  },
};

export const PlanListManyRows: Story = {
  beforeEach({ msw }) {
    msw.use(list(MANY_PLANS));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MANY_PLANS[0]?.name ?? '', {}, WAIT)).toBeVisible();
  },
};

export const PlanListHostileAndLongText: Story = {
  beforeEach({ msw }) {
    msw.use(list([HOSTILE_PLAN, { ...SLIDING, name: LONG_NAME }, RETIRED]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(HOSTILE, {}, WAIT)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

// ---------- one plan ----------

const planStory = (planParam: string, route: string): Partial<Story> => ({
  render: () => <PlanPage planParam={planParam} />,
  parameters: { route },
});

export const Plan: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Maya Rivera' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retire Plan' })).toBeVisible();
  },
};

export const PlanWithAgentPanel: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Maya Rivera' }, WAIT));
    await expect(await canvas.findByText('Cap progress since 06/01/2026', {}, WAIT)).toBeVisible();
    // Pressing the agent scrolled the page: back to the top, so the screenshot is the same every run.
    const doc = canvasElement.ownerDocument;
    doc.defaultView?.scrollTo(0, 0);
    doc.querySelectorAll<HTMLElement>('main').forEach((element) => {
      element.scrollTop = 0;
    });
  },
};

export const PlanSaved: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Plan' }, WAIT));
    await expect(await canvas.findByText(PLAN_SAVED, {}, WAIT)).toBeVisible();
  },
};

/** A tier that does not start above the one before it, and no name: the messages sit at the fields. */
export const PlanValidation: Story = {
  ...planStory('new', '/main/companies/plans/new?companyId=1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Tier' }, WAIT));
    const from = canvas.getByRole('textbox', { name: 'Tier 2 starts at' });
    await userEvent.clear(from);
    await userEvent.type(from, '0');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Plan' }));
    await expect(await canvas.findByText(PLAN_MESSAGES.nameRequired, {}, WAIT)).toBeVisible();
    await expect(canvas.getByText(PLAN_MESSAGES.tiersAscending)).toBeVisible();
  },
};

export const PlanRetired: Story = {
  ...planStory('9', '/main/companies/plans/9'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Reactivate Plan' }, WAIT),
    ).toBeVisible();
  },
};

export const PlanOfficeAdminReadOnly: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  parameters: { route: '/main/companies/plans/7', user: OFFICE_ADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Maya Rivera' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Plan' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retire Plan' })).toBeNull();
  },
};

export const PlanLoading: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  beforeEach({ msw }) {
    msw.use(http.get(api('/plans/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the plan…', {}, WAIT)).toBeVisible();
  },
};

export const PlanLoadError: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  beforeEach({ msw }) {
    msw.use(fail('/plans/:id'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MESSAGES.somethingWentWrong, {}, WAIT)).toBeVisible();
  },
};

export const PlanNoAgents: Story = {
  ...planStory('8', '/main/companies/plans/8'),
  beforeEach({ msw }) {
    msw.use(http.get(api('/plans/:id/agents'), () => HttpResponse.json({ data: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No agents on this plan', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Plan' })).toBeVisible();
  },
};

export const PlanHostileAndLongText: Story = {
  ...planStory('7', '/main/companies/plans/7'),
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/plans/:id'), () =>
        HttpResponse.json({ data: { ...CAPPED, name: `${HOSTILE} ${LONG_NAME}` } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(`${HOSTILE} ${LONG_NAME}`, {}, WAIT)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
