import { CalendarDate } from '@internationalized/date';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './DatePicker.stories';

const { Default, Empty, Invalid, Disabled } = composeStories(stories);

describe('DatePicker', () => {
  it('shows MM/DD/YYYY segments', () => {
    render(<Empty />);
    expect(screen.getByRole('group')).toHaveTextContent('mm/dd/yyyy');
  });

  it('picks a date from the calendar', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 9, 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 3, 9));
  });

  it('types a date segment by segment', async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('12312026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 31));
  });

  it('explains an out-of-range date', () => {
    render(<Invalid />);
    expect(screen.getByText('Reports start in 2020')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  });
});
