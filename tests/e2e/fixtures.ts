// The shared e2e fixture. Import `test` and `expect` from here instead of '@playwright/test' and every
// test also fails on:
//   - a Content-Security-Policy violation (the app is served by scripts/serve-prod.mjs under its CSP),
//   - an uncaught exception or an unhandled promise rejection in the page,
//   - a console error the test did not announce with `guard.allowConsoleError(/…/)`,
//   - the session token anywhere it must never be: localStorage, sessionStorage, a URL (page or
//     request) or a console line.
// It also signs in without the login form: `test.use({ account: 'agent' })` starts every page of the
// test with that user's JWT_TOKEN cookie and AGENT_EZ_SETTINGS, from one API login per worker.
import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';

/** Assertions retry for up to 10 s: CI boxes shared with other jobs can be slow to render. */
export const expect = baseExpect.configure({ timeout: 10_000 });

/** This worker's lane: its own mock backend and app server (playwright.config.ts starts one per worker). */
const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3101) + LANE;
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173) + LANE;
export const API_BASE = `http://127.0.0.1:${MOCK_PORT}`;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const DEMO_PASSWORD = 'Balance#2026';

/** The session's JWT_TOKEN cookie in the browser's store, or undefined. */
export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'JWT_TOKEN' && cookie.value !== '');
}

/**
 * Waits for the token cookie to be gone. The page removes it through `document.cookie`, which reaches the
 * browser's cookie store (what `context.cookies()` reads) a moment later on a busy machine.
 */
export async function expectTokenCookieGone(context: BrowserContext, message = 'the token cookie is gone') {
  await expect.poll(async () => (await tokenCookie(context))?.value, { message }).toBeUndefined();
}

export type Account = 'superuser' | 'officeadmin' | 'agent' | 'noaccess';
const AREA_OF: Record<Account, 'admin' | 'agent'> = {
  superuser: 'admin',
  officeadmin: 'admin',
  agent: 'agent',
  noaccess: 'agent',
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A JWT anywhere in a text. */
const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/;

export type Guard = {
  /** Console errors matching this are expected in this test (e.g. the browser's line for a 500). */
  allowConsoleError: (pattern: RegExp) => void;
  /** A CSP violation the test causes on purpose (its console line is allowed with it). */
  allowCspViolation: (pattern: RegExp) => void;
  /** Everything recorded so far (for tests that assert on it themselves). */
  readonly record: GuardRecord;
  /** Tokens seen on the wire (Authorization headers); the leak checks look for them too. */
  readonly tokens: ReadonlySet<string>;
};

export type GuardRecord = {
  csp: string[];
  pageErrors: string[];
  rejections: string[];
  consoleErrors: string[];
  consoleLines: string[];
  urls: string[];
};

type Fixtures = {
  /** Signed in as this demo user before the first page opens; null = signed out. */
  account: Account | null;
  guard: Guard;
};
type WorkerFixtures = { sessions: { stateFor: (account: Account) => Promise<StorageState> } };

async function apiLogin(account: Account): Promise<{ token: string; settings: unknown }> {
  const response = await fetch(`${API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: account,
      password: DEMO_PASSWORD,
      area: AREA_OF[account],
      recaptchaToken: 'local-test-double',
    }),
  });
  if (!response.ok) throw new Error(`Login of ${account} failed: HTTP ${response.status}`);
  const body = (await response.json()) as { data: { token: string; settings: unknown } };
  return body.data;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  account: [null, { option: true }],

  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const cache = new Map<Account, Promise<StorageState>>();
      await use({
        stateFor: (account) => {
          let state = cache.get(account);
          if (!state) {
            state = apiLogin(account).then(({ token, settings }) => ({
              cookies: [
                {
                  name: 'JWT_TOKEN',
                  value: encodeURIComponent(token),
                  domain: '127.0.0.1',
                  path: '/',
                  expires: -1,
                  httpOnly: false,
                  secure: false,
                  sameSite: 'Strict' as const,
                },
              ],
              origins: [
                {
                  origin: APP_ORIGIN,
                  localStorage: [{ name: 'AGENT_EZ_SETTINGS', value: JSON.stringify(settings) }],
                },
              ],
            }));
            cache.set(account, state);
          }
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],

  storageState: async ({ account, sessions }, use) => {
    await use(account ? await sessions.stateFor(account) : undefined);
  },

  guard: [
    async ({ context }, use, testInfo) => {
      const record: GuardRecord = {
        csp: [],
        pageErrors: [],
        rejections: [],
        consoleErrors: [],
        consoleLines: [],
        urls: [],
      };
      const allowed: RegExp[] = [];
      const allowedCsp: RegExp[] = [];
      const tokens = new Set<string>();

      await context.exposeBinding('__e2eReport', (_source, kind: string, text: string) => {
        if (kind === 'csp') record.csp.push(text);
        else if (kind === 'rejection') record.rejections.push(text);
      });
      await context.addInitScript(() => {
        const report = (kind: string, text: string) =>
          (window as unknown as { __e2eReport?: (k: string, t: string) => void }).__e2eReport?.(kind, text);
        document.addEventListener('securitypolicyviolation', (event) =>
          report(
            'csp',
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        );
        window.addEventListener('unhandledrejection', (event) => {
          const reason: unknown = event.reason;
          report('rejection', reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
        });
      });

      const watch = (page: Page) => {
        page.on('pageerror', (error) => record.pageErrors.push(`${error.name}: ${error.message}`));
        page.on('console', (message) => {
          const text = message.text();
          record.consoleLines.push(text);
          if (message.type() !== 'error') return;
          // The API answers "no results" with a 404 and an empty data (docs/product.md#calls): the browser
          // logs the 404, the app reads it as an empty list. Not an error of the app.
          const isApiNoResults =
            /status of 404/.test(text) && message.location().url.startsWith(`${API_BASE}/`);
          if (!isApiNoResults) record.consoleErrors.push(text);
        });
        page.on('framenavigated', (frame) => record.urls.push(frame.url()));
        page.on('request', (request) => {
          record.urls.push(request.url());
          const authorization = request.headers()['authorization'];
          if (authorization?.startsWith('Bearer ')) tokens.add(authorization.slice(7));
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        allowCspViolation: (pattern) => {
          allowedCsp.push(pattern);
          allowed.push(/violates the following Content Security Policy directive/);
        },
        record,
        tokens,
      });

      // Storage of every page still open.
      const storage: string[] = [];
      for (const page of context.pages()) {
        if (page.isClosed() || !page.url().startsWith(APP_ORIGIN)) continue;
        storage.push(
          await page
            .evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
            .catch(() => ''),
        );
      }
      for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});

      const leaks = (texts: string[]) =>
        texts.filter((text) => JWT.test(text) || [...tokens].some((token) => text.includes(token)));
      const unexpectedConsole = record.consoleErrors.filter(
        (text) => !allowed.some((pattern) => pattern.test(text)),
      );
      // A failing test keeps its own error; otherwise everything the guard saw must be clean.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const problems = Object.fromEntries(
        Object.entries({
          'Content-Security-Policy violations': record.csp.filter(
            (text) => !allowedCsp.some((pattern) => pattern.test(text)),
          ),
          'uncaught page errors': record.pageErrors,
          'unhandled promise rejections': record.rejections,
          'unexpected console errors': unexpectedConsole,
          'a token in a URL': leaks(record.urls),
          'a token in a console line': leaks(record.consoleLines),
          'a token in localStorage/sessionStorage': leaks(storage),
        }).filter(([, list]) => list.length > 0),
      );
      expect(problems, 'the page stayed clean (CSP, errors, token leaks)').toEqual({});
    },
    { auto: true },
  ],
});

/** CORS headers for a reply fulfilled in place of the mock API (the app calls it cross-origin). */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': APP_ORIGIN,
    'access-control-expose-headers': 'x-pagination, content-disposition',
    vary: 'Origin',
  };
}

export type Fault = 401 | 403 | 500 | 'network' | 'hang';

export type FaultSwitch = {
  /** What the matching calls get from now on: a fault, or 'ok' (the real mock answers). */
  set: (mode: Fault | 'ok') => void;
  /** Every call the switch saw (method + URL), answered or not. */
  readonly hits: string[];
  /** True for an API URL this switch covers. */
  matches: (url: string) => boolean;
};

/**
 * Breaks the API calls whose path + query match `pattern`, switchably (preflights always pass through).
 * 'hang' never answers; 'network' fails the connection; 401/403/500 answer with a JSON error body.
 */
export async function faultSwitch(
  page: Page,
  pattern: RegExp,
  initial: Fault | 'ok' = 'ok',
): Promise<FaultSwitch> {
  let mode: Fault | 'ok' = initial;
  const hits: string[] = [];
  const matches = (text: string) => {
    const url = new URL(text);
    return url.origin === API_BASE && pattern.test(url.pathname + url.search);
  };
  await page.route(
    (url) => matches(url.href),
    async (route: Route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fallback();
      hits.push(`${request.method()} ${request.url()}`);
      const fault = mode;
      if (fault === 'ok') return route.fallback();
      if (fault === 'hang') return new Promise<void>(() => {});
      if (fault === 'network') return route.abort('connectionfailed');
      const message =
        fault === 401
          ? 'The session has expired.'
          : fault === 403
            ? 'Forbidden.'
            : 'Injected server failure.';
      return route.fulfill({
        status: fault,
        headers: { ...corsHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
    },
  );
  return { set: (next) => (mode = next), hits, matches };
}

/** In-app navigation (no reload): what a link does, so a batch of views shares one loaded app. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Leaves the page for its area's not-found page and waits until that shows: from then on the page left
 * behind has unmounted and starts no more calls, however the move was rendered.
 */
export async function navigateAway(page: Page, account: Account): Promise<void> {
  await navigateInApp(page, account === 'agent' ? '/agent-ez/no-such-page' : '/main/no/such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page not found' }),
    'the page left behind is gone',
  ).toBeVisible();
}

/** Signs in through the login form of the page's current login screen. */
export async function loginThroughForm(page: Page, userName: Account | (string & {})): Promise<void> {
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByText('I agree to the terms and conditions').click();
  await page.getByText("I'm not a robot").click();
  await page.getByRole('button', { name: 'Sign in' }).click();
}
