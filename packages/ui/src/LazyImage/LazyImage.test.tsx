import { composeStories } from '@storybook/react-vite';
import { LAZY_ROOT_MARGIN } from '@balance/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';
import * as stories from './LazyImage.stories';

const { Default } = composeStories(stories);

type Observed = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  target?: Element;
};
let observers: Observed[] = [];

class MockIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options };
    observers.push(this.record);
  }
  observe = (target: Element) => {
    this.record.target = target;
  };
  disconnect = vi.fn();
  unobserve = vi.fn();
  takeRecords = () => [];
}

/** Tells every observer whether its target is within the margin. */
function intersect(isIntersecting: boolean) {
  act(() => {
    for (const observer of observers) {
      observer.callback(
        [{ isIntersecting, target: observer.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('observes with the 200px root margin and sets no src until near the viewport', () => {
    const { container } = render(<LazyImage src="/office.png" alt="Office" width={200} height={100} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe(LAZY_ROOT_MARGIN);
    expect(LAZY_ROOT_MARGIN).toBe('200px');
    expect(container.querySelector('img')).toBeNull();
    // The placeholder keeps the size and the description.
    expect(screen.getByRole('img', { name: 'Office' }).tagName).toBe('SPAN');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'waiting');

    intersect(false);
    expect(container.querySelector('img')).toBeNull();

    intersect(true);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/office.png');
    expect(image).toHaveAttribute('alt', 'Office');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image!);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it('shows "image unavailable" when loading fails', () => {
    const { container } = render(<LazyImage src="/missing.png" alt="Office" width={200} height={100} />);
    intersect(true);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Office (image unavailable)' })).toBeInTheDocument();
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('a decorative image has no accessible placeholder', () => {
    const { container } = render(<LazyImage src="/x.png" alt="" width={40} height={40} />);
    expect(within(container).queryByRole('img')).toBeNull();
    intersect(true);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Main office, 12 Harbor Rd' }).tagName).toBe('IMG');
  });
});
