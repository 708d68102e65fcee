// Lighthouse, desktop and mobile presets, in Debian Chromium against the production server
// (scripts/serve-prod.mjs: precompressed files, CSP) + the mock: performance, accessibility and
// best-practices scores with LCP/TBT/CLS for the login page, the admin search page (logged in as
// superuser, with a search in the URL so the grid shows rows), an agent's record page, the agent
// dashboard and a report (logged in as agent); beside them, the first-load floor pages (bench/floor).
// The session is put into the browser before the run (JWT_TOKEN cookie and AGENT_EZ_SETTINGS in
// localStorage) and Lighthouse is told not to clear storage.
//
// LIGHTHOUSE_PAGES=login,adminSearch and LIGHTHOUSE_PRESETS=mobile narrow a run (for trying a change);
// LIGHTHOUSE_SAVE=<folder> keeps every full report (JSON, to read its network and main-thread audits).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, CHROMIUM_ARGS } from '../lib/common.mjs';
import { buildFloor } from '../lib/floor.mjs';
import { login, startProd, startSameOriginProxy, stopServer } from '../lib/env.mjs';
import { summary } from '../lib/stats.mjs';

/** Lighthouse's own default config is the mobile preset (slow 4G, 4× CPU slowdown, a phone screen). */
const PRESETS = [
  { id: 'desktop', config: desktopConfig, windowSize: '1350,940' },
  { id: 'mobile', config: undefined, windowSize: '412,823' },
];

export const LIGHTHOUSE_PAGES = [
  { id: 'login', path: '/auth/admin/login', user: null },
  {
    id: 'adminSearch',
    path: '/main/agents?attr=Agent_Name&q=an&page=1',
    user: { name: 'superuser', area: 'admin' },
  },
  {
    id: 'agentProfile',
    path: '/main/agents/profile/contact?agentId=1002',
    user: { name: 'superuser', area: 'admin' },
  },
  { id: 'agentDashboard', path: '/agent-ez/dashboard', user: { name: 'agent', area: 'agent' } },
  { id: 'report', path: '/agent-ez/reports/closed-deals', user: { name: 'agent', area: 'agent' } },
  // Not the app: the floor (bench/floor/load.html), a plain React page that sends admin search's
  // request on a first load and renders its rows in a table. What this serving allows any such page.
  {
    id: 'floorSearch',
    path: '/load.html?attr=Agent_Name&q=an&page=1',
    user: { name: 'superuser', area: 'admin' },
    floor: true,
  },
  // The same, also downloading (not running) the files admin search's first load downloads: what the
  // app's bytes alone cost on this network.
  {
    id: 'floorSearchBytes',
    path: '/bytes.html?attr=Agent_Name&q=an&page=1',
    user: { name: 'superuser', area: 'admin' },
    floor: true,
  },
];

async function withChrome(windowSize, fn) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--disable-dev-shm-usage',
      `--window-size=${windowSize}`,
    ],
    logLevel: 'silent',
  });
  try {
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Puts a session into the browser behind `port` (cookie + localStorage on the app's origin). */
async function prepareSession(port, appUrl, mockUrl, user) {
  const { chromium } = await import('playwright-core');
  const auth = await login(mockUrl, user.name, user.area);
  // A login is a write: the mock saves its db file 2 s later, which blocks it for a moment at large
  // scale. Let that pass before the page is measured.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies([{ name: 'JWT_TOKEN', value: auth.token, url: appUrl }]);
    const page = await context.newPage();
    await page.goto(`${appUrl}/favicon.svg`);
    await page.evaluate(
      (settings) => localStorage.setItem('AGENT_EZ_SETTINGS', settings),
      JSON.stringify(auth.settings),
    );
    await page.close();
  } finally {
    // Disconnects Playwright only; the browser (chrome-launcher's) keeps running.
    await browser.close();
  }
}

function chosen(list, variable) {
  const names = (process.env[variable] ?? '').split(',').filter(Boolean);
  return names.length ? list.filter((item) => names.includes(item.id)) : list;
}

export async function lighthouseSuite({ outDir, mockUrl, runs = 3, log = console.log }) {
  const prod = await startProd(outDir, mockUrl);
  const floor = chosen(LIGHTHOUSE_PAGES, 'LIGHTHOUSE_PAGES').some((p) => p.floor)
    ? await startProd(await buildFloor(outDir), mockUrl)
    : null;
  // LIGHTHOUSE_SAME_ORIGIN=1: the API behind the app's own origin (/api), as a host with a reverse proxy serves it.
  const proxy = process.env.LIGHTHOUSE_SAME_ORIGIN ? await startSameOriginProxy(prod.url, mockUrl) : null;
  try {
    const presets = {};
    for (const preset of chosen(PRESETS, 'LIGHTHOUSE_PRESETS')) {
      log(`  ${preset.id} preset`);
      presets[preset.id] = await presetRuns({
        preset,
        appUrl: proxy?.url ?? prod.url,
        floorUrl: floor?.url,
        mockUrl,
        runs,
        log,
      });
    }
    return {
      config: { runs, server: 'scripts/serve-prod.mjs', throttling: "simulated (the preset's own)" },
      presets,
    };
  } finally {
    await proxy?.stop();
    if (floor) await stopServer(floor);
    await stopServer(prod);
  }
}

async function presetRuns({ preset, appUrl: app, floorUrl, mockUrl, runs, log }) {
  const pages = {};
  for (const target of chosen(LIGHTHOUSE_PAGES, 'LIGHTHOUSE_PAGES')) {
    const appUrl = target.floor ? floorUrl : app;
    const list = [];
    for (let i = 0; i < runs; i += 1) {
      const audit = () =>
        withChrome(preset.windowSize, async (port) => {
          if (target.user) await prepareSession(port, appUrl, mockUrl, target.user);
          const result = await lighthouse(
            `${appUrl}${target.path}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              disableStorageReset: true,
            },
            preset.config,
          );
          return result.lhr;
        });
      let lhr = await audit();
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that
      // run says nothing about the page, so it is taken once more instead of counting as a failure.
      if (lhr.runtimeError?.code === 'NO_NAVSTART') {
        log(`    ${preset.id} ${target.id} run ${i + 1}/${runs}: ${lhr.runtimeError.code}, once more`);
        lhr = await audit();
      }
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const file = join(process.env.LIGHTHOUSE_SAVE, `${preset.id}-${target.id}-${i + 1}.json`);
        writeFileSync(file, JSON.stringify(lhr));
      }
      const sample = {
        finalUrl: lhr.finalDisplayedUrl,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcpMs: num(lhr, 'largest-contentful-paint'),
        tbtMs: num(lhr, 'total-blocking-time'),
        cls: num(lhr, 'cumulative-layout-shift', 3),
        fcpMs: num(lhr, 'first-contentful-paint'),
        // What to look at when a figure is off: the LCP element and the elements that shifted.
        lcpElement:
          snippets(
            lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'],
            1,
          )[0] ?? null,
        layoutShiftElements: snippets(lhr.audits['layout-shifts'], 3),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
          .slice(0, 12),
        runtimeError: lhr.runtimeError?.message ?? null,
      };
      list.push(sample);
      log(
        `    ${preset.id} ${target.id} run ${i + 1}/${runs}: perf ${sample.performance}, a11y ${sample.accessibility}, bp ${sample.bestPractices}, ` +
          `LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms, CLS ${sample.cls} (${sample.finalUrl.replace(appUrl, '')})`,
      );
    }
    pages[target.id] = {
      path: target.path,
      floor: Boolean(target.floor),
      performance: summary(list.map((s) => s.performance)),
      accessibility: summary(list.map((s) => s.accessibility)),
      bestPractices: summary(list.map((s) => s.bestPractices)),
      lcpMs: summary(list.map((s) => s.lcpMs)),
      tbtMs: summary(list.map((s) => s.tbtMs)),
      cls: summary(list.map((s) => s.cls)),
      fcpMs: summary(list.map((s) => s.fcpMs)),
      failingAudits: [...new Set(list.flatMap((s) => s.failing))],
      lcpElements: [...new Set(list.map((s) => s.lcpElement).filter(Boolean))],
      layoutShiftElements: [...new Set(list.flatMap((s) => s.layoutShiftElements))],
      samples: list,
    };
  }
  return pages;
}

/** The first `max` node snippets (HTML excerpts) in an audit's details. */
function snippets(audit, max) {
  const found = [];
  const walk = (value) => {
    if (found.length >= max || value === null || typeof value !== 'object') return;
    if (typeof value.snippet === 'string' && value.type === 'node') {
      found.push(value.snippet.slice(0, 160));
      return;
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(audit?.details);
  return found;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const num = (lhr, id, digits = 0) => {
  const v = lhr.audits[id]?.numericValue;
  if (v === undefined) return null;
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** The goals: desktop ≥ 99; mobile ≥ 95 with LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1. */
const MOBILE_GOALS = [
  ['lcpMs', 'LCP', 'ms', 2500],
  ['tbtMs', 'TBT', 'ms', 200],
  ['cls', 'CLS', '', 0.1],
];

export function lighthouseRows(result) {
  const rows = [];
  for (const [presetId, pages] of Object.entries(result.presets)) {
    for (const [id, p] of Object.entries(pages)) {
      const area = `lighthouse ${presetId}`;
      // The floor pages are not the app: their figures are shown, not judged against the app's goals.
      const goal = (g) => (p.floor ? null : g);
      rows.push({
        area,
        label: `${id}: performance`,
        unit: 'score',
        ours: p.performance.median,
        peer: null,
        ratio: null,
        goal: goal({ min: presetId === 'mobile' ? 95 : 99 }),
        note: `a11y ${p.accessibility.median}, bp ${p.bestPractices.median}, LCP ${p.lcpMs.median} ms, TBT ${p.tbtMs.median} ms, CLS ${p.cls.median}, FCP ${p.fcpMs.median} ms`,
      });
      if (presetId !== 'mobile') continue;
      for (const [key, name, unit, max] of MOBILE_GOALS) {
        rows.push({
          area,
          label: `${id}: ${name}`,
          unit,
          ours: p[key].median,
          peer: null,
          ratio: null,
          goal: goal({ max }),
        });
      }
    }
  }
  return rows;
}
