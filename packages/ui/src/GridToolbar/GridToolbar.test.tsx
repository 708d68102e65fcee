import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './GridToolbar.stories';

const { Default, Locked, Saving, Empty, Disabled, WithExport, WithExtraTools, HostileText } =
  composeStories(stories);

describe('GridToolbar', () => {
  it('shows the count and calls save and settings', async () => {
    const onSaveSettings = fn();
    const onOpenSettings = fn();
    render(<Default onSaveSettings={onSaveSettings} onOpenSettings={onOpenSettings} />);
    expect(screen.getByText('1,234 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Grid Settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'User Default Settings' }));
    expect(onSaveSettings).toHaveBeenCalledTimes(1);
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'User Default Settings' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('flips Hide Grid to Show Grid and back', async () => {
    const onGridVisibleChange = fn();
    render(<Default onGridVisibleChange={onGridVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide Grid' }));
    expect(onGridVisibleChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show Grid' }));
    expect(onGridVisibleChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles Lock Grid with aria-pressed, by mouse and keyboard', async () => {
    const onLockedChange = fn();
    render(<Locked onLockedChange={onLockedChange} />);
    const lock = screen.getByRole('button', { name: 'Lock Grid' });
    expect(lock).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(lock);
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    expect(onLockedChange).toHaveBeenLastCalledWith(false);
    lock.focus();
    await userEvent.keyboard(' ');
    expect(lock).toHaveAttribute('aria-pressed', 'true');
    expect(onLockedChange).toHaveBeenLastCalledWith(true);
  });

  it('moves between tools with the arrow keys', async () => {
    render(<Default />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hide Grid' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Save Grid Settings' })).toHaveFocus();
  });

  it('refuses a second save while saving', async () => {
    const onSaveSettings = fn();
    render(<Saving onSaveSettings={onSaveSettings} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Grid Settings' }));
    expect(onSaveSettings).not.toHaveBeenCalled();
  });

  it('shows no count before a search and disables every tool when disabled', () => {
    render(<Empty />);
    expect(screen.queryByText(/results?$/)).toBeNull();
    render(<Disabled />);
    expect(screen.getAllByRole('button', { name: 'Lock Grid' }).at(-1)).toBeDisabled();
  });

  it('offers Export CSV only when asked', async () => {
    const onExportCsv = fn();
    render(<WithExport onExportCsv={onExportCsv} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExportCsv).toHaveBeenCalledTimes(1);
  });

  it('puts extra tools inside the toolbar, after User Default Settings', () => {
    render(<WithExtraTools />);
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Hide Grid',
      'Lock Grid',
      'Save Grid Settings',
      'User Default Settings',
      'Columns',
    ]);
  });

  it('renders a hostile title as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
