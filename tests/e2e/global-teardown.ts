import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Fails the run when the app broke its Content-Security-Policy anywhere, in any spec (the browser
 * reports violations to scripts/serve-prod.mjs, which appends them to its file). The shared fixture in
 * fixtures.ts also fails the very test that caused one.
 */
export default function globalTeardown(): void {
  const reports = (process.env.E2E_CSP_REPORT_FILES ?? 'test-results/csp-reports.ndjson')
    .split(',')
    .map((name) => resolve(root, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8').trim())
    .filter(Boolean)
    .join('\n');
  if (reports) {
    throw new Error(`The app violated its Content-Security-Policy during the e2e run:\n${reports}`);
  }
}
