import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './KpiCard.stories';

const { Default, TrendDown, TrendDownPositive, Loading, Empty, ErrorState, HostileText } =
  composeStories(stories);

describe('KpiCard', () => {
  it('shows label, value, trend in words and help text', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'GCI year to date' });
    expect(card).toHaveTextContent('$288,564.00');
    expect(card).toHaveTextContent('Up');
    expect(card).toHaveTextContent('+12.4%');
    expect(card).toHaveTextContent('Gross commission income of closed deals.');
    expect(card.querySelector('[data-tone="positive"]')).not.toBeNull();
  });

  it('a fall is bad news by default, unless the tone says otherwise', () => {
    const { container, unmount } = render(<TrendDown />);
    expect(container.querySelector('[data-tone="negative"]')).toHaveTextContent('Down');
    unmount();
    const second = render(<TrendDownPositive />);
    expect(second.container.querySelector('[data-tone="positive"]')).toHaveTextContent('-$310.00');
  });

  it('loading, empty and error states hide the value', () => {
    const first = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading GCI year to date…');
    expect(screen.queryByText('$288,564.00')).toBeNull();
    first.unmount();
    const second = render(<Empty />);
    expect(screen.getByText('No data yet')).toBeInTheDocument();
    second.unmount();
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('$288,564.00')).toBeNull();
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
