// Interaction to Next Paint at 4× CPU slowdown (a phone's CPU, as Lighthouse's mobile preset has it),
// measured in the page by the `web-vitals` library (onINP, every change reported, attribution build):
// typing in the search box, opening a select, Go, changing the page, opening a report and opening the
// account menu. Each interaction runs on a freshly loaded page, and everything before it is done
// without a user interaction (a URL, Playwright's fill), so the page's INP is that interaction's.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launchChromium } from '../lib/common.mjs';
import { login, sessionContext } from '../lib/env.mjs';
import { summary } from '../lib/stats.mjs';

const require = createRequire(import.meta.url);
// The IIFE build (a `webVitals` global) sits beside the CommonJS one the package exports.
const WEB_VITALS = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);
const CPU_SLOWDOWN = 4;
/** web-vitals' smallest threshold: a faster interaction reports nothing, and is counted as this. */
const THRESHOLD_MS = 16;

/**
 * Installed before the app's scripts, in the same init script as the library (its `webVitals` is not
 * a global there): keeps the page's INP (and what it was) in window.__inp.
 */
function watchInp(webVitals, threshold) {
  webVitals.onINP(
    (metric) => {
      window.__inp = {
        value: metric.value,
        type: metric.attribution?.interactionType ?? null,
        target: metric.attribution?.interactionTarget ?? null,
        inputDelay: metric.attribution?.inputDelay ?? null,
        processing: metric.attribution?.processingDuration ?? null,
        presentation: metric.attribution?.presentationDelay ?? null,
      };
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
}

const searchBox = (page) => page.getByRole('search').getByLabel('Search text', { exact: true });

export const INTERACTIONS = [
  {
    id: 'type in the search box',
    user: 'superuser',
    path: '/main/agents',
    ready: (page) => searchBox(page).waitFor(),
    act: async (page) => {
      await searchBox(page).focus();
      await page.keyboard.type('ma', { delay: 120 });
    },
  },
  {
    id: 'open a select',
    user: 'superuser',
    path: '/main/agents',
    ready: (page) => page.getByRole('button', { name: /Search by$/ }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /Search by$/ }).click();
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    id: 'Go',
    user: 'superuser',
    path: '/main/agents',
    ready: async (page) => {
      await searchBox(page).fill('an');
    },
    act: async (page) => {
      await page.getByRole('search').getByRole('button', { name: 'Go' }).click();
      await page.getByRole('grid').getByRole('gridcell').first().waitFor();
    },
  },
  {
    id: 'change page',
    user: 'superuser',
    path: '/main/agents?attr=Agent_Name&q=an&page=1',
    ready: (page) => page.getByRole('grid').getByRole('gridcell').first().waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(/page=2/);
      await page.getByRole('grid').getByRole('gridcell').first().waitFor();
    },
  },
  {
    id: 'open a report',
    user: 'agent',
    path: '/agent-ez/dashboard',
    ready: (page) => page.getByRole('navigation', { name: 'Agent.EZ' }).waitFor(),
    act: async (page) => {
      await page
        .getByRole('navigation', { name: 'Agent.EZ' })
        .getByRole('link', { name: 'Closed Deals', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Closed Deals' }).waitFor();
    },
  },
  {
    id: 'open the account menu',
    user: 'agent',
    path: '/agent-ez/dashboard',
    ready: (page) => page.getByRole('button', { name: /^Account: / }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('menu').waitFor();
    },
  },
];

export async function inpSuite({ appUrl, mockUrl, runs = 5, log = console.log }) {
  const browser = await launchChromium();
  const sessions = {};
  for (const [user, area] of [
    ['superuser', 'admin'],
    ['agent', 'agent'],
  ])
    sessions[user] = await login(mockUrl, user, area);
  // The logins' db file write (2 s later) is over before the first page.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const interactions = {};
  // INP_INTERACTIONS="open a select,Go" narrows a run (for trying a change); INP_RUNS sets the pages per act.
  const only = (process.env.INP_INTERACTIONS ?? '').split(',').filter(Boolean);
  runs = Number(process.env.INP_RUNS ?? runs);
  try {
    for (const target of INTERACTIONS.filter((t) => !only.length || only.includes(t.id))) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measure(browser, appUrl, sessions[target.user], target));
      }
      const values = samples.map((s) => s.value);
      interactions[target.id] = { inpMs: summary(values), max: Math.max(...values), samples };
      const worst = samples.reduce((a, b) => (b.value > a.value ? b : a));
      log(
        `    ${target.id}: INP p50 ${interactions[target.id].inpMs.median} ms, max ${worst.value} ms ` +
          `(worst: ${worst.type} on ${worst.target}; input ${worst.inputDelay}, processing ${worst.processing}, presentation ${worst.presentation})`,
      );
    }
  } finally {
    await browser.close();
  }
  return { config: { cpuSlowdown: CPU_SLOWDOWN, runs, thresholdMs: THRESHOLD_MS }, interactions };
}

/** One interaction on a fresh page; `profile` (a CDP session callback pair) wraps the act for bench/profile.mjs. */
export async function measure(browser, appUrl, auth, target, profile) {
  const context = await sessionContext(browser, appUrl, auth, { width: 1280, height: 800 });
  try {
    await context.addInitScript({ content: `${WEB_VITALS};(${watchInp})(webVitals, ${THRESHOLD_MS});` });
    const page = await context.newPage();
    await page.goto(`${appUrl}${target.path}`);
    await target.ready(page);
    // The page at rest (late chunks and idle prefetches done) before the CPU is slowed down.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await profile?.start(cdp);
    await target.act(page);
    await profile?.stop(cdp);
    const reported = await page
      .waitForFunction(() => window.__inp, null, { timeout: 3000 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return reported ?? { value: THRESHOLD_MS, type: null, target: '(below the threshold)' };
  } finally {
    await context.close();
  }
}

export function inpRows(result) {
  return Object.entries(result.interactions).map(([id, r]) => ({
    area: 'INP (4× CPU)',
    label: `${id}, p50`,
    unit: 'ms',
    ours: r.inpMs.median,
    peer: null,
    ratio: null,
    goal: { max: 200 },
    note: `max ${r.max} ms over ${r.samples.length} fresh pages (web-vitals onINP)`,
  }));
}
