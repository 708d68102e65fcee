import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Tooltip.stories';

const { Default, Open, HostileText } = composeStories(stories);

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape', async () => {
    render(<Default />);
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Lock the grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('describes its trigger', async () => {
    render(<Open />);
    const tooltip = await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Lock Grid' })).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('renders hostile text literally', async () => {
    render(<HostileText />);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
