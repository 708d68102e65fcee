import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './PasswordField';
import * as stories from './PasswordField.stories';

const { Default, RuleMessageOnSubmit, CommonPasswordRefused, Paste, ShowHide, HostileText } =
  composeStories(stories);

const checklist = () => within(screen.getByRole('list', { name: 'Password rule' }));

describe('PasswordField', () => {
  it('updates the checklist as the user types', async () => {
    render(<Default />);
    const input = screen.getByLabelText('New Password');
    expect(checklist().getByText('One number').closest('li')).not.toHaveAttribute('data-met');
    await userEvent.type(input, 'a1');
    expect(checklist().getByText('One number').closest('li')).toHaveAttribute('data-met', 'true');
    expect(
      checklist()
        .getByText(/One upper case letter/)
        .closest('li'),
    ).not.toHaveAttribute('data-met');
  });

  it('shows the exact rule message on submit and keeps the value', async () => {
    render(<RuleMessageOnSubmit />);
    const input = screen.getByLabelText(/New Password/);
    await userEvent.type(input, 'weakpass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(input).toHaveValue('weakpass');
  });

  it('says when a required password is missing', async () => {
    render(<RuleMessageOnSubmit />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.newPasswordRequired)).toBeInTheDocument();
  });

  it('accepts a valid password without a message', async () => {
    render(<RuleMessageOnSubmit />);
    await userEvent.type(screen.getByLabelText(/New Password/), 'Tr0ub4dor&3x!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.queryByText(MESSAGES.passwordRule)).toBeNull();
  });

  it('refuses a common password with a clear message', async () => {
    render(<CommonPasswordRefused />);
    await userEvent.type(screen.getByLabelText('New Password'), 'Balance#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
  });

  it('allows pasting', async () => {
    render(<Paste />);
    await userEvent.click(screen.getByLabelText('New Password'));
    await userEvent.paste('Pasted#Value1');
    expect(screen.getByLabelText('New Password')).toHaveValue('Pasted#Value1');
  });

  it('shows and hides the password', async () => {
    render(<ShowHide />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
