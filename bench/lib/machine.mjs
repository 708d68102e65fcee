// What the run ran on: CPU, cores, memory, load, Node and Chromium versions.
import { cpus, freemem, loadavg, totalmem, release, platform } from 'node:os';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function machineInfo() {
  const { chromiumPath } = require('../../scripts/chromium-path.cjs');
  const path = chromiumPath();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000 }).trim();
  } catch {
    /* keep unknown */
  }
  const list = cpus();
  return {
    cpu: list[0]?.model?.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium,
    chromiumPath: path,
  };
}

/** The 1-minute load average now. */
export const loadNow = () => Math.round(loadavg()[0] * 100) / 100;
