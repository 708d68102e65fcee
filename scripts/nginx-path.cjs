#!/usr/bin/env node
// The nginx the e2e smoke run serves the build with, configured as docs/nginx.conf says.
// Order: $NGINX_PATH, then Debian's /usr/sbin/nginx. As a CLI with --install: on Debian as root with
// none found, installs `nginx` and its brotli_static module with apt (as chromium-path.cjs does for
// Chromium); anywhere else it stops with a message saying what to install.
'use strict';
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const DEBIAN_PATH = '/usr/sbin/nginx';
/** Debian's dynamic module for `brotli_static` (the build ships .br files beside the bundles). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  return existsSync(DEBIAN_PATH) ? DEBIAN_PATH : undefined;
}

/** True when nginx is there but Debian's brotli_static module is not (then only gzip is served). */
function brotliModule() {
  return existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined;
}

function install() {
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) return false;
  console.log(`• Installing Debian ${PACKAGES.join(' ')} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
  return Boolean(result) && result.status === 0;
}

/** The nginx binary, installed first when `allowInstall` and none (or no brotli module) is found. */
function ensureNginx(allowInstall) {
  let path = findNginx();
  if ((!path || (!process.env.NGINX_PATH && !brotliModule())) && allowInstall) {
    if (!install()) {
      throw new Error(
        'The nginx smoke test needs nginx with the brotli_static module and none was found.\n' +
          `  Install it (Debian/Ubuntu: \`sudo apt-get install ${PACKAGES.join(' ')}\`) or point NGINX_PATH at an nginx.`,
      );
    }
    path = findNginx();
  }
  if (!path) throw new Error('No nginx found (see scripts/nginx-path.cjs).');
  return path;
}

module.exports = { findNginx, ensureNginx, brotliModule };

if (require.main === module) {
  try {
    console.log(`• nginx: ${ensureNginx(process.argv.includes('--install'))}`);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
