// Faults injected into the data calls of every view of both areas (Playwright route interception on the
// view's own call; the rest of the app talks to the real mock):
//   - every view: network failure and 500 → the persistent 'Something went wrong' notice with Dismiss
//     and Retry; Retry loads the view once the backend is back; Dismiss hides the notice;
//     403 → a permission message, still signed in, still on the page.
//   - one view per way of loading (tab filter, search, management page, agent page, report, dashboard,
//     detail card): all of the above plus a reply that never comes (abandoned at the deadline, shortened
//     to 1.5 s through config.json) and a 401 (token removed, area login with returnTo, signing in
//     returns to the view and it loads).
// The guard fixture fails any of them on a CSP violation, an unhandled rejection, an unexpected console
// error or a token leak.
import type { Page } from '@playwright/test';
import {
  APP_ORIGIN,
  expect,
  faultSwitch,
  loginThroughForm,
  navigateInApp,
  overrideConfig,
  test,
  type Account,
} from '../fixtures';
import { adminViews, agentViews, seedIds, type DataView, type SeedIds } from './views';

/** The client's deadline in the timeout checks (120 s in production, from config.json). */
const TIMEOUT_MS = 1500;
const REPRESENTATIVE = [
  'admin tab filter',
  'admin search companies',
  'admin detail card',
  'admin company profile',
  'agent contracts',
  'agent dashboard',
  'agent report closed-deals',
];

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
const elsewhere = (account: Account) =>
  account === 'agent' ? '/agent-ez/no-such-page' : '/main/no/such-page';

async function hasToken(page: Page) {
  return (await page.context().cookies()).some(
    (cookie) => cookie.name === 'JWT_TOKEN' && cookie.value !== '',
  );
}

async function openInApp(page: Page, view: DataView) {
  if (view.fullLoad) {
    await page.goto(view.path);
  } else {
    await navigateInApp(page, elsewhere(view.account));
    await navigateInApp(page, view.path);
  }
  await view.start?.(page);
}

/** The checks every view gets, in an app that is already loaded (in-app navigation only). */
async function checkView(page: Page, view: DataView) {
  const fault = await faultSwitch(page, view.call, 'network');
  try {
    await openInApp(page, view);
    await expect(notice(page), 'notice after a network failure').toBeVisible();
    await expect(notice(page).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(retry(page)).toBeVisible();

    fault.set(500);
    const calls = fault.hits.length;
    await retry(page).click();
    await expect.poll(() => fault.hits.length, 'Retry calls again').toBeGreaterThan(calls);
    await expect(notice(page), 'notice after a 500').toBeVisible();

    fault.set('ok');
    await retry(page).click();
    await expect(view.ready(page), 'the view loads on Retry').toBeVisible();
    await expect(notice(page)).toBeHidden();

    fault.set(500);
    await openInApp(page, view);
    await expect(notice(page)).toBeVisible();
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
    if (view.fullLoad) await page.goto(view.account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');
  }
}

for (const account of ['superuser', 'agent'] as const) {
  test.describe(`${account === 'agent' ? 'Agent.EZ' : 'admin'} views`, () => {
    test.use({ account });

    test('every data view: network failure, 500, Retry, Dismiss and 403', async ({ page, guard }) => {
      test.setTimeout(150_000);
      // The browser's own console line for each failed load ("Failed to load resource: … 500").
      guard.allowConsoleError(/^Failed to load resource/);
      await page.goto(account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');
      const failures: string[] = [];
      const only = process.env.E2E_VIEWS ? new RegExp(process.env.E2E_VIEWS) : null;
      for (const view of (await views(account)).filter((item) => !only || only.test(item.name))) {
        await test.step(view.name, async () => {
          try {
            await checkView(page, view);
          } catch (error) {
            failures.push(`${view.name}: ${(error as Error).message.split('\n')[0]}`);
            await page.screenshot({ path: test.info().outputPath(`${view.name.replace(/\W+/g, '-')}.png`) });
            await page.goto(account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');
          }
        });
      }
      if (failures.length > 0)
        console.log(`views with faults not handled (${account}):\n  ${failures.join('\n  ')}`);
      expect(failures, 'views that did not handle a fault').toEqual([]);
    });

    for (const name of REPRESENTATIVE.filter((item) =>
      item.startsWith(account === 'agent' ? 'agent' : 'admin'),
    )) {
      test(`${name}: a reply that never comes is abandoned at the deadline; 401 → login → back`, async ({
        page,
        guard,
      }) => {
        guard.allowConsoleError(/^Failed to load resource/);
        const view = (await views(account)).find((item) => item.name === name);
        if (!view) throw new Error(`No view ${name}`);

        // A reply that never comes: the client gives up at the deadline and says so.
        const undoConfig = await overrideConfig(page, { requestTimeoutMs: TIMEOUT_MS });
        const fault = await faultSwitch(page, view.call, 'hang');
        const abandoned = page.waitForEvent('requestfailed', {
          predicate: (request) => fault.matches(request.url()),
          timeout: TIMEOUT_MS + 10_000,
        });
        const started = Date.now();
        await page.goto(view.path);
        await view.start?.(page);
        const failed = await abandoned;
        expect(failed.failure()?.errorText).toMatch(/ERR_ABORTED|ERR_FAILED|canceled/i);
        expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
        await expect(notice(page)).toBeVisible();
        await expect(notice(page).getByRole('button', { name: 'Dismiss' })).toBeVisible();
        fault.set('ok');
        await retry(page).click();
        await expect(view.ready(page)).toBeVisible();
        await undoConfig();

        // 401: the token goes, the area's login opens with the way back; signing in returns to the view.
        fault.set(401);
        await page.goto(view.path);
        await view.start?.(page);
        const login = account === 'agent' ? '/auth/agent-ez/login' : '/auth/admin/login';
        await expect(page).toHaveURL((url) => url.pathname === login);
        const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
        expect(new URL(returnTo, APP_ORIGIN).pathname).toBe(pathOf(view));
        expect(await hasToken(page), 'the 401 removed the token cookie').toBe(false);
        fault.set('ok');
        await loginThroughForm(page, view.account);
        await expect(page).toHaveURL((url) => url.pathname === pathOf(view));
        if (view.start && new URL(page.url()).searchParams.get('page') === null) await view.start(page);
        await expect(view.ready(page)).toBeVisible();
      });
    }
  });
}
