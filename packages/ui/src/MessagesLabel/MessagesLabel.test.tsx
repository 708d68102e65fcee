import { composeStories } from '@storybook/react-vite';
import { MESSAGES } from '@balance/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './MessagesLabel.stories';

const { OnDark, OnLight } = composeStories(stories);

describe('MessagesLabel', () => {
  it("shows the spec's fixed label", () => {
    render(<OnDark />);
    expect(screen.getByText(MESSAGES.newMessagesLabel)).toBeInTheDocument();
    expect(MESSAGES.newMessagesLabel).toBe('3 new messages');
  });

  it('has a light tone', () => {
    const { container } = render(<OnLight />);
    expect(container.querySelector('[data-tone="onLight"]')).not.toBeNull();
  });
});
