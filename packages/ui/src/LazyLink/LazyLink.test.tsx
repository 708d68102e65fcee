import { composeStories } from '@storybook/react-vite';
import { LAZY_ROOT_MARGIN } from '@balance/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './LazyLink.stories';

const { Default, External, HostileText } = composeStories(stories);

let callbacks: IntersectionObserverCallback[] = [];
let margins: Array<string | undefined> = [];

class MockIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    callbacks.push(callback);
    margins.push(options?.rootMargin);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
  takeRecords = () => [];
}

function enterMargin() {
  act(() => {
    for (const callback of callbacks) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  callbacks = [];
  margins = [];
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyLink', () => {
  it('renders plain text until within 200px of the viewport, then the link', () => {
    render(<Default />);
    expect(margins).toEqual([LAZY_ROOT_MARGIN]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Purchase agreement — 12 Harbor Rd')).toBeInTheDocument();
    enterMargin();
    expect(screen.getByRole('link', { name: 'Purchase agreement — 12 Harbor Rd' })).toHaveAttribute(
      'href',
      '/agent-ez/contracts/1042',
    );
  });

  it('external links open in a new tab safely', () => {
    render(<External />);
    enterMargin();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    enterMargin();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });
});
