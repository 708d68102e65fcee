#!/usr/bin/env node
// Profiling helper for when a bench goal is missed: records a CPU profile in Chromium (CDP Profiler)
// around one measured action and prints where the time went, mapped to sources through the build's
// source maps. Not part of `npm run bench`.
//
//   node bench/profile.mjs grid <ours|aggrid|table> <handover|scroll|jump> [repeats]   (COLD=1: the
//     hand-over on a fresh page, not after the warm-up)
//   node bench/profile.mjs search [count]     (the app against the mock at large scale; TRACE=1: a
//     timeline trace of what follows each reply instead, with its main-thread time by kind;
//     TRACE_CATEGORIES: other trace categories, comma-separated)
//   node bench/profile.mjs inp "<interaction id>" [repeats]   (as the inp suite measures it, 4× CPU)
//   node bench/profile.mjs load <path> [repeats]   (a first load of a logged-in page, 1× CPU; the path's
//     area picks the user: /agent-ez → agent, else superuser)
//   node bench/profile.mjs tasks [path]   (a first load of a logged-in page at 4× CPU: its long tasks,
//     those after the first paint marked, and the JavaScript in each; default: an admin search)
//   node bench/profile.mjs lantern [page id]   (one mobile Lighthouse run; the critical path of its
//     simulated LCP and the requests that shared the simulated network; ids in suites/lighthouse.mjs)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { serveStatic } from '../scripts/serve-static.mjs';
import { launchChromium, root, run } from './lib/common.mjs';
import { summarizeProfile, summarizeProfiles } from './lib/cpuprofile.mjs';
import { busyAfterReply, replyFinish } from './lib/replytrace.mjs';
import { median } from './lib/stats.mjs';

const [what = 'grid', a, b, c] = process.argv.slice(2);

function resolverFor(dir) {
  const maps = new Map();
  return (cf) => {
    if (!cf.url || !/\/assets\/[^/]+\.js$/.test(cf.url)) return null;
    const file = join(dir, 'assets', cf.url.split('/assets/')[1]);
    if (!maps.has(file))
      maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    const map = maps.get(file);
    if (!map) return null;
    const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
    if (!pos.source) return null;
    // Sources read from the repository's root: a package's path after node_modules/, the app's from
    // apps/ or packages/.
    const source = pos.source
      .replace(/^(\.\.\/)+/, '')
      .replace(/^.*node_modules\//, '')
      .replace(/^.*?\/(?=(apps|packages)\/)/, '');
    return `${pos.name ?? cf.functionName ?? '(anonymous)'} ${source}:${pos.line}`;
  };
}

function print(profile, resolve) {
  const s = Array.isArray(profile)
    ? summarizeProfiles(profile, { top: Number(process.env.PROFILE_TOP ?? 40), resolve })
    : summarizeProfile(profile, { top: 30, resolve });
  console.log(`total ${s.totalMs} ms`);
  console.log('--- self time by function');
  for (const x of s.selfByFunction) console.log(String(x.ms).padStart(6), `${x.pct}%`.padStart(6), x.what);
  console.log('--- inclusive time');
  for (const x of s.inclusive) console.log(String(x.ms).padStart(6), `${x.pct}%`.padStart(6), x.what);
}

if (what === 'grid') {
  const page = a ?? 'ours';
  const action = b ?? 'handover';
  await run(process.execPath, [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '-c',
    'bench/grid/vite.config.ts',
  ]);
  const dist = join(root, 'bench/grid/dist');
  const { server, url } = await serveStatic(dist, 0);
  const browser = await launchChromium();
  try {
    const profiles = [];
    for (let i = 0; i < Number(c ?? 1); i += 1) {
      const context = await browser.newContext({ viewport: { width: 1320, height: 760 } });
      const p = await context.newPage();
      await p.goto(`${url}/${page}.html`);
      await p.waitForFunction(() => window.__benchReady === true);
      const cdp = await context.newCDPSession(p);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      // As the grid suite measures it: after a warm-up hand-over (COLD=1: the first on a fresh page).
      if (action !== 'handover') await p.evaluate(() => window.__bench.handOver());
      else if (!process.env.COLD) {
        await p.evaluate(() => window.__bench.handOver({ warmUp: true }));
        await p.evaluate(() => window.__bench.clear());
      }
      await p.waitForTimeout(300);
      await cdp.send('Profiler.start');
      const result =
        action === 'handover'
          ? await p.evaluate(() => window.__bench.handOver())
          : action === 'scroll'
            ? await p.evaluate(() => window.__bench.scroll(3000, 10000))
            : await p.evaluate(() => window.__bench.jump());
      profiles.push((await cdp.send('Profiler.stop')).profile);
      console.log(JSON.stringify(result));
      await context.close();
    }
    print(profiles.length === 1 ? profiles[0] : profiles, resolverFor(dist));
  } finally {
    await browser.close();
    server.close();
  }
} else if (what === 'search') {
  const { searchSuite, startAppEnv } = await import('./suites/search.mjs');
  const env = await startAppEnv();
  try {
    const r = await searchSuite({
      env,
      count: Number(a ?? 20),
      warmup: 2,
      profile: process.env.TRACE ? 'trace' : true,
    });
    if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(r.cpuProfiles));
    if (process.env.TRACE) {
      // Only what follows the search's reply: the work the bench's "render after reply" times.
      const traces = r.cpuProfiles.slice(2);
      const after = traces.map(afterReply);
      printTrace(after.flat(), after.length);
      printBusy(traces.map(busyAfterReply).filter(Boolean));
    } else print(r.cpuProfiles, resolverFor(env.outDir));
    console.log(`round trip p50 ${r.roundTripMs.median} ms, p95 ${r.p95Ms} ms`);
  } finally {
    await env.stop();
  }
} else if (what === 'inp') {
  const { INTERACTIONS, measure } = await import('./suites/inp.mjs');
  const { login } = await import('./lib/env.mjs');
  const { startAppEnv } = await import('./suites/search.mjs');
  const target = INTERACTIONS.find((t) => t.id === a);
  if (!target) throw new Error(`No interaction "${a}": ${INTERACTIONS.map((t) => t.id).join(', ')}`);
  const env = await startAppEnv();
  const browser = await launchChromium();
  try {
    const auth = await login(env.mock.url, target.user, target.user === 'agent' ? 'agent' : 'admin');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const profiles = [];
    const traced = [];
    // TRACE=1: a timeline trace instead of a CPU profile, to see style and layout work, which a CPU
    // profile only shows as "(program)".
    const tracing = {
      start: async (cdp) => {
        cdp.on('Tracing.dataCollected', ({ value }) => traced.push(...value));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: ['devtools.timeline', 'blink', 'v8.execute'] },
        });
      },
      stop: async (cdp) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await done;
      },
    };
    const profile = process.env.TRACE
      ? tracing
      : {
          start: async (cdp) => {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
            await cdp.send('Profiler.start');
          },
          stop: async (cdp) => {
            // The paint after the act is part of the interaction.
            await new Promise((resolve) => setTimeout(resolve, 500));
            profiles.push((await cdp.send('Profiler.stop')).profile);
          },
        };
    for (let i = 0; i < Number(b ?? 3); i += 1) {
      const inp = await measure(browser, env.app.url, auth, target, profile);
      console.log(`INP ${inp.value} ms (processing ${inp.processing})`);
    }
    if (process.env.PROFILE_DUMP)
      writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(process.env.TRACE ? traced : profiles));
    if (process.env.TRACE) printTrace(traced);
    else print(profiles, resolverFor(env.outDir));
  } finally {
    await browser.close();
    await env.stop();
  }
} else if (what === 'load') {
  const path = a ?? '/agent-ez/dashboard';
  const { env, browser, signedInPage } = await signedInLoad(path);
  try {
    const profiles = [];
    for (let i = 0; i < Number(b ?? 3); i += 1) {
      const { context, page, cdp } = await signedInPage();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${env.app.url}${path}`);
      await page.waitForLoadState('networkidle');
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) =>
            new PerformanceObserver((list) =>
              resolve(Math.round(list.getEntries().at(-1).startTime)),
            ).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            }),
          ),
      );
      profiles.push((await cdp.send('Profiler.stop')).profile);
      console.log(`LCP ${lcp} ms`);
      await context.close();
    }
    if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(profiles));
    print(profiles, resolverFor(env.outDir));
  } finally {
    await browser.close();
    await env.stop();
  }
} else if (what === 'tasks') {
  const { LOAD_TRACE_CATEGORIES, longTasks } = await import('./lib/loadtrace.mjs');
  const path = a ?? '/main/agents?attr=Agent_Name&q=an&page=1';
  const { env, browser, signedInPage } = await signedInLoad(path);
  try {
    const { page, cdp } = await signedInPage();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: LOAD_TRACE_CATEGORIES } });
    await page.goto(`${env.app.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(events));
    const { fcpMs, tasks } = longTasks(events, { name: resolverFor(env.outDir) });
    console.log(`first contentful paint at ${Math.round(fcpMs)} ms (4× CPU, network not throttled)`);
    for (const task of tasks) {
      const after = fcpMs !== null && task.startMs > fcpMs ? ', after the first paint' : '';
      console.log(`\n${Math.round(task.startMs)} ms: a task of ${Math.round(task.ms)} ms${after}`);
      for (const [what, ms] of task.js) console.log(`${ms.toFixed(1).padStart(9)} ms  ${what}`);
    }
  } finally {
    await browser.close();
    await env.stop();
  }
} else if (what === 'lantern') {
  // One mobile Lighthouse run of a page, then what its simulated LCP was made of.
  process.env.LIGHTHOUSE_PRESETS = 'mobile';
  process.env.LIGHTHOUSE_PAGES = a ?? 'agentDashboard';
  const { lighthouseSuite } = await import('./suites/lighthouse.mjs');
  const { criticalPath, networkNodes, simulation } = await import('./lib/lantern.mjs');
  const { startAppEnv } = await import('./suites/search.mjs');
  const env = await startAppEnv();
  try {
    const r = await lighthouseSuite({ outDir: env.outDir, mockUrl: env.mock.url, runs: 1, log: () => {} });
    const sample = r.presets.mobile[process.env.LIGHTHOUSE_PAGES].samples[0];
    console.log(
      `LCP ${sample.lcpMs} ms (simulated), FCP ${sample.fcpMs} ms, performance ${sample.performance}`,
    );
    for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
      const timings = simulation(label);
      const network = networkNodes(timings);
      console.log(`\n${label}: critical path, last node first`);
      for (const line of criticalPath(timings)) console.log(`  ${line}`);
      console.log(`network before it (${network.bytes} B):`);
      for (const line of network.lines) console.log(`  ${line}`);
    }
  } finally {
    await env.stop();
  }
}

/**
 * For a first load of `path`: the mock and the app, a browser, and a phone-sized page already signed in
 * (the path's area picks the user: /agent-ez → agent, else superuser), with a CDP session.
 */
async function signedInLoad(path) {
  const { login, sessionContext } = await import('./lib/env.mjs');
  const { startAppEnv } = await import('./suites/search.mjs');
  const agent = path.startsWith('/agent-ez');
  const env = await startAppEnv();
  const browser = await launchChromium();
  let auth;
  try {
    auth = await login(env.mock.url, agent ? 'agent' : 'superuser', agent ? 'agent' : 'admin');
  } catch (error) {
    await browser.close();
    await env.stop();
    throw error;
  }
  // A login is a write: the mock saves its db file 2 s later (see suites/lighthouse.mjs).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const signedInPage = async () => {
    const context = await sessionContext(browser, env.app.url, auth, { width: 412, height: 823 });
    const page = await context.newPage();
    return { context, page, cdp: await context.newCDPSession(page) };
  };
  return { env, browser, signedInPage };
}

/** The trace events from the end of the search call's reply on. */
function afterReply(events) {
  const finish = replyFinish(events);
  return finish ? events.filter((e) => e.ts >= finish.ts) : [];
}

/** Main-thread time from each reply to its paint callback: the median, and the mean by kind. */
function printBusy(runs) {
  if (runs.length === 0) return;
  const p50 = median(runs.map((r) => r.total));
  console.log(`main thread, reply → paint callback: p50 ${p50.toFixed(1)} ms over ${runs.length} searches`);
  const kinds = new Map();
  for (const r of runs)
    for (const [k, ms] of Object.entries(r.byKind)) kinds.set(k, (kinds.get(k) ?? 0) + ms);
  for (const [k, ms] of [...kinds].sort((x, y) => y[1] - x[1]).slice(0, 6))
    console.log(`${(ms / runs.length).toFixed(1).padStart(9)} ms mean  ${k}`);
}

/**
 * Complete events of a trace summed by name (style recalculations with the elements they touched),
 * per run when `runs` is given.
 */
function printTrace(events, runs = 1) {
  const byName = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur) continue;
    const entry = byName.get(event.name) ?? { ms: 0, count: 0, elements: 0 };
    entry.ms += event.dur / 1000;
    entry.count += 1;
    entry.elements +=
      event.args?.elementCount ?? event.args?.data?.elementCount ?? event.args?.beginData?.dirtyObjects ?? 0;
    byName.set(event.name, entry);
  }
  const rows = [...byName].sort((x, y) => y[1].ms - x[1].ms).slice(0, 25);
  for (const [name, { ms, count, elements }] of rows)
    console.log(
      `${(ms / runs).toFixed(1).padStart(9)} ms ${(count / runs).toFixed(1).padStart(6)}× ${name}${elements ? ` (${Math.round(elements / runs)} elements)` : ''}`,
    );
}
