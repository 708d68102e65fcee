import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './Checkbox.stories';

const { Default, Disabled, Invalid, Indeterminate, HostileText } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles by clicking its label', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByText('Active in company'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space after Tab', async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('ignores presses when disabled', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Active in company'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error when invalid', () => {
    render(<Invalid />);
    expect(screen.getByText('You must agree to the terms and conditions above')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('supports the indeterminate state', () => {
    render(<Indeterminate />);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
