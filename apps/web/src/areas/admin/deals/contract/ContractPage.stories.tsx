import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CONTRACT_STATUS_MESSAGES, MESSAGES } from '@balance/domain';
import { OFFICE_ADMIN } from '../../../../test/renderApp';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../../test/storyApp';
import { forbidden, serverError } from '../../manage/externalAndContractFixtures';
import {
  CLOSED,
  CONTRACT_ROUTE,
  contractHandler,
  emailHandler,
  FALLEN,
  HOSTILE_TEXT,
  MANY_AGENTS,
  PAID_OUT,
  PENDING,
  statusHandler,
} from './contractFixtures';
import { ContractPage } from './ContractPage';

const meta = {
  title: 'Pages/Admin/Contract',
  component: ContractPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: CONTRACT_ROUTE,
    msw: { handlers: [...contractHandler(CLOSED), statusHandler, emailHandler, ...adminHandlers] },
  },
} satisfies Meta<typeof ContractPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);
/**
 * Before a story works a form: the Payout section (it loads after the contract and grows the page) is
 * in, and the form's card starts in the middle of the view, so the form's own scrolling (focus, the
 * confirmation's scroll lock) starts from the same place every time and the picture does not move.
 */
async function settleOn(canvas: ReturnType<typeof body>, card: string) {
  await canvas.findByText('Net to agent', { selector: 'dt' });
  canvas.getByRole('heading', { name: card }).scrollIntoView({ block: 'center' });
}
const answer = (contract: typeof CLOSED) => ({
  parameters: {
    msw: { handlers: [...contractHandler(contract), statusHandler, emailHandler, ...adminHandlers] },
  },
});

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Commission Breakdown' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CDA' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reopen Contract' })).toBeVisible();
    await expect(canvas.getByText('Numbers locked while closed.')).toBeVisible();
  },
};

export const PendingCloseRefused: Story = {
  ...answer(PENDING),
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await settleOn(canvas, 'Status');
    await userEvent.click(await canvas.findByRole('button', { name: 'Close Contract' }));
    await expect(await canvas.findByText(CONTRACT_STATUS_MESSAGES.closingDateRequired)).toBeVisible();
    await expect(canvas.getByText(CONTRACT_STATUS_MESSAGES.finalPriceRequired)).toBeVisible();
  },
};

export const FallAsksFirst: Story = {
  ...answer(PENDING),
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await settleOn(canvas, 'Status');
    await userEvent.click(await canvas.findByRole('button', { name: /Change$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Mark Fallen' }));
    await userEvent.type(canvas.getByLabelText(/^Reason/), 'Buyer financing fell through.');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Fallen' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeVisible();
  },
};

export const Fallen: Story = {
  ...answer(FALLEN),
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('Buyer financing fell through.', { selector: 'dd, dd *' }),
    ).toBeVisible();
  },
};

export const PaidOut: Story = {
  ...answer(PAID_OUT),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(CONTRACT_STATUS_MESSAGES.paidOut)).toBeVisible();
  },
};

export const EmailRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await settleOn(canvas, 'Disbursement and Summary');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail Summary' }));
    await expect(await canvas.findByText(/E-mail is not valid|Enter a valid/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/contracts/admin/:id'), never));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading the contract…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/contracts/admin/:id'), serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText(MESSAGES.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: { user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(http.get(api('/contracts/admin/:id'), forbidden));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/permission/)).toBeVisible();
  },
};

export const NoContractChosen: Story = {
  parameters: { route: '/main/contracts/profile' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Open a contract from/)).toBeVisible();
  },
};

export const HostileAndLongText: Story = {
  ...answer(HOSTILE_TEXT),
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect((await canvas.findAllByText(/<img src=x onerror=alert\(1\)>/)).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const ManyAgents: Story = {
  ...answer(MANY_AGENTS),
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('columnheader', { name: 'Agent Number 6' }),
    ).toBeVisible();
  },
};
