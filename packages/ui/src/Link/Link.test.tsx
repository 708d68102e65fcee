import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { isSafeHref } from './Link';
import * as stories from './Link.stories';

const { Default, External, UnsafeHref, HostileText } = composeStories(stories);

describe('Link', () => {
  it('is a link that presses with Enter', async () => {
    const onPress = fn();
    render(<Default onPress={onPress} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('opens external links safely in a new tab', () => {
    render(<External />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/Terms of use\s*\(opens in a new tab\)/);
  });

  it('renders javascript: links inert', async () => {
    const onPress = fn();
    render(<UnsafeHref onPress={onPress} />);
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('href');
    await userEvent.click(screen.getAllByRole('link')[0] as HTMLElement);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('recognises disguised unsafe schemes', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JAVASCRIPT:alert(1)')).toBe(false);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('\u0000javascript:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('/main/offices')).toBe(true);
    expect(isSafeHref('https://example.com/javascript:')).toBe(true);
    expect(isSafeHref('mailto:support@example.com')).toBe(true);
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
