// Races: 200 searches in a row (through the URL, which holds the search) whose replies are delayed at
// random (0–30 ms) and so arrive out of order. The grid must only ever show the latest search's rows, and every search that a newer one
// overtook while its reply was still on the way must have been aborted by the app.
import type { Request } from '@playwright/test';
import { corsHeaders, expect, test } from '../fixtures';

const SEARCHES = 200;

/** True when the browser had the whole reply to `request` before it started `next`. */
function endedBefore(request: Request, next: Request): boolean {
  const { startTime, responseEnd } = request.timing();
  return responseEnd >= 0 && startTime + responseEnd <= next.timing().startTime;
}
const MAX_DELAY_MS = 30;

test.use({ account: 'superuser' });

test('200 out-of-order searches: the grid always shows the latest one, every superseded request is aborted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Replies are made up here, each row named after the search it answers, so a stale row is obvious.
  await page.route(/\/office\/search/i, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback();
    const q = new URL(route.request().url()).searchParams.get('searchText') ?? '';
    await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_DELAY_MS));
    const rows = [1, 2, 3].map((n) => ({
      id: Number(q.slice(1)) * 10 + n,
      called: `Race ${q} #${n}`,
      city: 'Portland',
      activeText: 'Active',
      companyName: 'Harbor & Pine Realty',
      agentCount: n,
      staffCount: 1,
    }));
    await route
      .fulfill({
        status: 200,
        headers: {
          ...corsHeaders(),
          'content-type': 'application/json',
          'x-pagination': JSON.stringify({ currentPage: 1, pageSize: 5, totalCount: rows.length }),
        },
        body: JSON.stringify({ data: rows }),
      })
      .catch(() => undefined); // the app already aborted it
  });

  // Network events in the order they happened: which request was overtaken before its reply came.
  const events: { kind: 'sent' | 'done' | 'failed'; request: Request; error?: string }[] = [];
  const isSearch = (request: Request) =>
    /\/office\/search/i.test(request.url()) && request.method() === 'GET';
  page.on('request', (request) => isSearch(request) && events.push({ kind: 'sent', request }));
  page.on('requestfinished', (request) => isSearch(request) && events.push({ kind: 'done', request }));
  page.on(
    'requestfailed',
    (request) =>
      isSearch(request) &&
      events.push({ kind: 'failed', request, error: request.failure()?.errorText ?? '' }),
  );

  // Which requests the app itself aborted: a reply already in when the abort comes still ends as
  // 'done' on the network, though the app let go of it.
  await page.addInitScript(() => {
    const abortedByApp: string[] = [];
    (window as unknown as { __abortedByApp: string[] }).__abortedByApp = abortedByApp;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      signal?.addEventListener('abort', () => abortedByApp.push(url), { once: true });
      return original(input, init);
    };
  });
  await page.goto('/main/offices?attr=Office_Name');
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();

  // In the page: every time the grid's rows change, they must belong to the search in the URL.
  await page.evaluate(() => {
    const state = { renders: 0, stale: [] as string[], last: '' };
    (window as unknown as { __race: typeof state }).__race = state;
    new MutationObserver(() => {
      const first = document
        .querySelector('[role="grid"] [role="row"] [role="gridcell"]')
        ?.closest('[role="row"]');
      const marker = /Race (q\d+)/.exec(first?.textContent ?? '')?.[1] ?? '';
      if (marker === state.last) return;
      state.last = marker;
      if (!marker) return;
      state.renders += 1;
      const latest = new URLSearchParams(location.search).get('q');
      if (marker !== latest) state.stale.push(`${marker} shown while ${latest} was the search`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // Go is disabled while a search runs, so typing cannot overlap searches; the URL can (the search
  // lives in it): back/forward, shared links, the pager. 200 searches through the URL, 0–10 ms apart,
  // in the page so the test's own round trips do not slow the race down.
  const raceStarted = Date.now();
  await page.evaluate(async (count) => {
    const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const answered: string[] = [];
    (window as unknown as { __answered: string[] }).__answered = answered;
    for (let i = 0; i < count; i += 1) {
      history.pushState(null, '', `/main/offices?attr=Office_Name&q=q${i}&page=1`);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      if (i % 20 === 19) {
        // Now and then the reply is let in, so results do reach the grid between the races.
        const shown = () =>
          document
            .querySelector('[role="grid"] [role="row"] [role="gridcell"]')
            ?.closest('[role="row"]')
            ?.textContent?.includes(`Race q${i} #`);
        for (let waited = 0; !shown() && waited < 10_000; waited += 10) await tick(10);
        if (shown()) answered.push(`q${i}`);
      } else {
        await tick(Math.random() * 10);
      }
    }
  }, SEARCHES);
  const raceMs = Date.now() - raceStarted;

  const last = `q${SEARCHES - 1}`;
  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasText: /Race q\d+/ });
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Race ${last} #1`);
  await page.waitForTimeout(MAX_DELAY_MS * 4); // let any late reply land (it must not show)
  await expect(rows.first()).toContainText(`Race ${last} #1`);

  const race = await page.evaluate(
    () => (window as unknown as { __race: { renders: number; stale: string[] } }).__race,
  );
  expect(race.stale, 'stale results shown in the grid').toEqual([]);

  // Every request that a newer search superseded before its reply arrived must have been aborted.
  const sent = events.filter((event) => event.kind === 'sent').map((event) => event.request);
  // Searches that landed in the same render as the next one never leave the browser: fine.
  expect(sent.length).toBeGreaterThan(SEARCHES / 2);
  expect(sent.at(-1)?.url()).toContain(`searchText=${last}`);
  const abortedByApp = new Set(
    await page.evaluate(() => (window as unknown as { __abortedByApp: string[] }).__abortedByApp),
  );
  // The wrapper sees the app's aborts (else the rule below would excuse nothing, and prove nothing).
  expect(abortedByApp.size, "the app's own aborts are seen").toBeGreaterThan(SEARCHES / 2);
  // Searches whose rows the grid showed before the next one was sent: answered, whatever order the
  // network events reached the test in (a fulfilled route's timings may be missing).
  const answered = new Set(
    await page.evaluate(() => (window as unknown as { __answered: string[] }).__answered),
  );
  expect(answered.size, 'the let-in searches showed their rows').toBe(SEARCHES / 20);
  const supersededNotAborted: string[] = [];
  let superseded = 0;
  let aborted = 0;
  for (const [index, request] of sent.entries()) {
    const next = sent[index + 1];
    if (!next) break;
    const nextAt = events.findIndex((event) => event.kind === 'sent' && event.request === next);
    const outcomeAt = events.findIndex((event) => event.kind !== 'sent' && event.request === request);
    const outcome = events[outcomeAt];
    // Answered before the next search: by event order, or by the browser's own timestamps (the events
    // of two requests can reach the test in either order when the reply and the next search cross).
    if (outcome?.kind === 'done' && (outcomeAt < nextAt || endedBefore(request, next))) continue;
    if (outcome?.kind === 'done' && answered.has(new URL(request.url()).searchParams.get('searchText') ?? ''))
      continue;
    superseded += 1;
    if (outcome?.kind === 'failed' && /ERR_ABORTED|canceled/i.test(outcome.error ?? '')) aborted += 1;
    else if (abortedByApp.has(request.url())) aborted += 1;
    else supersededNotAborted.push(`${request.url()} (${outcome?.kind ?? 'no outcome'})`);
  }
  test.info().annotations.push({
    type: 'race',
    description: `${sent.length} searches, ${superseded} superseded in flight, ${aborted} aborted, ${race.renders} grid renders, ${race.stale.length} stale, ${raceMs} ms`,
  });
  console.log(
    `race: ${sent.length} searches, ${superseded} superseded in flight, ${aborted} aborted, ${race.renders} grid renders, ${race.stale.length} stale, ${raceMs} ms`,
  );
  expect(supersededNotAborted, 'superseded requests that were not aborted').toEqual([]);
  expect(superseded, 'the test really raced (searches were superseded in flight)').toBeGreaterThan(
    SEARCHES / 2,
  );
  expect(race.renders, 'results reached the grid between searches too').toBeGreaterThanOrEqual(SEARCHES / 20);
});
