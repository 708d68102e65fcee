import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { http, HttpResponse } from 'msw';
import { resetAnnouncer } from '../../../test/storyApp';
import { AgentResetPasswordRoute } from '../routes';
import {
  agentLogin,
  anyApi,
  mockHandlers,
  withAgentApp,
  scrollToTop,
  freshDataAfter,
} from '../test/agentStory';

const meta = {
  title: 'Pages/Agent/Reset Password',
  component: AgentResetPasswordRoute,
  tags: ['autodocs'],
  decorators: [withAgentApp],
  loaders: [agentLogin],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/auth/agent-ez/reset-password',
    msw: { handlers: mockHandlers() },
  },
} satisfies Meta<typeof AgentResetPasswordRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Password inputs have no textbox role: found by their label (which may carry a required mark). */
const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}\\*?$`));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'User Name' })).toHaveValue('agent');
  },
};

/** Every field's message, to the letter. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'User Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    for (const message of [
      MESSAGES.userNameRequired,
      MESSAGES.currentPasswordRequired,
      MESSAGES.newPasswordRequired,
      MESSAGES.confirmNewPasswordRequired,
    ]) {
      await expect(canvas.getByText(message, { exact: true })).toBeVisible();
    }
  },
};

/** A weak new password and a confirmation that does not match. */
export const WeakAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'User Name' });
    await userEvent.type(field(canvasElement, 'Current Password'), 'Balance#2026');
    await userEvent.type(field(canvasElement, 'New Password'), 'weakpass');
    await userEvent.type(field(canvasElement, 'Confirm New Password'), 'weakpas');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(MESSAGES.passwordRule)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.confirmMustMatch)).toBeVisible();
    await scrollToTop(canvasElement);
  },
};

/** The server refuses: 'Change password is failed.', its field message, nothing typed lost. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyApi('/user/changepassword'), () =>
        HttpResponse.json(
          {
            message: MESSAGES.changePasswordFailed,
            errors: { currentPassword: ['The current password is not correct.'] },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'User Name' });
    await userEvent.type(field(canvasElement, 'Current Password'), 'Wrong#Pass2026');
    await userEvent.type(field(canvasElement, 'New Password'), 'Harbor!View2027');
    await userEvent.type(field(canvasElement, 'Confirm New Password'), 'Harbor!View2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(
      await canvas.findByText(MESSAGES.changePasswordFailed, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('The current password is not correct.')).toBeVisible();
    await expect(field(canvasElement, 'New Password')).toHaveValue('Harbor!View2027');
    await scrollToTop(canvasElement);
  },
};

/** Changed: 'Your password has been changed!'. */
export const Changed: Story = {
  beforeEach: [freshDataAfter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'User Name' });
    await userEvent.type(field(canvasElement, 'Current Password'), 'Balance#2026');
    await userEvent.type(field(canvasElement, 'New Password'), 'Harbor!View2027');
    await userEvent.type(field(canvasElement, 'Confirm New Password'), 'Harbor!View2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText(MESSAGES.passwordChanged, {}, { timeout: 10_000 })).toBeVisible();
    await scrollToTop(canvasElement);
  },
};
