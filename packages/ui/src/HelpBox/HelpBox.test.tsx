import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './HelpBox.stories';

const { Default, HostileText } = composeStories(stories);

describe('HelpBox', () => {
  it('links the help documents and the support mail address', () => {
    render(<Default />);
    expect(screen.getByRole('region', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help documents' })).toHaveAttribute('href', '/help/documents');
    expect(screen.getByRole('link', { name: 'support@balance.example' })).toHaveAttribute(
      'href',
      'mailto:support@balance.example',
    );
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
