#!/usr/bin/env node
// The one place every browser test asks for Chromium.
// Order: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser Playwright installed itself.
// Tests that need no browser UI run in Chromium's headless shell (`headlessShellPath`): the same engine
// without the full browser's compositing, at a quarter to a half less CPU per test. The story baselines
// are its pictures, so running them in the full browser (CHROMIUM_PATH, or no shell) fails on text.
// As a CLI with --install: on Debian as root with either missing, installs them with apt;
// anywhere else it stops with a message saying what to install. Never downloads a browser itself.
'use strict';
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const DEBIAN_PATH = '/usr/bin/chromium';
// The binary itself: /usr/bin/chromium-headless-shell is a wrapper script that does not exec it.
const DEBIAN_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

function playwrightOwnBrowser() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  return playwrightOwnBrowser();
}

/** Flags that keep Chromium quiet on a machine without internet. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

function chromiumPath() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      "No Chromium found. Set CHROMIUM_PATH, or install Debian's chromium (apt-get install chromium), " +
        'or run `node scripts/chromium-path.cjs --install` as root on Debian.',
    );
  }
  return path;
}

/**
 * Chromium's headless shell: $CHROMIUM_HEADLESS_SHELL, then Debian's package (not when CHROMIUM_PATH
 * picks another browser). It has no PDF viewer: a PDF opened in a tab is downloaded instead, so a test
 * of that runs in the full browser.
 */
function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_HEADLESS_SHELL is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (!process.env.CHROMIUM_PATH && existsSync(DEBIAN_SHELL_PATH)) return DEBIAN_SHELL_PATH;
  return undefined;
}

/** The shell, or else the full browser (headless), which renders the same pages, only slower. */
function headlessShellPath() {
  return findHeadlessShell() ?? chromiumPath();
}

module.exports = { chromiumPath, headlessShellPath, findChromium, CHROMIUM_ARGS };

if (require.main === module) {
  let path = findChromium();
  const shellMissing = !process.env.CHROMIUM_PATH && !findHeadlessShell();
  if ((!path || shellMissing) && process.argv.includes('--install')) {
    const isDebian = existsSync('/etc/debian_version');
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isDebian && isRoot) {
      console.log('• Installing Debian chromium and its headless shell with apt (about 30 s)…');
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      const install =
        update.status === 0 &&
        spawnSync(
          'apt-get',
          [
            'install',
            '-y',
            '-qq',
            'chromium',
            'chromium-headless-shell',
            'fonts-dejavu-core',
            'fonts-liberation',
          ],
          { stdio: 'inherit', env },
        );
      if (!install || install.status !== 0) {
        console.error('✖ apt-get could not install chromium.');
        process.exit(1);
      }
      path = findChromium();
    } else if (!path) {
      console.error(
        '✖ The browser tests need Chromium and none was found.\n' +
          '  Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: Chrome or Chromium) and,\n' +
          '  if it is not at /usr/bin/chromium, point CHROMIUM_PATH at its executable.',
      );
      process.exit(1);
    }
  }
  if (!path) {
    console.error('✖ No Chromium found (see scripts/chromium-path.cjs).');
    process.exit(1);
  }
  console.log(`• Chromium: ${path}`);
  const shell = findHeadlessShell();
  if (shell) console.log(`• Chromium headless shell: ${shell}`);
  else
    console.log(
      `• ${process.env.CHROMIUM_PATH ? 'CHROMIUM_PATH is set' : 'No Chromium headless shell'}: stories and ` +
        'e2e run in the full browser,\n  whose text differs from the screenshot baselines ' +
        '(Debian: `apt-get install chromium-headless-shell`; or set CHROMIUM_HEADLESS_SHELL).',
    );
}
