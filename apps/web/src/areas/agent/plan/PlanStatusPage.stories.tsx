import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PlanStatus as PlanStatusData } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentRoutes } from '../routes';
import {
  agentLogin,
  answering,
  failing,
  mockHandlers,
  pending,
  withAgentApp,
  scrollToTop,
  freshDataAfter,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Plan Status and 1099',
  component: AgentRoutes,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/agent-ez/plan-status', msw: { handlers: mockHandlers() } },
} satisfies Meta<typeof AgentRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan, the split before and after the cap, cap progress, fees and the closings toward the cap. */
export const PlanStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Your plan' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cap progress' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Plan fees' })).toBeVisible();
  },
};

/** A plan without a cap (a 100% plan with a transaction fee): no "left to cap", no cap meter. */
const noCapPlan: PlanStatusData = {
  agentId: 1001,
  agentName: 'Maya Rivera',
  year: 2026,
  planName: '100% with transaction fee',
  splitBeforeCap: 100,
  splitAfterCap: 100,
  cap: {
    capAmount: 0,
    paidTowardCap: 790,
    remaining: 0,
    progressPercent: 0,
    capped: false,
    anniversaryDate: '2027-01-01',
    projectedCapDate: null,
  },
  fees: [{ label: 'Transaction fee', amount: 395, frequency: 'Per transaction' }],
  contributions: [
    { contractId: 100101, propertyAddress: '3033 Anne Dr', closingDate: '2026-04-21', companyDollar: 395 },
    { contractId: 100102, propertyAddress: '5725 Cole Ave', closingDate: '2026-05-17', companyDollar: 395 },
  ],
};

export const PlanStatusNoCap: Story = {
  beforeEach({ msw }) {
    msw.use(answering('/agents/planStatus', { data: noCapPlan }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('region', { name: 'Your plan' }, { timeout: 10_000 });
    await expect(plan).toHaveTextContent('100% with transaction fee');
    await expect(canvas.getByRole('region', { name: 'Cap' })).toHaveTextContent('None');
    await expect(canvas.queryByText('Left to cap')).toBeNull();
    await expect(canvas.getByText('No cap is set. Paid so far: $790.00.')).toBeVisible();
  },
};

export const PlanStatusLoading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/agents/planStatus'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your plan…')).toBeVisible();
  },
};

export const PlanStatusLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/agents/planStatus', 'The plan service is down.'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The plan service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The 1099 of the last finished year, and the consent to electronic delivery. */
export const Tax1099: Story = {
  parameters: { route: '/agent-ez/1099' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Form 1099-NEC · 2025' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Box 1 · Nonemployee compensation')).toBeVisible();
  },
};

/** Consent saved: 'User consent saved.' (keyboard: Space toggles the box). */
export const Tax1099ConsentSaved: Story = {
  beforeEach: [freshDataAfter],
  parameters: { route: '/agent-ez/1099' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consent = await canvas.findByRole(
      'checkbox',
      { name: /^I consent to receive my 1099 electronically/ },
      { timeout: 10_000 },
    );
    const before = (consent as HTMLInputElement).checked;
    consent.focus();
    await userEvent.keyboard(' ');
    await expect((consent as HTMLInputElement).checked).toBe(!before);
    await userEvent.click(canvas.getByRole('button', { name: 'Save consent' }));
    await expect(await canvas.findByText(MESSAGES.userConsentSaved)).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

export const Tax1099Loading: Story = {
  parameters: { route: '/agent-ez/1099' },
  beforeEach({ msw }) {
    msw.use(pending('/tax1099'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your 1099…')).toBeVisible();
  },
};

export const Tax1099LoadError: Story = {
  parameters: { route: '/agent-ez/1099' },
  beforeEach({ msw }) {
    msw.use(failing('/tax1099', 'The tax service is down.'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The tax service is down\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
