import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SETTINGS_STORAGE_KEY } from '@balance/domain';
import { createQueryClient } from '../api/queryClient';
import { useApiQuery } from '../api/useApiQuery';
import { sessionState } from '../states/sessionState';
import { userDefaultSettingsState } from '../states/userDefaultSettingsState';
import { createAppHarness, OFFICE_ADMIN, SUPER_USER, TEST_API_BASE } from '../test/renderApp';
import { App, preloadAllAreas } from './App';
import { parseRuntimeConfig } from './config';
import { safeReturnTo } from './paths';
import { useDraft } from './useDraft';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' } as never));
// The areas are lazy chunks: loaded up front, their pages render in the same pass as a real reload
// whose chunk arrived with the config (no Suspense round, whatever order the tests run in).
beforeAll(() => preloadAllAreas());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'JWT_TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('runtime config', () => {
  it('reads apiBase and flags, ignoring junk', () => {
    const config = parseRuntimeConfig({
      apiBase: 'https://api.example.com/',
      demoAccounts: 'yes',
      recaptchaSiteKey: ' key ',
    });
    expect(config.apiBase).toBe('https://api.example.com');
    expect(config.demoAccounts).toBe(false);
    expect(config.recaptchaSiteKey).toBe('key');
    expect(parseRuntimeConfig(null).apiBase).toBe('http://127.0.0.1:3001');
  });
  it('reads requestTimeoutMs (a positive integer) and never takes the version from the file', () => {
    expect(parseRuntimeConfig({}).requestTimeoutMs).toBe(120_000);
    expect(parseRuntimeConfig({ requestTimeoutMs: 1500 }).requestTimeoutMs).toBe(1500);
    expect(parseRuntimeConfig({ requestTimeoutMs: -1 }).requestTimeoutMs).toBe(120_000);
    expect(parseRuntimeConfig({ requestTimeoutMs: '5' }).requestTimeoutMs).toBe(120_000);
    expect(parseRuntimeConfig({ version: '9.9.9' }).version).not.toBe('9.9.9');
  });
  it('honours only in-app return paths', () => {
    expect(safeReturnTo('/main/offices?q=1', '/main')).toBe('/main/offices?q=1');
    expect(safeReturnTo('//evil.example.com', '/main')).toBe('/main');
    expect(safeReturnTo('https://evil.example.com', '/main')).toBe('/main');
    expect(safeReturnTo(null, '/main')).toBe('/main');
  });
});

describe('session guard and login', () => {
  it('sends a signed-out visitor of an admin page to the admin login with returnTo', async () => {
    const { Harness, location } = createAppHarness({ route: '/main/offices?q=pearl', user: null });
    render(<App />, { wrapper: Harness });
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/auth/admin/login?returnTo=%2Fmain%2Foffices%3Fq%3Dpearl'),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to Balance' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an agent page to the agent login', async () => {
    const { Harness, location } = createAppHarness({ route: '/agent-ez/dashboard', user: null });
    render(<App />, { wrapper: Harness });
    await waitFor(() =>
      expect(location.history.at(-1)).toMatch(/^\/auth\/agent-ez\/login\?returnTo=%2Fagent-ez%2Fdashboard/),
    );
  });

  it("shows the spec's messages next to the fields", async () => {
    const { Harness } = createAppHarness({ route: '/auth/admin/login', user: null });
    render(<App />, { wrapper: Harness });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MESSAGES.userNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mustAgreeToTerms)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.recaptchaFailed)).toBeInTheDocument();
  });

  it('logs in, keeps the token and settings, applies the default category and goes back', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/Auth`, () =>
        HttpResponse.json({
          data: { token: 'jwt-1', expiresAt: '2030-01-01T00:00:00Z', settings: SUPER_USER },
        }),
      ),
      http.get(`${TEST_API_BASE}/user/checktermandpasswordchange`, () =>
        HttpResponse.json({
          data: { termsAccepted: true, mustChangePassword: false, termsVersion: '1', termsText: 't' },
        }),
      ),
    );
    localStorage.setItem(
      'BALANCE_USER_DEFAULTS',
      JSON.stringify({ 1: { role: null, category: 'offices', regionId: null, categoryFilters: {} } }),
    );
    const store = createStore();
    const { Harness, location } = createAppHarness({
      route: '/auth/admin/login?returnTo=%2Fmain',
      user: null,
      store,
    });
    render(<App />, { wrapper: Harness });
    await userEvent.click(await screen.findByRole('button', { name: 'Super Admin' }));
    expect(screen.getByLabelText(/User Name/)).toHaveValue('superuser');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.history.join(' ')).toContain('/main/offices'));
    expect(document.cookie).toContain('JWT_TOKEN=jwt-1');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual(SUPER_USER);
    expect(store.get(userDefaultSettingsState).category).toBe('offices');
  });

  it('says the login attempt was not successful and keeps what was typed', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/Auth`, () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    const { Harness, store } = createAppHarness({ route: '/auth/admin/login', user: null });
    render(<App />, { wrapper: Harness });
    await userEvent.type(await screen.findByLabelText(/User Name/), 'superuser');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/User Name/)).toHaveValue('superuser');
    expect(store.get(sessionState)).toBeNull();
  });

  it('reports a failed forgot-password request', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/user/resetpassword`, () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { Harness } = createAppHarness({ route: '/auth/admin/login', user: null });
    render(<App />, { wrapper: Harness });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText(/User Name/), 'agent');
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.forgotPasswordFailed)).toBeInTheDocument();
  });

  it('refuses New Office to an office admin', async () => {
    const { Harness } = createAppHarness({ route: '/main/offices/profile/new-office', user: OFFICE_ADMIN });
    render(<App />, { wrapper: Harness });
    expect(await screen.findByText(MESSAGES.noPermissionNewOffice)).toBeInTheDocument();
  });

  it('a 401 mid-session clears the session and leads to the admin login with the way back', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/tabfilter`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { Harness, location, store } = createAppHarness({ route: '/main/companies' });
    render(<App />, { wrapper: Harness });
    await waitFor(() => expect(store.get(sessionState)).toBeNull());
    await waitFor(() =>
      expect(location.history.at(-1)).toMatch(/^\/auth\/admin\/login\?returnTo=%2Fmain%2Fcompanies/),
    );
  });
});

/** A fresh cache per hook, as each page load has. */
function withCache() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useApiQuery', () => {
  it('never lets a stale reply overwrite a newer one', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) =>
        useApiQuery([id], async (signal) => {
          await new Promise((resolve) => setTimeout(resolve, id === 1 ? 60 : 5));
          if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
          return `reply ${id}`;
        }),
      { initialProps: { id: 1 }, wrapper: withCache() },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('reply 2'));
    await act(() => delay(80));
    expect(result.current.data).toBe('reply 2');
  });
  it('is loading in the very render that asks for a new key, with one render until the reply', async () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => {
        renders += 1;
        return useApiQuery(id === null ? null : [id], async () => {
          await delay(20);
          return `reply ${id}`;
        });
      },
      { initialProps: { id: 1 as number | null }, wrapper: withCache() },
    );
    await waitFor(() => expect(result.current.data).toBe('reply 1'));
    renders = 0;
    rerender({ id: 2 });
    // The previous data stays on screen while the new request runs.
    expect(result.current).toMatchObject({ status: 'loading', data: 'reply 1' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'reply 2' }));
    expect(renders).toBe(2);
    // After "not asked" the old answer is gone: a later request starts without data.
    rerender({ id: null });
    expect(result.current.status).toBe('idle');
    rerender({ id: 3 });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    await waitFor(() => expect(result.current.data).toBe('reply 3'));
  });
  it('reports errors and recovers on reload', async () => {
    let fail = true;
    const { result } = renderHook(
      () =>
        useApiQuery(['x'], async () => {
          if (fail) throw new Error('down');
          return 'ok';
        }),
      { wrapper: withCache() },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
  });
  it('reports a call abandoned at the deadline (TimeoutError) as an error, not as a silent abort', async () => {
    const { result } = renderHook(
      () =>
        useApiQuery(['slow'], async () => {
          throw new DOMException('The operation timed out.', 'TimeoutError');
        }),
      { wrapper: withCache() },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});

describe('useDraft', () => {
  it('keeps typed values per user and form, and restores them after a re-login', () => {
    const first = createAppHarness({ route: '/main' });
    const { result, unmount } = renderHook(() => useDraft('company-profile:3', { name: 'Harbor' }), {
      wrapper: first.Harness,
    });
    act(() => result.current.update({ name: 'Harbor & Pine' }));
    unmount();
    const again = createAppHarness({ route: '/main' });
    const restored = renderHook(() => useDraft('company-profile:3', { name: 'Harbor' }), {
      wrapper: again.Harness,
    });
    expect(restored.result.current.values.name).toBe('Harbor & Pine');
    expect(restored.result.current.wasRestored).toBe(true);
    const other = createAppHarness({ route: '/main', user: OFFICE_ADMIN });
    const otherUser = renderHook(() => useDraft('company-profile:3', { name: 'Harbor' }), {
      wrapper: other.Harness,
    });
    expect(otherUser.result.current.values.name).toBe('Harbor');
  });
});
