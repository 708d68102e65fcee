import { MESSAGES } from '@balance/domain';
import { COMMON_PASSWORD_MESSAGE } from '@balance/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../../../api/queryClient';
import { ResetPasswordForm, validateChangePassword } from './ResetPasswordForm';

// The form saves through the app's query cache, as in the app.
const render = (ui: ReactElement) =>
  renderInDom(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    ),
  });

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

describe('Reset Password', () => {
  it('has the spec message for every field', () => {
    expect(
      validateChangePassword({ userName: ' ', currentPassword: '', newPassword: '', confirmNewPassword: '' }),
    ).toEqual({
      userName: MESSAGES.userNameRequired,
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.newPasswordRequired,
      confirmNewPassword: MESSAGES.confirmNewPasswordRequired,
    });
    expect(
      validateChangePassword({
        userName: 'agent',
        currentPassword: 'x',
        newPassword: 'weakpass',
        confirmNewPassword: 'other',
      }),
    ).toEqual({ newPassword: MESSAGES.passwordRule, confirmNewPassword: MESSAGES.confirmMustMatch });
  });

  it('refuses the most common passwords with a clear message, and accepts 64+ characters', () => {
    const base = { userName: 'agent', currentPassword: 'x' };
    expect(
      validateChangePassword({ ...base, newPassword: 'Password123!', confirmNewPassword: 'Password123!' }),
    ).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    const long = `Harbor!View2027${'x'.repeat(60)}`;
    expect(validateChangePassword({ ...base, newPassword: long, confirmNewPassword: long })).toEqual({});
  });

  it('shows the messages next to the fields and sends nothing until they are met', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => MESSAGES.passwordChanged);
    render(<ResetPasswordForm defaultUserName="agent" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmNewPasswordRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field('Current Password'), 'Balance#2026');
    await user.type(field('New Password'), 'weakpass');
    expect(screen.getByText(MESSAGES.passwordRule)).toBeInTheDocument();
    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'Harbor!View2027');
    await user.type(field('Confirm New Password'), 'Harbor!View2027');
    expect(screen.queryByText(MESSAGES.passwordRule)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      userName: 'agent',
      currentPassword: 'Balance#2026',
      newPassword: 'Harbor!View2027',
      confirmNewPassword: 'Harbor!View2027',
    });
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(field('New Password')).toHaveValue('');
  });

  it('keeps what was typed and shows the server message when the change fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error(MESSAGES.changePasswordFailed), {
        fieldErrors: { currentPassword: ['The current password is not correct.'] },
      });
    });
    render(<ResetPasswordForm defaultUserName="agent" onSubmit={onSubmit} />);
    await user.type(field('Current Password'), 'Wrong#Pass2026');
    await user.type(field('New Password'), 'Harbor!View2027');
    await user.type(field('Confirm New Password'), 'Harbor!View2027');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.changePasswordFailed)).toBeInTheDocument();
    expect(screen.getByText('The current password is not correct.')).toBeInTheDocument();
    expect(field('New Password')).toHaveValue('Harbor!View2027');
    expect(field('Current Password')).toHaveValue('Wrong#Pass2026');
  });
});
