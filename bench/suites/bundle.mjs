// Bundle: gzip and brotli sizes of the JS and CSS that the login page, the admin search page and the
// agent dashboard load (first load, and the route chunks each adds), read two ways that must agree:
// from the Vite build (index.html + manifest) and by loading each page in Chromium and listing the
// JS/CSS files it fetched. The areas are lazy chunks (apps/web/src/app/App.tsx); the login page
// fetches its area's chunks once it is idle (a prefetch for the page after login): those are listed
// as `prefetched`, not counted as what the login page needs.
import { join } from 'node:path';
import { launchChromium } from '../lib/common.mjs';
import {
  allAssets,
  chunkClosure,
  dynamicChunksMatching,
  firstLoad,
  readManifest,
  sizes,
  totals,
} from '../lib/bundle.mjs';
import { login } from '../lib/env.mjs';
import { attributeChunk } from '../lib/attribute.mjs';
import { LIGHTHOUSE_PAGES } from './lighthouse.mjs';

const kB = (bytes) => Math.round(bytes / 10) / 100;

/** The lazy areas' root modules (the files each adds are its chunk and the chunks it imports). */
const AREA_MODULES = {
  admin: /(^|\/)src\/areas\/admin\/routes\.tsx$/,
  agent: /(^|\/)src\/areas\/agent\/routes\.tsx$/,
};

/** Per area: the files its pages add to the first load (from the manifest). */
function areaFiles(manifest, first) {
  if (!manifest) return {};
  return Object.fromEntries(
    Object.entries(AREA_MODULES).map(([area, pattern]) => [
      area,
      [
        ...new Set(dynamicChunksMatching(manifest, pattern).flatMap((key) => chunkClosure(manifest, key))),
      ].filter((f) => !first.includes(f)),
    ]),
  );
}

export async function bundleSuite({ outDir, appUrl, mockUrl, log = console.log }) {
  const manifest = readManifest(outDir);
  const first = firstLoad(outDir);
  const all = allAssets(outDir);
  const areas = areaFiles(manifest, first);
  const areaOf = (file) => Object.keys(areas).find((area) => areas[area].includes(file)) ?? null;
  const browser = await launchChromium();
  const pages = {};
  try {
    for (const target of LIGHTHOUSE_PAGES) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      if (target.user) {
        const auth = await login(mockUrl, target.user.name, target.user.area);
        await context.addCookies([{ name: 'JWT_TOKEN', value: auth.token, url: appUrl }]);
        await context.addInitScript(
          (s) => localStorage.setItem('AGENT_EZ_SETTINGS', s),
          JSON.stringify(auth.settings),
        );
      }
      const page = await context.newPage();
      const loaded = new Set();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === appUrl && /\.(js|css)$/.test(url.pathname))
          loaded.add(url.pathname.replace(/^\//, ''));
      });
      await page.goto(`${appUrl}${target.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      await context.close();
      // A page without a session (the login page) needs no area: area files it fetched were its idle
      // prefetch of the next page.
      const fetched = [...loaded].sort();
      const prefetched = target.user ? [] : fetched.filter((f) => areaOf(f) !== null);
      const files = fetched.filter((f) => !prefetched.includes(f));
      const routeOnly = files.filter((f) => !first.includes(f));
      const t = totals(outDir, files);
      pages[target.id] = {
        path: target.path,
        files: files.map((f) => ({ file: f, firstLoad: first.includes(f), ...sizes(join(outDir, f)) })),
        total: t,
        firstLoad: totals(
          outDir,
          files.filter((f) => first.includes(f)),
        ),
        routeChunks: totals(outDir, routeOnly),
        routeChunkFiles: routeOnly.map((f) => ({ file: f, area: areaOf(f), ...sizes(join(outDir, f)) })),
        prefetched: totals(outDir, prefetched),
        prefetchedFiles: prefetched,
      };
      log(
        `    ${target.id}: ${files.length} files, JS ${kB(t.js.gzip)} kB gz / ${kB(t.js.brotli)} kB br, ` +
          `CSS ${kB(t.css.gzip)} kB gz; route chunks ${kB(pages[target.id].routeChunks.gzip)} kB gz` +
          (prefetched.length ? `; prefetched when idle ${kB(pages[target.id].prefetched.gzip)} kB gz` : ''),
      );
    }
  } finally {
    await browser.close();
  }
  const entryKey = Object.keys(manifest ?? {}).find((k) => manifest[k].isEntry);
  const entryFile = entryKey ? manifest[entryKey].file : first.find((f) => f.endsWith('.js'));
  let largestContributors = [];
  try {
    largestContributors = attributeChunk(join(outDir, entryFile)).slice(0, 15);
  } catch {
    /* no source map */
  }
  return {
    build: {
      manifest: manifest !== null,
      firstLoadFiles: first,
      entry: entryFile,
      areas: Object.fromEntries(
        Object.entries(areas).map(([area, files]) => [area, { files, ...totals(outDir, files) }]),
      ),
    },
    wholeApp: totals(outDir, all),
    pages,
    entryChunkBySource: largestContributors,
  };
}

export function bundleRows(result) {
  const rows = [];
  const label = { login: 'login', adminSearch: 'admin search', agentDashboard: 'agent dashboard' };
  for (const [id, p] of Object.entries(result.pages)) {
    rows.push({
      area: 'bundle',
      label: `${label[id]}: JS loaded (gzip)`,
      unit: 'kB',
      ours: kB(p.total.js.gzip),
      peer: null,
      ratio: null,
      goal: id === 'login' ? { max: 110 } : null,
      note:
        `br ${kB(p.total.js.brotli)} kB; CSS ${kB(p.total.css.gzip)} kB gz / ${kB(p.total.css.brotli)} kB br; ` +
        `first load ${kB(p.firstLoad.gzip)} kB gz + route chunks ${kB(p.routeChunks.gzip)} kB gz` +
        (p.routeChunkFiles?.length
          ? ` (${p.routeChunkFiles.map((f) => `${f.file.replace(/^assets\//, '')} ${kB(f.gzip)}`).join(', ')})`
          : '') +
        (p.prefetchedFiles?.length ? `; its area prefetched when idle: ${kB(p.prefetched.gzip)} kB gz` : ''),
    });
  }
  rows.push({
    area: 'bundle',
    label: 'whole app: JS + CSS (gzip)',
    unit: 'kB',
    ours: kB(result.wholeApp.gzip),
    peer: null,
    ratio: null,
    goal: { max: 300 },
    note: `br ${kB(result.wholeApp.brotli)} kB; JS ${kB(result.wholeApp.js.gzip)} kB gz, CSS ${kB(result.wholeApp.css.gzip)} kB gz`,
  });
  return rows;
}
