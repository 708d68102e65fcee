#!/usr/bin/env node
// `npm run size`: the bundle budgets, checked by size-limit against a production build.
//
// 1. Finds a production build of the app that has a Vite manifest and is newer than the sources:
//    apps/web/dist when it has one (the app's vite config sets build.manifest), else
//    bench/dist/size-build, built here with `vite build --manifest` when missing or stale (so it never
//    touches apps/web/dist, which e2e runs may be serving).
// 2. Works out what the login page loads: the JS/CSS the built index.html loads first (entry,
//    modulepreloads, stylesheets) plus, when the login page is a lazy route, its chunk and that
//    chunk's static imports (from the manifest).
// 3. Stages those files (and every JS/CSS file of the build, for the whole-app budget, and what each
//    lazy area adds after the login page, for information) under bench/dist/size/ and runs size-limit
//    with .size-limit.json (gzip sizes, kB = 1000 bytes).
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  allAssets,
  chunkClosure,
  dynamicChunksMatching,
  firstLoad,
  newestMtime,
  readManifest,
} from '../bench/lib/bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const LOGIN_MODULE = /(^|\/)src\/auth\/LoginPage\.tsx$/;
/** The areas, each a lazy chunk (apps/web/src/app/App.tsx): what a page of the area adds after the login page. */
const AREA_MODULES = {
  admin: /(^|\/)src\/areas\/admin\/routes\.tsx$/,
  agent: /(^|\/)src\/areas\/agent\/routes\.tsx$/,
};

const sources = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'public'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  join(root, 'packages/ui/src'),
  join(root, 'packages/domain/src'),
  join(root, 'packages/api-client/src'),
  join(root, 'package-lock.json'),
];

function isFresh(outDir) {
  const html = join(outDir, 'index.html');
  if (!existsSync(html) || !readManifest(outDir)) return false;
  return statSync(html).mtimeMs >= newestMtime(sources);
}

let outDir = join(web, 'dist');
if (!isFresh(outDir)) {
  outDir = join(root, 'bench/dist/size-build');
  if (!isFresh(outDir)) {
    const why =
      existsSync(join(web, 'dist', 'index.html')) && !readManifest(join(web, 'dist'))
        ? 'apps/web/dist has no Vite manifest (apps/web/vite.config.ts lacks build.manifest: true)'
        : 'no fresh build';
    console.log(`• size: ${why}; building the app with --manifest into bench/dist/size-build…`);
    const result = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: web, stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const manifest = readManifest(outDir);
const first = firstLoad(outDir);
const lazyLogin = dynamicChunksMatching(manifest, LOGIN_MODULE).flatMap((key) => chunkClosure(manifest, key));
const login = [...new Set([...first, ...lazyLogin])];
const all = allAssets(outDir);
// Files an area's first page adds to what the login page loaded (its chunk and the chunks it imports).
const areas = Object.fromEntries(
  Object.entries(AREA_MODULES).map(([area, pattern]) => [
    area,
    dynamicChunksMatching(manifest, pattern)
      .flatMap((key) => chunkClosure(manifest, key))
      .filter((file) => !login.includes(file)),
  ]),
);

const stage = join(root, 'bench/dist/size');
rmSync(stage, { recursive: true, force: true });
const put = (files, folder) => {
  mkdirSync(join(stage, folder), { recursive: true });
  for (const f of files) copyFileSync(join(outDir, f), join(stage, folder, basename(f)));
};
put(
  login.filter((f) => f.endsWith('.js')),
  'login-js',
);
put(
  login.filter((f) => f.endsWith('.css')),
  'login-css',
);
put(all, 'app');
for (const [area, files] of Object.entries(areas)) put(files, `${area}-area`);
console.log(
  `• size: build ${outDir.replace(`${root}/`, '')}; login page loads ${login.length} files` +
    `${lazyLogin.length ? ` (${lazyLogin.length} from its lazy route chunk)` : ''}; ` +
    Object.entries(areas)
      .map(([area, files]) => `the ${area} area adds ${files.length}`)
      .join(', ') +
    `; the app has ${all.length} JS/CSS files`,
);

const bin = join(root, 'node_modules/size-limit/bin.js');
const check = spawnSync(process.execPath, [bin], { cwd: root, stdio: 'inherit' });
process.exit(check.status ?? 1);
