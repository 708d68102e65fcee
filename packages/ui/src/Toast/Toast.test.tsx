import { MESSAGES } from '@balance/domain';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fn } from 'storybook/test';
import { Snackbar, type ToastApi, ToastProvider, useToast } from './Toast';
import * as stories from './Toast.stories';

const { GridSettingsSaved, Dismiss, Stacked, HostileText } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows the message politely and removes it after exactly 3000 ms', () => {
    vi.useFakeTimers();
    let api: ToastApi | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      api?.show(MESSAGES.gridSettingsSaved);
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(MESSAGES.gridSettingsSaved);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(region).toHaveTextContent(MESSAGES.gridSettingsSaved);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('closes a controlled Snackbar after its duration', () => {
    vi.useFakeTimers();
    const onClose = fn();
    render(<Snackbar isOpen onClose={onClose} message="Saved" duration={1000} />);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  /** A 1000 ms Snackbar under fake timers: its box, its close button, and a clock to move. */
  function heldSnackbar() {
    vi.useFakeTimers();
    const onClose = fn();
    render(<Snackbar isOpen onClose={onClose} message="Saved" duration={1000} />);
    const toast = screen.getByText('Saved').parentElement as HTMLElement;
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    const wait = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    return { onClose, toast, close, wait };
  }

  it('stays up while focus is inside, even after the pointer leaves', () => {
    const { onClose, toast, close, wait } = heldSnackbar();
    fireEvent.pointerEnter(toast);
    act(() => close.focus());
    fireEvent.pointerLeave(toast);
    wait(5000);
    expect(onClose).not.toHaveBeenCalled();
    act(() => close.blur());
    wait(999);
    expect(onClose).not.toHaveBeenCalled();
    wait(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays up while hovered, even after focus leaves', () => {
    const { onClose, toast, close, wait } = heldSnackbar();
    act(() => close.focus());
    fireEvent.pointerEnter(toast);
    act(() => close.blur());
    wait(5000);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    wait(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a toast from a button through useToast()', async () => {
    render(<GridSettingsSaved />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Grid Settings' }));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.gridSettingsSaved);
  });

  it('can be dismissed', async () => {
    render(<Dismiss />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Grid Settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stacks toasts', async () => {
    render(<Stacked />);
    const button = screen.getByRole('button', { name: 'Save Grid Settings' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('explains a missing provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });

  it('renders hostile text literally', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
  });
});
