#!/usr/bin/env node
// `npm run bench [-- <suites…>] [--quick] [--save]`: the benchmarks (and the soak),
// side by side with what a team would use instead. Prints a table (ours, peer, ratio, goal) and writes
// bench/results/latest.json; --save also writes bench/results/<date>.json.
//
// Suites: grid, search, palette, inp, bundle, lighthouse, mock, soak (default: all, in that order).
// --quick: fewer repetitions (for trying the harness; not for figures).
// Timings live here only; `npm test` checks the bundle budgets (npm run size), never timings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir } from './lib/common.mjs';
import { loadNow, machineInfo } from './lib/machine.mjs';
import { bundleRows, bundleSuite } from './suites/bundle.mjs';
import { gridRows, gridSuite } from './suites/grid.mjs';
import { inpRows, inpSuite } from './suites/inp.mjs';
import { lighthouseRows, lighthouseSuite } from './suites/lighthouse.mjs';
import { mockRows, mockSuite } from './suites/mock.mjs';
import { paletteRows, paletteSuite } from './suites/palette.mjs';
import { searchRows, searchSuite, startAppEnv } from './suites/search.mjs';
import { soakRows, soakSuite } from './suites/soak.mjs';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `bench needs the project's Node 24 (this is ${process.version}): run it as \`npm run bench\`.`,
  );
  process.exit(2);
}

const ALL = ['grid', 'search', 'palette', 'inp', 'bundle', 'lighthouse', 'mock', 'soak'];
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const save = args.includes('--save');
const chosen = args.filter((a) => !a.startsWith('--'));
const unknown = chosen.filter((a) => !ALL.includes(a));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Choose from: ${ALL.join(', ')}.`);
  process.exit(2);
}
const suites = chosen.length ? ALL.filter((s) => chosen.includes(s)) : ALL;

const started = Date.now();
const machine = machineInfo();
console.log('Balance benchmarks and soak');
console.log(
  `• ${machine.cpu} · ${machine.cores} cores · ${machine.memoryGiB} GiB (${machine.freeMemoryGiB} free) · ` +
    `load ${machine.loadAverage.join(' ')} · Node ${machine.node} · ${machine.chromium}`,
);
console.log(`• suites: ${suites.join(', ')}${quick ? ' (quick: fewer repetitions, not for figures)' : ''}`);

const results = {};
const rows = [];
const timings = {};
const loads = {};
const failures = {};

async function step(name, fn, toRows) {
  const t0 = Date.now();
  loads[name] = { before: loadNow() };
  console.log(`\n▶ ${name} (load ${loads[name].before})`);
  try {
    results[name] = await fn();
    rows.push(...toRows(results[name]));
  } catch (error) {
    failures[name] = String(error?.stack ?? error);
    console.error(`✖ ${name} failed: ${error?.message ?? error}`);
  }
  loads[name].after = loadNow();
  timings[name] = Math.round((Date.now() - t0) / 100) / 10;
  console.log(`  ${name}: ${timings[name]} s`);
}

if (suites.includes('grid')) {
  await step(
    'grid',
    () => gridSuite(quick ? { runs: 1, warmup: 0, floorRuns: 1 } : { runs: 7, warmup: 1, floorRuns: 3 }),
    gridRows,
  );
}

const appSuites = suites.filter((s) => ['search', 'palette', 'inp', 'bundle', 'lighthouse'].includes(s));
if (appSuites.length) {
  let env = null;
  try {
    env = await startAppEnv();
  } catch (error) {
    for (const s of appSuites) failures[s] = `app environment did not start: ${error?.message ?? error}`;
    console.error(`✖ app environment did not start: ${error?.message ?? error}`);
  }
  if (env) {
    try {
      if (suites.includes('search')) {
        await step(
          'search',
          () => searchSuite({ env, ...(quick ? { count: 12, warmup: 2 } : { count: 60, warmup: 5 }) }),
          searchRows,
        );
      }
      if (suites.includes('palette')) {
        await step(
          'palette',
          () => paletteSuite({ env, ...(quick ? { runs: 5, warmup: 1 } : { runs: 20, warmup: 2 }) }),
          paletteRows,
        );
      }
      if (suites.includes('inp')) {
        await step(
          'inp',
          () => inpSuite({ appUrl: env.app.url, mockUrl: env.mock.url, runs: quick ? 2 : 5 }),
          inpRows,
        );
      }
      if (suites.includes('bundle')) {
        await step(
          'bundle',
          () => bundleSuite({ outDir: env.outDir, appUrl: env.app.url, mockUrl: env.mock.url }),
          bundleRows,
        );
      }
      if (suites.includes('lighthouse')) {
        await step(
          'lighthouse',
          () => lighthouseSuite({ outDir: env.outDir, mockUrl: env.mock.url, runs: quick ? 1 : 3 }),
          lighthouseRows,
        );
      }
    } finally {
      await env.stop();
    }
  }
}

if (suites.includes('mock')) {
  await step(
    'mock',
    () => mockSuite(quick ? { durationSec: 5, warmupSec: 1 } : { durationSec: 10, warmupSec: 2 }),
    mockRows,
  );
}
if (suites.includes('soak')) {
  await step('soak', () => soakSuite(quick ? { durationSec: 15 } : { durationSec: 60 }), soakRows);
}

// ---------- verdicts and the table ----------
function verdict(row) {
  const g = row.goal;
  if (!g || row.ours === null || row.ours === undefined) return '';
  const checks = [];
  if (g.max !== undefined) checks.push(row.ours <= g.max);
  if (g.min !== undefined) checks.push(row.ours >= g.min);
  if (g.minRatio !== undefined) checks.push(row.ratio !== null && row.ratio >= g.minRatio);
  if (g.beatPeer && row.peer !== null && row.peer !== undefined) {
    checks.push(row.ours < row.peer || (row.ours === 0 && row.peer === 0));
  }
  return checks.every(Boolean) ? 'met' : 'MISSED';
}
function goalText(g) {
  if (!g) return '';
  const parts = [];
  if (g.max !== undefined) parts.push(`≤ ${g.max}`);
  if (g.min !== undefined) parts.push(`≥ ${g.min}`);
  if (g.minRatio !== undefined) parts.push(`≥ ${g.minRatio}x peer`);
  if (g.beatPeer) parts.push('< peer');
  return parts.join(', ');
}
const fmt = (v) =>
  v === null || v === undefined ? '—' : typeof v === 'number' ? String(Math.round(v * 100) / 100) : String(v);
for (const row of rows) {
  row.goalText = goalText(row.goal);
  row.verdict = verdict(row);
}

const header = ['area', 'measure', 'unit', 'ours', 'peer', 'ratio', 'floor', 'goal', 'verdict'];
const table = rows.map((r) => [
  r.area,
  r.label,
  r.unit,
  fmt(r.ours),
  fmt(r.peer),
  fmt(r.ratio),
  r.floor === undefined ? '' : fmt(r.floor),
  r.goalText,
  r.verdict,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i >= 3 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(
  '\nPeers: grid = AG Grid Community 36 (floor = plain 10,000-row <table>); mock = json-server 0.17 `?q=` over the same agents.',
);
console.log(line(header));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const t of table) console.log(line(t));
for (const r of rows.filter((x) => x.note)) console.log(`  · ${r.area} / ${r.label.trim()}: ${r.note}`);

const totalSec = Math.round((Date.now() - started) / 100) / 10;
const failed = Object.keys(failures);
console.log(
  `\nTotal ${totalSec} s · load now ${loadNow()}${failed.length ? ` · FAILED: ${failed.join(', ')}` : ''}`,
);

const out = {
  date: new Date().toISOString(),
  machine,
  quick,
  suites,
  durationSec: totalSec,
  suiteSeconds: timings,
  loadAverage1m: loads,
  rows,
  results,
  failures,
};
const dir = join(benchDir, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`• wrote bench/results/latest.json`);
if (save) {
  const file = `${out.date.slice(0, 10)}.json`;
  writeFileSync(join(dir, file), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`• wrote bench/results/${file}`);
}
process.exit(failed.length ? 1 : 0);
