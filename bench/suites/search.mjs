// Search round trip: the built app (`vite preview`) against the mock at `large` scale over HTTP, logged
// in as superuser; from pressing Go to the result rows painted, over at least 50 varied searches.
import { launchChromium } from '../lib/common.mjs';
import {
  buildApp,
  login,
  readDb,
  sessionContext,
  startMock,
  startPreview,
  startSameOriginProxy,
  stopServer,
} from '../lib/env.mjs';
import { floorRows, floorSuite } from '../lib/floor.mjs';
import { makeSearches } from '../lib/plan.mjs';
import { summary } from '../lib/stats.mjs';

const SEARCH_CALL = /\/(agents|agents\/agentsBy|companies|companies\/getCompaniesBy|Office\/search)\?/i;

/** Installed in the page before each Go: resolves with the times of the round trip. */
function watchRoundTrip(pattern) {
  const re = new RegExp(pattern, 'i');
  window.__rt = new Promise((resolve, reject) => {
    let t0 = null;
    let done = false;
    const onClick = (event) => {
      if (t0 === null && event.target instanceof Element && event.target.closest('button[type="submit"]')) {
        t0 = event.timeStamp;
      }
    };
    document.addEventListener('click', onClick, true);
    const cleanup = () => {
      done = true;
      observer.disconnect();
      clearInterval(poll);
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
    };
    // Rows are shown when the grid, busy since Go, is no longer busy and no "Searching…" status is
    // left. That is read from the DOM alone: Chromium may add the request's resource-timing entry a
    // little after the page already has the reply, and waiting for it would add that delay (up to the
    // 20 ms poll) to the time measured. The entry is read afterwards, for the breakdown only.
    let sawBusy = false;
    const check = () => {
      if (done || t0 === null) return;
      const grid = document.querySelector('[role="grid"]');
      if (!grid) return;
      if (grid.getAttribute('aria-busy') === 'true') {
        sawBusy = true;
        return;
      }
      if (!sawBusy) return;
      for (const status of document.querySelectorAll('[role="status"]')) {
        if ((status.textContent ?? '').includes('Searching')) return;
      }
      const dom = performance.now();
      const rows = grid.querySelectorAll('[role="row"][data-row-index]').length;
      cleanup();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = async () => {
          const painted = performance.now();
          const findEntry = () =>
            performance
              .getEntriesByType('resource')
              .find((e) => e.startTime >= t0 && re.test(e.name) && e.responseEnd > 0);
          let entry = findEntry();
          for (let i = 0; !entry && i < 100; i += 1) {
            await new Promise((r) => setTimeout(r, 10));
            entry = findEntry();
          }
          if (!entry) {
            reject(new Error('the search request was not seen'));
            return;
          }
          // Every call the page made in the window (to see what shares the mock with the search).
          const calls = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= t0)
            .map((e) => ({
              url: e.name.replace(/^https?:\/\/[^/]+/, ''),
              start: Math.round(e.startTime - t0),
              ms: Math.round(e.responseEnd - e.startTime),
            }));
          resolve({
            total: painted - t0,
            toDom: dom - t0,
            request: entry.responseEnd - entry.startTime,
            beforeRequest: entry.startTime - t0,
            rows,
            url: entry.name,
            calls,
          });
        };
        channel.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const poll = setInterval(check, 20);
    const timer = setTimeout(() => {
      if (done) return;
      cleanup();
      reject(new Error('search round trip timed out'));
    }, 30_000);
  });
}

/** The main selection: segmented buttons (library SearchBar) or a "Search in" select (older app). */
async function chooseSelection(page, text) {
  const segment = page.getByRole('search').getByRole('radio', { name: text, exact: true });
  if ((await segment.count()) > 0) {
    await segment.click();
    return;
  }
  await choose(page, 'Search in', text);
}

async function choose(page, label, optionText) {
  const trigger = page.getByRole('search').getByRole('button', { name: new RegExp(`${label}$`) });
  const current = (await trigger.textContent())?.trim();
  if (current === optionText) return;
  await trigger.click();
  await page.getByRole('option', { name: optionText, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const SELECTION_TEXT = { agents: 'Agents', companies: 'Companies', offices: 'Offices' };

/** The mock at `large` scale (fresh data) and `vite preview` of a fresh build of the app, for the suites that use the app. */
export async function startAppEnv({ log = console.log } = {}) {
  log('  starting the mock (MOCK_SCALE=large, fresh data) and building the app (vite build --manifest)…');
  const mock = await startMock({ scale: 'large', reset: true });
  try {
    const outDir = await buildApp({ force: !process.env.BENCH_KEEP_BUILD });
    const app = await startPreview(outDir, mock.url);
    return {
      mock,
      app,
      outDir,
      stop: async () => {
        await stopServer(app);
        await stopServer(mock);
      },
    };
  } catch (error) {
    await stopServer(mock);
    throw error;
  }
}

export async function searchSuite({
  env,
  count = 60,
  warmup = 5,
  sameOriginCount = Math.ceil(count / 2),
  profile = false,
  network = false,
  log = console.log,
}) {
  const { mock, app } = env;
  let browser;
  let proxy;
  try {
    const db = readDb(mock.dbFile);
    const auth = await login(mock.url);
    // The login's db file write (2 s later, blocking the mock briefly at large scale) is over before
    // the first search.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const tabFilter = await (
      await fetch(`${mock.url}/tabfilter`, { headers: { authorization: `Bearer ${auth.token}` } })
    ).json();
    const searches = makeSearches(db, count + warmup, 4242);
    browser = await launchChromium();
    const common = { browser, auth, tabFilter, warmup, log };
    // As deployed (scripts/serve-prod.mjs): the API on its own origin, so every search with a new URL
    // pays a CORS preflight (the Authorization header is not a simple header).
    log('    cross-origin (the API on its own origin, as deployed)…');
    const cross = await runSearches({ ...common, appUrl: app.url, searches, profile, network });
    // The floor page on the same requests (the first few again as its warm-up).
    log('    floor (a minimal React page: the same requests, the same rows in a plain table)…');
    const urls = cross.samples.map((sample) => sample.url);
    const floor = await floorSuite({
      browser,
      mockUrl: mock.url,
      auth,
      urls: [...urls.slice(0, warmup), ...urls],
      warmup,
    });
    // The same searches with the API behind the app's origin (no preflight), fewer of them.
    let same = null;
    if (sameOriginCount > 0) {
      log("    same origin (the API behind the app's origin: no preflight)…");
      proxy = await startSameOriginProxy(app.url, mock.url);
      same = await runSearches({
        ...common,
        appUrl: proxy.url,
        searches: searches.slice(0, sameOriginCount + warmup),
      });
    }
    return {
      ...(cross.cpuProfiles ? { cpuProfiles: cross.cpuProfiles } : {}),
      ...(network ? { networkLog: cross.networkLog } : {}),
      config: {
        count,
        warmup,
        sameOriginCount,
        scale: 'large',
        agents: db.agents.length,
        pageSize: 'app default',
      },
      ...summarize(cross.samples),
      samples: cross.samples,
      floor,
      ...(same ? { sameOrigin: { ...summarize(same.samples), samples: same.samples } } : {}),
    };
  } finally {
    await proxy?.stop();
    await browser?.close();
  }
}

function summarize(samples) {
  return {
    roundTripMs: summary(samples.map((s) => s.total)),
    p95Ms: quantile95(samples.map((s) => s.total)),
    requestMs: summary(samples.map((s) => s.request)),
    requestP95Ms: quantile95(samples.map((s) => s.request)),
    renderAfterResponseMs: summary(samples.map((s) => s.total - s.beforeRequest - s.request)),
    beforeRequestMs: summary(samples.map((s) => s.beforeRequest)),
  };
}

/** Logs in the app at `appUrl` (a fresh context) and times each search from Go to rows painted. */
async function runSearches({ browser, appUrl, auth, tabFilter, searches, warmup, profile, network, log }) {
  const context = await sessionContext(browser, appUrl, auth, { width: 1366, height: 900 });
  try {
    const page = await context.newPage();
    // Debugging aid (bench/dist scripts): CDP network events, preflights included.
    const networkLog = [];
    if (network) {
      const net = await context.newCDPSession(page);
      await net.send('Network.enable');
      for (const event of [
        'Network.requestWillBeSent',
        'Network.responseReceived',
        'Network.loadingFinished',
      ]) {
        net.on(event, (e) =>
          networkLog.push({
            event,
            t: e.timestamp,
            id: e.requestId,
            url: e.request?.url,
            method: e.request?.method,
            type: e.type,
            timing: e.response?.timing,
          }),
        );
      }
    }
    // bench/profile.mjs: CPU profiles of the page over each timed window (Go → rows painted).
    const cdp = profile ? await context.newCDPSession(page) : null;
    const cpuProfiles = [];
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${appUrl}/main/agents`);
    await page.getByRole('button', { name: /Search by$/ }).waitFor();
    let selection = 'agents';
    const samples = [];
    const count = searches.length - warmup;
    for (let i = 0; i < searches.length; i += 1) {
      const s = searches[i];
      const attributes = tabFilter.data[s.selection];
      const attribute = attributes.find((a) => a.value === s.attribute);
      if (!attribute) throw new Error(`no attribute ${s.attribute} in the tab filter`);
      if (s.selection !== selection) {
        await chooseSelection(page, SELECTION_TEXT[s.selection]);
        await page.waitForURL(new RegExp(`/main/${s.selection}`));
        // Another page renders in a transition: the search bar is the new page's once its heading shows.
        await page.getByRole('heading', { level: 1, name: SELECTION_TEXT[s.selection] }).waitFor();
        selection = s.selection;
      }
      await choose(page, 'Search by', attribute.text);
      if (attribute.subFilter.length > 0 && s.subFilter) {
        const sub = attribute.subFilter.find((f) => f.value === s.subFilter);
        if (sub) await choose(page, 'Filter', sub.text);
      }
      await page.getByRole('search').getByLabel('Search text', { exact: true }).fill(s.text);
      const go = page.getByRole('search').getByRole('button', { name: 'Go' });
      await go.waitFor({ state: 'visible' });
      if (!(await go.isEnabled())) throw new Error(`Go is disabled for ${JSON.stringify(s)}`);
      await page.evaluate(watchRoundTrip, SEARCH_CALL.source);
      if (cdp) await (profile === 'trace' ? startTrace(cdp) : cdp.send('Profiler.start'));
      await go.click();
      const result = await page.evaluate(() => window.__rt);
      if (cdp)
        cpuProfiles.push(
          profile === 'trace' ? await endTrace(cdp) : (await cdp.send('Profiler.stop')).profile,
        );
      if (i >= warmup) samples.push({ ...s, ...result });
      if (i >= warmup && (i - warmup) % 10 === 0) {
        log(
          `    ${i - warmup + 1}/${count}: ${s.selection} ${s.attribute} "${s.text}" → ${result.total.toFixed(1)} ms (${result.rows} rows)`,
        );
      }
    }
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
    return { samples, ...(cdp ? { cpuProfiles } : {}), ...(network ? { networkLog } : {}) };
  } finally {
    await context.close();
  }
}

/** A timeline trace instead of a CPU profile (`profile: 'trace'`): style and layout work by element. */
async function startTrace(cdp) {
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: process.env.TRACE_CATEGORIES?.split(',') ?? [
        'devtools.timeline',
        'blink',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
}

async function endTrace(cdp) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

function quantile95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] * 100) / 100;
}

export function searchRows(result) {
  return [
    {
      area: 'search',
      label: 'Go → rows painted, p50',
      unit: 'ms',
      ours: result.roundTripMs.median,
      peer: null,
      ratio: null,
      goal: null,
    },
    {
      area: 'search',
      label: 'Go → rows painted, p95',
      unit: 'ms',
      ours: result.p95Ms,
      peer: null,
      ratio: null,
      goal: { max: 100 },
    },
    {
      area: 'search',
      label: '  of which: HTTP request p50 / p95',
      unit: 'ms',
      ours: result.requestMs.median,
      peer: null,
      ratio: null,
      goal: null,
      note: `p95 ${result.requestP95Ms}`,
    },
    {
      area: 'search',
      label: '  of which: render after reply, p50',
      unit: 'ms',
      ours: result.renderAfterResponseMs.median,
      peer: null,
      ratio: null,
      goal: null,
      note: `before the request (Go handler): p50 ${result.beforeRequestMs.median} ms`,
    },
    ...floorRows(result),
    ...(result.sameOrigin
      ? [
          {
            area: 'search',
            label: 'same origin (no preflight): p50',
            unit: 'ms',
            ours: result.sameOrigin.roundTripMs.median,
            peer: null,
            ratio: null,
            goal: null,
            note: `p95 ${result.sameOrigin.p95Ms} ms; HTTP p50 ${result.sameOrigin.requestMs.median} ms over ${result.sameOrigin.samples.length} searches (API behind the app's origin)`,
          },
          {
            area: 'search',
            label: 'same origin (no preflight): p95',
            unit: 'ms',
            ours: result.sameOrigin.p95Ms,
            peer: null,
            ratio: null,
            goal: null,
          },
        ]
      : []),
  ];
}
