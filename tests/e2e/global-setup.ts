import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Starts the run with no CSP violation reports (scripts/serve-prod.mjs appends to the file). */
export default function globalSetup(): void {
  const file = resolve(root, process.env.E2E_CSP_REPORT_FILE ?? 'test-results/csp-reports.ndjson');
  mkdirSync(dirname(file), { recursive: true });
  rmSync(file, { force: true });
}
