import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import * as stories from './EmptyState.stories';

const { Default, WithAction, HostileText } = composeStories(stories);

describe('EmptyState', () => {
  it('shows a title as a heading and a description', () => {
    render(<Default />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No agents match your search' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or search by another attribute.')).toBeInTheDocument();
  });

  it('renders its action', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<EmptyState title="Nothing" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nothing');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
