import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import * as stories from './Footer.stories';

const { Default, HostileText } = composeStories(stories);

describe('Footer', () => {
  it('shows both notices, copyright year from the prop, terms and v{version}', () => {
    render(<Default />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Each office is independently owned and operated.');
    expect(footer).toHaveTextContent('authorized users only');
    expect(footer).toHaveTextContent('© 2026 Balance. All rights reserved.');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(footer).toHaveTextContent('v4.12.0');
  });

  it('never reads the clock', () => {
    render(<Footer year={1999} version="1" termsHref="/t" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 1999 Balance');
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
