// Reading a Vite build of the app: what the HTML loads first (entry, modulepreloads, stylesheets), what
// a route's lazy chunks add (from the build manifest), and gzip/brotli sizes of each file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const sizeCache = new Map();

/** Raw, gzip (level 9) and brotli (quality 11) bytes of a file (cached: brotli 11 is slow). */
export function sizes(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!sizeCache.has(key)) sizeCache.set(key, measure(file));
  return sizeCache.get(key);
}

function measure(file) {
  const buffer = readFileSync(file);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The JS and CSS files the built index.html loads before any route code runs. */
export function firstLoad(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/g)) files.add(m[1]);
  return [...files].map((f) => f.replace(/^\.?\//, ''));
}

export function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The files a manifest chunk loads: itself, its static imports (recursively) and their CSS. */
export function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const out = [chunk.file, ...(chunk.css ?? [])];
  for (const dep of chunk.imports ?? []) out.push(...chunkClosure(manifest, dep, seen));
  return [...new Set(out)];
}

/** Manifest keys of lazily loaded chunks whose source path matches `pattern`. */
export function dynamicChunksMatching(manifest, pattern) {
  return Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && pattern.test(c.src ?? ''))
    .map(([key]) => key);
}

/** Every JS and CSS file of the build (no source maps, fonts or images). */
export function allAssets(outDir) {
  const dir = join(outDir, 'assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
}

export function totals(outDir, files) {
  const t = {
    files: files.length,
    raw: 0,
    gzip: 0,
    brotli: 0,
    js: { raw: 0, gzip: 0, brotli: 0 },
    css: { raw: 0, gzip: 0, brotli: 0 },
  };
  for (const f of files) {
    const s = sizes(join(outDir, f));
    const kind = f.endsWith('.css') ? t.css : t.js;
    for (const k of ['raw', 'gzip', 'brotli']) {
      t[k] += s[k];
      kind[k] += s[k];
    }
  }
  return t;
}

/** Newest modification time under the given paths (files or folders). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) walk(p);
  return newest;
}

export const rel = (from, to) => relative(from, to);
