import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './NumberField.stories';

const { Default, Currency, Clamped, Disabled } = composeStories(stories);

describe('NumberField', () => {
  it('steps with the buttons and the arrow keys', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Commission split' });
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(71);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('69');
  });

  it('formats currency', () => {
    render(<Currency />);
    expect(screen.getByRole('textbox')).toHaveValue('$18,000.00');
  });

  it('clamps to the range on blur', async () => {
    render(<Clamped />);
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await userEvent.tab();
    expect(input).toHaveValue('100');
  });

  it('is disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
