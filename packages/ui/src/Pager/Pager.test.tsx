import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageWindow } from './Pager';
import * as stories from './Pager.stories';

const { Default, MiddlePage, LastPage, Empty, Disabled, Busy, HostileText } = composeStories(stories);

describe('pageWindow', () => {
  it('windows five pages around the current one, clamped to the ends', () => {
    expect(pageWindow(1, 247)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 247)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 247)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(247, 247)).toEqual([243, 244, 245, 246, 247]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('Pager', () => {
  it('is a labelled navigation landmark with the range and aria-current on the page', () => {
    render(<MiddlePage />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('596–600 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 120' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 119' })).not.toHaveAttribute('aria-current');
  });

  it('disables the moves that lead nowhere', () => {
    render(<LastPage />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('shows 0 of 0 and one page when there are no results', () => {
    render(<Empty />);
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
  });

  it('does nothing when disabled', async () => {
    const onPageChange = fn();
    render(<Disabled onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('ignores page moves while busy, keeps the page size, and moves again once the reply is in', async () => {
    const onPageChange = fn();
    const onPageSizeChange = fn();
    const { rerender } = render(<Busy onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    // Busy changes no control: the button keeps its focus and stays enabled.
    expect(next).toHaveFocus();
    expect(next).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);

    rerender(<Busy onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} isBusy={false} />);
    expect(screen.getByRole('navigation')).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it('renders a hostile label as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('navigation', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  });

  describe('throttle (GRID_PAGE_THROTTLE_MS = 500)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    // fireEvent keeps the clicks synchronous under fake timers (react-aria treats them as presses).
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    it('fires the first change at once and the second at the end of the 500 ms window', () => {
      const onPageChange = fn();
      render(<Default onPageChange={onPageChange} />);
      click('Next page');
      click('Next page');
      expect(onPageChange).toHaveBeenCalledTimes(1);
      expect(onPageChange).toHaveBeenLastCalledWith(2);
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      act(() => void vi.advanceTimersByTime(400));
      expect(onPageChange).toHaveBeenCalledTimes(1);
      act(() => void vi.advanceTimersByTime(100));
      expect(onPageChange).toHaveBeenCalledTimes(2);
      expect(onPageChange).toHaveBeenLastCalledWith(3);
    });

    it('coalesces a burst to its last request', () => {
      const onPageChange = fn();
      render(<Default onPageChange={onPageChange} />);
      click('Page 2');
      click('Page 4');
      click('Page 5');
      expect(onPageChange.mock.calls).toEqual([[2]]);
      act(() => void vi.advanceTimersByTime(500));
      expect(onPageChange.mock.calls).toEqual([[2], [5]]);
    });

    it('fires at once again after a quiet window', () => {
      const onPageChange = fn();
      render(<Default onPageChange={onPageChange} />);
      click('Last page');
      act(() => void vi.advanceTimersByTime(600));
      click('First page');
      expect(onPageChange.mock.calls).toEqual([[247], [1]]);
    });

    it('drops a burst that ends where it started', () => {
      const onPageChange = fn();
      render(<Default onPageChange={onPageChange} />);
      click('Page 2');
      click('Page 3');
      click('Page 2');
      act(() => void vi.advanceTimersByTime(1000));
      expect(onPageChange.mock.calls).toEqual([[2]]);
    });
  });
});
