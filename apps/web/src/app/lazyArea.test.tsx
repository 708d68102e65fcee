import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaToPreload } from '@balance/domain';
import { AreaSuspense, lazyArea, whenIdle } from './lazyArea';
import { paths } from './paths';

type AreaModule = { Greeting: (props: { name: string }) => React.JSX.Element };

const areaModule: AreaModule = { Greeting: ({ name }) => <p>Hello {name}</p> };

afterEach(() => vi.restoreAllMocks());

/** Renders inside an awaited act: a component suspended on `use` is retried only then. */
async function renderAsync(ui: ReactNode) {
  await act(async () => {
    render(ui);
  });
}

describe('lazyArea', () => {
  it('shows a calm placeholder, then the area with its props', async () => {
    // React reports a hook-order fault (use() called while suspended, not after) with console.error.
    const errors = vi.spyOn(console, 'error');
    let resolve: (module: AreaModule) => void = () => {};
    const area = lazyArea(() => new Promise<AreaModule>((done) => (resolve = done)));
    const Greeting = area.component((module) => module.Greeting);
    await renderAsync(
      <AreaSuspense label="Loading the area…">
        <Greeting name="Maya" />
      </AreaSuspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the area…');
    await act(async () => resolve(areaModule));
    expect(await screen.findByText('Hello Maya')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('downloads once for every caller and for preload', async () => {
    const load = vi.fn(() => Promise.resolve(areaModule));
    const area = lazyArea(load);
    const Greeting = area.component((module) => module.Greeting);
    await area.preload();
    await renderAsync(
      <AreaSuspense label="Loading…">
        <Greeting name="A" />
        <Greeting name="B" />
      </AreaSuspense>,
    );
    expect(await screen.findByText('Hello B')).toBeInTheDocument();
    expect(screen.getByText('Hello A')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the placeholder, when the chunk arrived before the first render', async () => {
    const area = lazyArea(() => Promise.resolve(areaModule));
    const Greeting = area.component((module) => module.Greeting);
    await area.preload();
    render(
      <AreaSuspense label="Loading…">
        <Greeting name="Early" />
      </AreaSuspense>,
    );
    // Synchronously: no Suspense round.
    expect(screen.getByText('Hello Early')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the chunk cannot be downloaded, without retrying on its own, and recovers with Try again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<AreaModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(areaModule);
    const area = lazyArea(load);
    const Greeting = area.component((module) => module.Greeting);
    await renderAsync(
      <AreaSuspense label="Loading…">
        <Greeting name="Maya" />
      </AreaSuspense>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // A failed download stays failed until the user asks again (no loop of downloads).
    await new Promise((done) => setTimeout(done, 50));
    expect(load).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      'A part of the app could not be downloaded.',
      expect.any(TypeError),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Maya')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the message is keyboard operable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<AreaModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(areaModule);
    const area = lazyArea(load);
    const Greeting = area.component((module) => module.Greeting);
    await renderAsync(
      <AreaSuspense label="Loading…">
        <Greeting name="Keys" />
      </AreaSuspense>,
    );
    await screen.findByRole('alert');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Hello Keys')).toBeInTheDocument();
  });
});

describe('areaToPreload', () => {
  it("starts the download of a directly opened page's area, not of a login page's", () => {
    expect(areaToPreload('/main/agents')).toBe('admin');
    expect(areaToPreload('/')).toBe('admin');
    expect(areaToPreload('/agent-ez/dashboard')).toBe('agent');
    expect(areaToPreload('/auth/agent-ez/reset-password')).toBe('agent');
    // The domain spells the reset page's path itself (its source runs as the page's preload script).
    expect(areaToPreload(paths.agentResetPassword.pattern)).toBe('agent');
    expect(areaToPreload(`${paths.agentResetPassword.pattern}/x`)).toBeNull();
    expect(areaToPreload('/auth/admin/login')).toBeNull();
    expect(areaToPreload('/auth/agent-ez/login')).toBeNull();
  });
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle and can be cancelled', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      whenIdle(task, 100);
      const cancelled = vi.fn();
      const cancel = whenIdle(cancelled, 100);
      cancel();
      vi.advanceTimersByTime(5000);
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
