// The search floor (bench/floor): a minimal React page that fetches the request the app just made and
// renders the same rows in a plain <table>, timed from the reply (the request's Resource Timing
// responseEnd) to the frame that shows the rows, exactly as the app's "render after reply" is.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { benchDir, root, run } from './common.mjs';
import { startProd, stopServer } from './env.mjs';
import { ratio, summary } from './stats.mjs';

/** In the floor page: fetch `url`, wait for its rows in the DOM, then for the frame that paints them. */
async function floorRoundTrip(url) {
  const count = await window.__floorSearch(url);
  await new Promise((resolve) => {
    const ready = () => document.querySelectorAll('tbody tr').length === count;
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  await new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    }),
  );
  const painted = performance.now();
  const entry = performance
    .getEntriesByType('resource')
    .filter((e) => e.name === url)
    .at(-1);
  performance.clearResourceTimings();
  return { afterReply: painted - entry.responseEnd, rows: count };
}

/**
 * Builds the floor pages (bench/floor) and returns the folder to serve. With `appOutDir` (the app's
 * build) it also writes `bytes.html`: the first-load floor that also downloads, without running, the
 * files a first load of admin search downloads besides the core script (whose React the floor's own
 * stands in for): the admin area's chunks and stylesheets, the core stylesheet and the text font.
 */
export async function buildFloor(appOutDir) {
  await run(process.execPath, [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '-c',
    join(benchDir, 'floor/vite.config.ts'),
  ]);
  const outDir = join(benchDir, 'floor/dist');
  if (appOutDir) writeBytesPage(appOutDir, outDir);
  return outDir;
}

function writeBytesPage(appOutDir, outDir) {
  const manifest = JSON.parse(readFileSync(join(appOutDir, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(join(appOutDir, 'index.html'), 'utf8');
  const coreScripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
  const area = manifest['src/areas/admin/routes.tsx'];
  const chunks = [area, ...area.imports.map((key) => manifest[key])];
  const files = [
    ...html.matchAll(/href="\/(assets\/[^"]+\.(?:css|woff2))"/g).map((m) => m[1]),
    ...chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  ].filter((file, index, all) => !coreScripts.includes(file) && all.indexOf(file) === index);
  const as = (file) =>
    file.endsWith('.js')
      ? 'as="script"'
      : file.endsWith('.css')
        ? 'as="style"'
        : 'as="font" type="font/woff2"';
  const links = files.map((file) => {
    for (const suffix of ['', '.br', '.gz']) {
      const from = join(appOutDir, file + suffix);
      if (existsSync(from)) copyFileSync(from, join(outDir, 'assets', basename(file) + suffix));
    }
    return `<link rel="preload" href="/assets/${basename(file)}" ${as(file)} crossorigin />`;
  });
  const page = readFileSync(join(outDir, 'load.html'), 'utf8')
    .replace(
      '<title>Search floor: first load</title>',
      "<title>Search floor: first load, the app's bytes</title>",
    )
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  writeFileSync(join(outDir, 'bytes.html'), page);
}

/**
 * Times the floor on the app's own search URLs (the cross-origin run's samples, in order), after
 * `warmup` of them untimed. Returns the median and p95 of reply → rows painted.
 */
export async function floorSuite({ browser, mockUrl, auth, urls, warmup }) {
  const server = await startProd(await buildFloor(), mockUrl);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addCookies([{ name: 'JWT_TOKEN', value: auth.token, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => typeof window.__floorSearch === 'function');
    const samples = [];
    for (let i = 0; i < urls.length; i += 1) {
      const result = await page.evaluate(floorRoundTrip, urls[i]);
      if (i >= warmup) samples.push(result);
    }
    return { afterReplyMs: summary(samples.map((s) => s.afterReply)), samples };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

/** The table row: the app's render after reply over the floor's (goal: at most twice the floor). */
export function floorRows(result) {
  if (!result.floor) return [];
  const ours = result.renderAfterResponseMs.median;
  const floor = result.floor.afterReplyMs;
  return [
    {
      area: 'search',
      label: '  render after reply ÷ floor page, p50',
      unit: '×',
      ours: ratio(ours, floor.median),
      peer: null,
      ratio: null,
      floor: floor.median,
      goal: { max: 2 },
      note: `ours p50 ${ours} ms; floor (React + plain <table>, the same requests) p50 ${floor.median} ms, range ${floor.min}–${floor.max} ms`,
    },
  ];
}
