// Faults injected into the data calls of every view of both areas (Playwright route interception on the
// view's own call; the rest of the app talks to the real mock):
//   - every view: network failure and 500 → the persistent 'Something went wrong' notice with Dismiss
//     and Retry; Retry loads the view once the backend is back; Dismiss hides the notice;
//     403 → a permission message, still signed in, still on the page.
//   - every view: a reply that never comes → abandoned at the client's deadline (120 s; the page runs on
//     Playwright's clock and the walk jumps it) with the same notice, and Retry loads the view;
//   - every view: 401 → token removed, the area login with returnTo, signing in returns to the view
//     and it loads.
// The guard fixture fails any of them on a CSP violation, an unhandled rejection, an unexpected console
// error or a token leak.
import type { Page, Request } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';
import {
  APP_ORIGIN,
  expect,
  faultSwitch,
  loginThroughForm,
  navigateAway,
  navigateInApp,
  test,
  tokenCookie,
  expectTokenCookieGone,
  type Account,
} from '../fixtures';
import { agentViews } from './agentViews';
import {
  adminViews,
  partOf,
  seedIds,
  WALK_PARTS,
  type DataView,
  type SeedIds,
  type WalkAccount,
} from './views';

/** The client's deadline (config.json's default): the walk jumps the page's clock to it, no waiting. */
const TIMEOUT_MS = REQUEST_TIMEOUT_MS;

let ids: Promise<SeedIds> | null = null;
async function views(account: Account): Promise<DataView[]> {
  ids ??= seedIds();
  const resolved = await ids;
  return account === 'agent' ? agentViews(resolved) : adminViews(resolved);
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' }).first();
/** The notice's own Retry (not another one still on screen, e.g. the shell's). */
const retry = (page: Page) => notice(page).getByRole('button', { name: /^(Retry|Try again)$/ });
const permission = (page: Page) => page.getByText(/You do not have permission/).first();
const pathOf = (view: DataView) => new URL(view.path, APP_ORIGIN).pathname;
/** A page of the area with no data call of its own, to leave a view and come back to it. */
async function hasToken(page: Page) {
  return (await tokenCookie(page.context())) !== undefined;
}

/** Opens the view; `leftPrevious` runs once the page before it can start no more calls. */
async function openInApp(page: Page, view: DataView, leftPrevious?: () => Promise<void>) {
  if (view.fullLoad) {
    await leftPrevious?.();
    await page.goto(view.path);
  } else {
    // The previous page has unmounted once the not-found page shows: it starts no more calls.
    await navigateAway(page, view.account);
    await leftPrevious?.();
    await navigateInApp(page, view.path);
  }
  await view.start?.(page);
}

const home = (account: Account) => (account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');

/**
 * Runs `check` on every view of the account's part `part` (E2E_VIEWS, a regular expression, narrows
 * it), going on after a failure so that one run names every view that does not handle the fault.
 */
async function walk(
  page: Page,
  account: WalkAccount,
  part: number,
  check: (view: DataView) => Promise<void>,
  /** Routes the walk needs besides the fault (they go with `unrouteAll` after a failure). */
  prepare: () => Promise<unknown> = async () => {},
) {
  const failures: string[] = [];
  const only = process.env.E2E_VIEWS ? new RegExp(process.env.E2E_VIEWS) : null;
  const list = partOf(await views(account), part, WALK_PARTS[account]);
  for (const view of list.filter((item) => !only || only.test(item.name))) {
    await test.step(view.name, async () => {
      try {
        await check(view);
      } catch (error) {
        failures.push(`${view.name}: ${(error as Error).message.split('\n')[0]}`);
        await page.screenshot({ path: test.info().outputPath(`${view.name.replace(/\W+/g, '-')}.png`) });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await prepare();
        await page.goto(home(account));
      }
    });
  }
  if (failures.length > 0)
    console.log(`views with faults not handled (${account}):\n  ${failures.join('\n  ')}`);
  expect(failures, 'views that did not handle a fault').toEqual([]);
}

/** The checks every view gets, in an app that is already loaded (in-app navigation only). */
async function checkView(page: Page, view: DataView) {
  const fault = await faultSwitch(page, view.call, 'network');
  try {
    await openInApp(page, view);
    await expect(notice(page), 'notice after a network failure').toBeVisible();
    await expect(
      notice(page).getByRole('button', { name: 'Dismiss' }),
      'Dismiss on the notice',
    ).toBeVisible();
    await expect(retry(page), 'Retry on the notice').toBeVisible();

    fault.set(500);
    const calls = fault.hits.length;
    await retry(page).click();
    await expect.poll(() => fault.hits.length, 'Retry calls again').toBeGreaterThan(calls);
    await expect(notice(page), 'notice after a 500').toBeVisible();

    fault.set('ok');
    await retry(page).click();
    await expect(view.ready(page), 'the view loads on Retry').toBeVisible();
    await expect(notice(page), 'no notice once loaded').toBeHidden();

    fault.set(500);
    await openInApp(page, view);
    await expect(notice(page), 'notice after a 500 on opening again').toBeVisible();
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice(page), 'Dismiss hides the notice').toBeHidden();

    fault.set(403);
    await openInApp(page, view);
    await expect(permission(page), 'a permission message on 403').toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pathOf(view));
    expect(await hasToken(page), 'a 403 keeps the session').toBe(true);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // A once-per-load call (tab filter, the shell's report list) keeps its last failure: load again.
    if (view.fullLoad) await page.goto(home(view.account));
  }
}

// Each walk is independent and long: it is cut in parts, and the workers share them.
test.describe.configure({ mode: 'parallel' });

for (const account of ['superuser', 'agent'] as const) {
  for (let part = 0; part < WALK_PARTS[account]; part += 1) {
    const area = account === 'agent' ? 'Agent.EZ' : 'admin';
    test.describe(`${area} views, part ${part + 1} of ${WALK_PARTS[account]}`, () => {
      test.use({ account });

      test('every data view: network failure, 500, Retry, Dismiss and 403', async ({ page, guard }) => {
        test.setTimeout(300_000);
        // The browser's own console line for each failed load ("Failed to load resource: … 500").
        guard.allowConsoleError(/^Failed to load resource/);
        await page.goto(home(account));
        await walk(page, account, part, (view) => checkView(page, view));
      });

      test('every data view: a reply that never comes is abandoned at the deadline, then Retry', async ({
        page,
        guard,
      }) => {
        test.setTimeout(360_000);
        guard.allowConsoleError(/^Failed to load resource/);
        // The page runs on Playwright's clock (time flows, and the walk jumps it to the deadline).
        await page.clock.install();
        await page.goto(home(account));
        await walk(page, account, part, async (view) => {
          // Calls still in flight from the previous view would be cut by the next navigation: wait them out.
          await page.waitForLoadState('networkidle');
          const fault = await faultSwitch(page, view.call, 'hang');
          // Only a call this view starts counts (not one of the previous page cut by the navigation).
          const fresh = new Set<Request>();
          const failed = new Set<Request>();
          const track = (request: Request) => fresh.add(request);
          const trackFailure = (request: Request) => {
            if (fresh.has(request) && fault.matches(request.url())) failed.add(request);
          };
          try {
            page.on('requestfailed', trackFailure);
            // Page time (the page's clock flows) before the view opens and once its call is seen: they
            // bound when the call started, so the checks below are exact however slow the machine is.
            let before = 0;
            await openInApp(page, view, async () => {
              page.on('request', track);
              before = await page.evaluate(() => Date.now());
            });
            await expect
              .poll(
                () => [...fresh].some((request) => fault.matches(request.url())),
                'the view calls the API',
              )
              .toBe(true);
            const after = await page.evaluate(() => Date.now());
            // Just before the earliest possible deadline, paused: nothing may be abandoned yet.
            await page.clock.pauseAt(before + TIMEOUT_MS - 50);
            await page.waitForTimeout(100);
            const early = [...failed].map((request) => `${request.url()} ${request.failure()?.errorText}`);
            expect(early, 'nothing abandoned before the deadline').toEqual([]);
            // Past the latest possible deadline: the call must be abandoned.
            await page.clock.resume();
            await page.clock.fastForward(after - before + 100);
            await expect.poll(() => failed.size, 'abandoned at the deadline').toBeGreaterThan(0);
            const [request] = [...failed];
            expect(request?.failure()?.errorText).toMatch(/ERR_ABORTED|ERR_FAILED|canceled/i);
            await expect(notice(page), 'notice after the deadline').toBeVisible();
            await expect(notice(page).getByRole('button', { name: 'Dismiss' })).toBeVisible();
            fault.set('ok');
            await retry(page).click();
            await expect(view.ready(page), 'the view loads on Retry').toBeVisible();
          } finally {
            // A view that failed while the clock was paused must not leave it paused: the next view's
            // timers (and the walk's own waits on them) would never fire.
            await page.clock.resume();
            page.off('request', track);
            page.off('requestfailed', trackFailure);
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            if (view.fullLoad) await page.goto(home(account));
          }
        });
      });

      test('every data view: 401 → the area login with the way back → signed in again, the view loads', async ({
        page,
        guard,
      }) => {
        test.setTimeout(360_000);
        guard.allowConsoleError(/^Failed to load resource/);
        await page.goto(home(account));
        const login = account === 'agent' ? '/auth/agent-ez/login' : '/auth/admin/login';
        await walk(page, account, part, async (view) => {
          const fault = await faultSwitch(page, view.call, 401);
          try {
            await openInApp(page, view);
            await expect(page).toHaveURL((url) => url.pathname === login);
            const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
            expect(new URL(returnTo, APP_ORIGIN).pathname, 'returnTo is the view').toBe(pathOf(view));
            await expectTokenCookieGone(page.context(), 'the 401 removed the token cookie');
            fault.set('ok');
            await loginThroughForm(page, view.account);
            await expect(page).toHaveURL((url) => url.pathname === pathOf(view));
            if (view.start && new URL(page.url()).searchParams.get('page') === null) await view.start(page);
            await expect(view.ready(page), 'the view loads after signing in again').toBeVisible();
          } finally {
            await page.unrouteAll({ behavior: 'ignoreErrors' });
          }
        });
      });
    });
  }
}
