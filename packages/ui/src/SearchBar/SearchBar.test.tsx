import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { SearchBar } from './SearchBar';
import * as stories from './SearchBar.stories';
import { TAB_FILTER } from './fixtures';

const { Default, SubFilterPreselect, Searching, LoadingAttributes, Disabled, RestoredQuery, HostileText } =
  composeStories(stories);

const go = () => screen.getByRole('button', { name: 'Go' });
const textbox = () => screen.getByRole('textbox', { name: 'Search text' });
async function choose(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SearchBar', () => {
  it('applies the Go rule: 1 character disables, 2 enable, *_All and *Status need none', async () => {
    render(<Default />);
    expect(go()).toBeEnabled(); // Agent_All
    await choose(/Search by/, 'Name');
    expect(go()).toBeDisabled();
    await userEvent.type(textbox(), 'a');
    expect(go()).toBeDisabled();
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await userEvent.type(textbox(), 'b');
    expect(go()).toBeEnabled();
    await userEvent.clear(textbox());
    await userEvent.type(textbox(), ' x ');
    expect(go()).toBeDisabled();
    await choose(/Search by/, 'Status'); // Agent_Status
    expect(go()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Offices' }));
    await choose(/Search by/, 'Status'); // Office_Status
    expect(go()).toBeEnabled();
  });

  it('preselects the first sub-filter and sends it', async () => {
    const onSearch = fn();
    render(<SubFilterPreselect onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: /Filter/ })).toBeNull();
    await choose(/Search by/, 'Status');
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('Pending');
    await userEvent.click(go());
    expect(onSearch).toHaveBeenLastCalledWith({
      selection: 'offices',
      attribute: 'Office_Status',
      subFilter: '0',
      text: '',
    });
  });

  it('submits on Enter only when Go is enabled, with trimmed text', async () => {
    const onSearch = fn();
    render(<Default onSearch={onSearch} />);
    await choose(/Search by/, 'Name');
    await userEvent.type(textbox(), 'R{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(textbox(), 'ivera {Enter}');
    expect(onSearch).toHaveBeenCalledWith({
      selection: 'agents',
      attribute: 'Agent_Name',
      subFilter: null,
      text: 'Rivera',
    });
    expect(textbox()).toHaveValue('Rivera ');
  });

  it('resets attribute and text when the main selection changes', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    await choose(/Search by/, 'Name');
    await userEvent.type(textbox(), 'Rivera');
    await userEvent.click(screen.getByRole('radio', { name: 'Regions' }));
    expect(onSelectionChange).toHaveBeenCalledWith('regions');
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('All Regions');
    expect(textbox()).toHaveValue('');
  });

  it('takes the URL query when the selection changes from outside (navigation)', () => {
    const props = { onSearch: fn() };
    const { rerender } = render(
      <SearchBar
        {...props}
        selection="agents"
        attributes={TAB_FILTER.agents}
        defaultQuery={{ text: 'Rivera' }}
      />,
    );
    expect(textbox()).toHaveValue('Rivera');
    rerender(<SearchBar {...props} selection="users" attributes={TAB_FILTER.users} />);
    expect(textbox()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Users' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('All Users');
    rerender(
      <SearchBar
        {...props}
        selection="offices"
        attributes={TAB_FILTER.offices}
        defaultQuery={{ attribute: 'Office_City', text: 'Bend' }}
      />,
    );
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('City');
    expect(textbox()).toHaveValue('Bend');
  });

  it('starts empty when the user picks a selection, even with a default query', async () => {
    render(<Default defaultQuery={{ attribute: 'Agent_Name', text: 'Rivera' }} />);
    expect(textbox()).toHaveValue('Rivera');
    await userEvent.click(screen.getByRole('radio', { name: 'Companies' }));
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('All Companies');
    expect(textbox()).toHaveValue('');
  });

  it('shows a spinner on Go and refuses to submit while searching', async () => {
    const onSearch = fn();
    render(<Searching onSearch={onSearch} />);
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('Working…');
    await userEvent.type(textbox(), '{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('disables Go while attributes load and everything when disabled', () => {
    render(<LoadingAttributes />);
    expect(go()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('Loading…');
  });

  it('is disabled as a whole', () => {
    render(<Disabled />);
    expect(textbox()).toBeDisabled();
    expect(go()).toBeDisabled();
  });

  it('restores attribute and sub-filter from a default query', () => {
    render(<RestoredQuery />);
    expect(screen.getByRole('button', { name: /Search by/ })).toHaveTextContent('Status');
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('Active');
  });

  it('renders hostile attribute text and input as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(textbox()).toHaveValue('<img src=x onerror=alert(1)>');
  });
});
