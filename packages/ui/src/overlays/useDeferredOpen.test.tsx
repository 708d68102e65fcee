import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredOpen, type DeferredOpenProps } from './useDeferredOpen';

/** A trigger that shows its pressed state and its overlay, and logs every committed pair. */
function Trigger({ log, ...props }: DeferredOpenProps & { log: string[] }) {
  const open = useDeferredOpen(props);
  const [pressed, setPressed] = useState(false);
  useLayoutEffect(() => {
    log.push(`pressed=${pressed} open=${open.isOpen}`);
  });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPressed(true);
          open.onOpenChange(!open.isOpen);
        }}
      >
        Toggle
      </button>
      {open.isOpen && <div role="listbox" aria-label="Options" />}
    </>
  );
}

describe('useDeferredOpen', () => {
  it('commits the press first and opens in a later commit (a transition)', async () => {
    const log: string[] = [];
    const onOpenChange = vi.fn();
    render(<Trigger log={log} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(log).toEqual(['pressed=false open=false', 'pressed=true open=false', 'pressed=true open=true']);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes at once, in the same commit as the press', async () => {
    const log: string[] = [];
    render(<Trigger log={log} defaultOpen />);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(log).toEqual(['pressed=false open=true', 'pressed=true open=false']);
  });

  it('leaves a controlled open state to its owner', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Trigger log={[]} isOpen={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await act(async () => {});
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(<Trigger log={[]} isOpen onOpenChange={onOpenChange} />);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
