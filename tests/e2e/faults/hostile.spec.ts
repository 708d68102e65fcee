// Hostile data: every text field of every data view's reply is replaced with
// `<img src=x onerror=alert(1)>`, and every link-like field (url, href, path, e-mail, website) with
// `javascript:alert(1)`. The views must render it as inert text: no dialog, no element that runs it,
// no javascript: href anywhere in the DOM (and, through the guard, no CSP violation).
import type { Page } from '@playwright/test';
import {
  API_BASE,
  DEMO_PASSWORD,
  expect,
  navigateAway,
  navigateInApp,
  test,
  type Account,
} from '../fixtures';
import { agentViews } from './agentViews';
import { adminViews, partOf, seedIds, WALK_PARTS, type DataView, type SeedIds } from './views';

const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_URL = 'javascript:alert(1)';
const LINKISH = /url|href|link|path|email|website/i;
const DATE = /^\d{4}-\d{2}-\d{2}/;
/** Fields the app reads as structure (which report, which column, which kind), not as text to show. */
const STRUCTURAL = new Set(['slug', 'key', 'type', 'format', 'kind', 'align', 'icon', 'status', 'side']);
/** Views whose reply reaches the screen only as form values, switches or numbers (no text nodes). */
const NO_TEXT_NODES = new Set([
  'admin office royalties',
  'admin office agentez-setup',
  'admin office external-office',
]);

/** Free text becomes the img payload, link-like fields the javascript: URL; dates and codes stay. */
function poison(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name)]));
  }
  if (
    typeof value !== 'string' ||
    STRUCTURAL.has(key) ||
    DATE.test(value) ||
    /^[A-Z0-9_-]{1,12}$/.test(value)
  ) {
    return value;
  }
  return LINKISH.test(key) ? XSS_URL : XSS_IMG;
}

/** Poisons the view's replies from now on; `served` counts the replies handed to the page. */
async function poisonCall(page: Page, view: DataView): Promise<{ served: number }> {
  const counter = { served: 0 };
  await page.route(
    (url) => view.call.test(url.pathname + url.search),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (response.ok()) await route.fulfill({ response, json: poison(await response.json()) });
      else await route.fulfill({ response });
      counter.served += 1;
    },
  );
  return counter;
}

/** Everything in the DOM that would run or navigate to script. */
function liveScript(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        // Browsers drop whitespace and control characters before the scheme: so does this check.
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          value.startsWith('javascript:')
        ) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      if (element.tagName === 'IMG' && element.getAttribute('src') === 'x') found.push('IMG src=x');
    }
    return found;
  });
}

let ids: Promise<SeedIds> | null = null;
/**
 * A list view shows its reply's text only when the list has rows: the office's charges list starts
 * empty on a fresh database, so give it one, to the office's first active agent.
 */
async function ensureCharge(officeId: number): Promise<void> {
  const login = await fetch(`${API_BASE}/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'superuser', password: DEMO_PASSWORD, area: 'admin' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const agents = (await (await fetch(`${API_BASE}/__db/agents?officeId=${officeId}&active=true`)).json()) as {
    userId: number;
  }[];
  const reply = await fetch(`${API_BASE}/Office/billing/${officeId}/expenses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      agentId: agents[0]?.userId,
      kind: 'Desk fee',
      date: new Date().toISOString().slice(0, 10),
      amount: 25,
      memo: 'Hostile-text walk',
    }),
  });
  expect(reply.status, 'a charge to show in the Billable Expenses list').toBe(200);
}

// Each walk is cut in parts (views.ts, WALK_PARTS), and the workers share them.
test.describe.configure({ mode: 'parallel' });

for (const account of ['superuser', 'agent'] as const satisfies readonly Account[]) {
  for (let part = 0; part < WALK_PARTS[account]; part += 1) {
    const area = account === 'agent' ? 'Agent.EZ' : 'admin';
    test.describe(`${area}, part ${part + 1} of ${WALK_PARTS[account]}`, () => {
      test.use({ account });

      test('every data view renders hostile text and links inert', async ({ page }) => {
        // A walk over a part of the views (about 15 in the admin area).
        test.setTimeout(240_000);
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        ids ??= seedIds();
        const all = account === 'agent' ? agentViews(await ids) : adminViews(await ids);
        const views = partOf(all, part, WALK_PARTS[account]);
        if (views.some((view) => view.name === 'admin office billing expenses'))
          await ensureCharge((await ids).officeId);
        await page.goto(account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');
        const shown: string[] = [];
        const problems: string[] = [];
        for (const view of views) {
          await test.step(view.name, async () => {
            const poisoned = await poisonCall(page, view);
            if (view.fullLoad) await page.goto(view.path);
            else {
              await navigateAway(page, account);
              await navigateInApp(page, view.path);
            }
            await view.start?.(page);
            // Wait until the view has its (poisoned) data, or settled without text from it.
            await expect
              .poll(() => poisoned.served, { message: `${view.name}: the poisoned reply`, timeout: 30_000 })
              .toBeGreaterThan(0);
            const text = page.getByText(XSS_IMG, { exact: false }).filter({ visible: true }).first();
            // A view that shows nothing of it as text: the view built from the reply is enough.
            if (NO_TEXT_NODES.has(view.name)) await expect(view.ready(page)).toBeVisible();
            else await text.waitFor({ timeout: 4_000 }).catch(() => undefined);
            if (await text.isVisible()) shown.push(view.name);
            else if (process.env.E2E_DEBUG)
              await page.screenshot({
                path: test.info().outputPath(`${view.name.replace(/\W+/g, '-')}.png`),
              });
            await page.waitForTimeout(100); // an onerror would fire right after the image failed
            const live = await liveScript(page);
            if (live.length > 0) problems.push(`${view.name}: ${live.join(', ')}`);
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            // A once-per-load call (the tab filter) keeps its poisoned reply: load the app again.
            if (view.fullLoad)
              await page.goto(account === 'agent' ? '/agent-ez/dashboard' : '/main/companies');
          });
        }
        test.info().annotations.push({
          type: 'hostile text shown as text',
          description: `${shown.length}/${views.length} views: ${shown.join(', ')}`,
        });
        console.log(
          `hostile ${account}: shown in ${shown.length}/${views.length}; not in: ${views
            .map((view) => view.name)
            .filter((name) => !shown.includes(name))
            .join(', ')}`,
        );
        expect(problems, 'script-bearing markup or javascript: links in the DOM').toEqual([]);
        expect(dialogs, 'dialogs opened by hostile data').toEqual([]);
        // The hostile text did reach the screen, as text, in every view that shows text from its reply.
        expect(
          views.map((view) => view.name).filter((name) => !shown.includes(name) && !NO_TEXT_NODES.has(name)),
          'views whose hostile text did not reach the screen',
        ).toEqual([]);
      });
    });
  }
}
