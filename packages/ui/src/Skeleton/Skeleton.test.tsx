import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Skeleton.stories';

const { Default, Silent, ManyLines } = composeStories(stories);

describe('Skeleton', () => {
  it('announces a loading label once', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading office details…');
  });

  it('stays silent without a label', () => {
    const { container } = render(<Silent />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one block per line', () => {
    const { container } = render(<ManyLines />);
    expect(container.querySelectorAll('span[data-shape="text"] > span[data-shape]')).toHaveLength(12);
  });
});
