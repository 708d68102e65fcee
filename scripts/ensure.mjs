#!/usr/bin/env node
// Installs what a fresh clone is missing, so `npm start` and `npm test` work with only Node and npm
// present. Runs under whatever Node the machine has (Node 20 on a fresh machine); everything after it
// runs on the project's own Node 24 (the `node` devDependency puts node_modules/.bin/node first on PATH).
//
//   node scripts/ensure.mjs            dependencies only
//   node scripts/ensure.mjs --browser  dependencies and a Chromium for the browser tests
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

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const wanted = fingerprint();
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
const nodeBin = join(root, 'node_modules', '.bin', 'node');
if (wanted !== have || !existsSync(nodeBin)) {
  console.log('• Installing dependencies (npm install)…');
  // `npm ci` is not used: the registry mirror lacks some other-platform optional builds, so it
  // calls a lockfile written here out of sync. `npm install` keeps the lockfile when nothing changed.
  run('npm', ['install', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  writeFileSync(stampFile, fingerprint());
}

if (process.argv.includes('--browser')) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'chromium-path.cjs'), '--install'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
