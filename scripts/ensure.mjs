#!/usr/bin/env node
// Installs what a fresh clone is missing, so `npm start` and `npm test` work with only Node and npm
// present. Runs under whatever Node the machine has (Node 20 on a fresh machine); everything after it
// runs on the project's own Node 24 (the `node` devDependency puts node_modules/.bin/node first on PATH).
//
//   node scripts/ensure.mjs            dependencies only
//   node scripts/ensure.mjs --browser  dependencies, a Chromium for the browser tests and the nginx the
//                                      e2e smoke run serves the build with
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.install-stamp');

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  for (const ws of JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? []) {
    const path = join(root, ws, 'package.json');
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

function run(cmd, args, extraEnv = {}, hint = '') {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).${hint}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * True when this Node is below the major `engines.node` asks for. npm would then print one
 * EBADENGINE warning per package (about a hundred); the install is fine, because everything after it
 * runs on the `node` devDependency, so one line says so instead.
 */
function olderThanEngines() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const wanted = Number(/>=\s*v?(\d+)/.exec(range)?.[1] ?? 0);
  const have = Number(process.versions.node.split('.')[0]);
  if (have >= wanted) return false;
  console.log(
    `• Node ${process.versions.node} here, the project wants ${range}: installing with it anyway ` +
      '(engine warnings hidden); every npm script then runs on the Node 24 the install brings.',
  );
  return true;
}

const wanted = fingerprint();
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
const nodeBin = join(root, 'node_modules', '.bin', 'node');
if (wanted !== have || !existsSync(nodeBin)) {
  console.log('• Installing dependencies (npm ci)…');
  // `npm ci` installs exactly the committed lockfile and never rewrites it, so the tree stays clean.
  const quiet = olderThanEngines() ? ['--loglevel=error'] : [];
  run(
    'npm',
    ['ci', '--no-audit', '--no-fund', ...quiet],
    { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    '\n  If npm says package.json and package-lock.json are out of sync: run `npm install`, commit the lockfile.',
  );
  writeFileSync(stampFile, fingerprint());
}

if (process.argv.includes('--browser')) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'chromium-path.cjs'), '--install'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const nginx = spawnSync(process.execPath, [join(root, 'scripts', 'nginx-path.cjs'), '--install'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (nginx.status !== 0) process.exit(nginx.status ?? 1);
}
