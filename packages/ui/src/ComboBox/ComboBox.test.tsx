import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './ComboBox.stories';

const { Default, NoMatches, Disabled, HostileText } = composeStories(stories);

describe('ComboBox', () => {
  it('filters as the user types and reports the picked id', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Office' }), 'chi');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Chicago Loop' }));
    expect(onSelectionChange).toHaveBeenCalledWith('o4');
    expect(screen.getByRole('combobox')).toHaveValue('Chicago Loop');
  });

  it('says when nothing matches', async () => {
    render(<NoMatches />);
    await userEvent.type(screen.getByRole('combobox'), 'qqq');
    expect(await screen.findByText('No office matches')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
  });

  it('renders hostile text literally', () => {
    render(<HostileText />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox')).toHaveValue('<img src=x onerror=alert(1)>');
  });
});
