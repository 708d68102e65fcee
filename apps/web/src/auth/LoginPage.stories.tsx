import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { api, resetAnnouncer, withApp } from '../test/storyApp';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', user: null, route: '/auth/admin/login' },
  args: { area: 'admin' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Agent: Story = { args: { area: 'agent' }, parameters: { route: '/auth/agent-ez/login' } };

export const RequiredMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(signIn);
    await expect(canvas.getByText(MESSAGES.userNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.mustAgreeToTerms)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.recaptchaFailed)).toBeVisible();
    await userEvent.unhover(signIn);
  },
};

export const LoginFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/Auth'), () => HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Super Admin' }));
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.loginFailed)).toBeVisible();
    await expect(canvas.getByLabelText(/User Name/)).toHaveValue('superuser');
  },
};

export const Signing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/Auth'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Office Admin' }));
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('button', { name: /Working/ })).toBeVisible();
  },
};

export const ForgotPasswordFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/user/resetpassword'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(canvas.getByLabelText(/User Name/), 'agent');
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(MESSAGES.forgotPasswordFailed)).toBeVisible();
  },
};

export const ForgotPasswordSent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/user/resetpassword'), () =>
        HttpResponse.json({
          data: { message: 'If the user exists, a reset link has been sent to its e-mail.' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(canvas.getByLabelText(/User Name/), 'agent');
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/reset link has been sent/)).toBeVisible();
  },
};

export const HostileText: Story = {
  play: async ({ canvasElement }) => {
    const userName = within(canvasElement).getByLabelText(/User Name/);
    await userEvent.type(userName, '<img src=x onerror=alert(1)>');
    await expect(userName).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    // The click left the pointer on the field: whether its hover shows in the picture depended on
    // the browser's own pointer events (a flaky baseline). Leave it, so the picture is one state.
    await userEvent.unhover(userName);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText(/User Name/).focus();
    await userEvent.keyboard('superuser');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await userEvent.keyboard('Balance#2026');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
  },
};
