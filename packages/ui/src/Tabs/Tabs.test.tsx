import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import * as stories from './Tabs.stories';

const { Default, DisabledTab, HostileText, Keyboard } = composeStories(stories);

const ITEMS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
] as const;

describe('Tabs', () => {
  it('selects a tab with a click and shows only its panel', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onSelectionChange).toHaveBeenCalledWith('All');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All invoices are listed here.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('never selects a disabled tab', async () => {
    const onSelectionChange = fn();
    render(<DisabledTab onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'By date' }));
    expect(onSelectionChange).not.toHaveBeenCalledWith('date');
    expect(screen.getByRole('tab', { name: 'By date' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys, skipping a disabled tab', async () => {
    const onSelectionChange = fn();
    render(<Keyboard onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenCalledWith('All');
  });

  it('follows a controlled selection', async () => {
    function Controlled() {
      const [key, setKey] = useState<'a' | 'b'>('b');
      return (
        <>
          <button type="button" onClick={() => setKey('a')}>
            Choose Alpha
          </button>
          <Tabs label="Letters" items={ITEMS} selectedKey={key} onSelectionChange={setKey}>
            {(item) => `Panel ${item.label}`}
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel Beta');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Alpha' }));
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel Alpha');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('tab', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });
});
