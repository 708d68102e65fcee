// Shared pieces of the bench: paths, running a command, launching Debian Chromium.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const benchDir = join(root, 'bench');
export const { chromiumPath, CHROMIUM_ARGS } = require('../../scripts/chromium-path.cjs');

/** Runs a command to completion; rejects with its output on a non-zero exit. */
export function run(command, args, { cwd = root, env = {}, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      if (!quiet) process.stderr.write(d);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

/** Debian Chromium through Playwright (headless). */
export async function launchChromium(extraArgs = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
