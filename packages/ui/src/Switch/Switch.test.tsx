import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './Switch.stories';

const { Default, Disabled, HostileText } = composeStories(stories);

describe('Switch', () => {
  it('toggles with a click and with Space', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Lock Grid' });
    await userEvent.click(screen.getByText('Lock Grid'));
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores presses when disabled', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Lock Grid'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
