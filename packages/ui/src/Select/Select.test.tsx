import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './Select.stories';

const { Default, Controlled, Disabled, Empty, HostileText } = composeStories(stories);

describe('Select', () => {
  it('picks an option with the mouse and reports its id', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Users' }));
    expect(onSelectionChange).toHaveBeenCalledWith('users');
  });

  it('is operable with the keyboard alone', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Category/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('follows a controlled value', async () => {
    render(<Controlled />);
    expect(screen.getByText('Selected: regions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agents' }));
    expect(screen.getByText('Selected: agents')).toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    render(<Disabled />);
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when there are no options', async () => {
    render(<Empty />);
    expect(await screen.findByText('No regions for this office')).toBeInTheDocument();
  });

  it('renders hostile text literally', () => {
    render(<HostileText />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
