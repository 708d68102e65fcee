import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusTone } from './Badge';
import * as stories from './Badge.stories';

const { Statuses, HostileText } = composeStories(stories);

describe('Badge and StatusPill', () => {
  it('maps statuses to tones', () => {
    expect(statusTone('Active')).toBe('success');
    expect(statusTone(' inactive ')).toBe('neutral');
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone('Paid Out')).toBe('success');
    expect(statusTone('Fallen')).toBe('danger');
    expect(statusTone('Something else')).toBe('neutral');
  });

  it('renders each status with its tone', () => {
    render(<Statuses />);
    expect(screen.getByText('Pending').parentElement).toHaveAttribute('data-tone', 'warning');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
