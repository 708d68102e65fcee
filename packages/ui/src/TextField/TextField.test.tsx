import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './TextField.stories';

const { Default, Invalid, RequiredValidation, Disabled, HostileText } = composeStories(stories);

describe('TextField', () => {
  it('is labelled and described, and reports what the user types', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Office Name' });
    expect(input).toHaveAccessibleDescription('As it appears on contracts.');
    await userEvent.type(input, 'North');
    expect(onChange).toHaveBeenLastCalledWith('North');
  });

  it('shows the error message next to an invalid field', () => {
    render(<Invalid />);
    const input = screen.getByRole('textbox', { name: 'User Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('User Name is required');
  });

  it('validates live and keeps the typed value', async () => {
    render(<RequiredValidation />);
    const input = screen.getByRole('textbox', { name: /User Name/ });
    await userEvent.type(input, 'x');
    await userEvent.clear(input);
    expect(await screen.findByText('User Name is required')).toBeInTheDocument();
    await userEvent.type(input, 'jdoe');
    expect(screen.queryByText('User Name is required')).toBeNull();
    expect(input).toHaveValue('jdoe');
  });

  it('cannot be edited when disabled', async () => {
    render(<Disabled />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'zzz');
    expect(input).toHaveValue('Read only office');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('<img src=x onerror=alert(1)>');
  });
});
