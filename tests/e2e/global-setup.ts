import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Starts the run with no CSP violation reports (scripts/serve-prod.mjs appends to one file per server). */
export default function globalSetup(): void {
  for (const name of (process.env.E2E_CSP_REPORT_FILES ?? 'test-results/csp-reports.ndjson').split(',')) {
    const file = resolve(root, name);
    mkdirSync(dirname(file), { recursive: true });
    rmSync(file, { force: true });
  }
}
