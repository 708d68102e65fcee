// Chromatic runs only where a project token is set, and never longer than 10 minutes: without
// network it would hang retrying DNS. Never part of `npm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('• chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
const result = spawnSync(
  'timeout',
  ['600', 'npx', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit' },
);
if (result.status === 124) console.error('✖ chromatic timed out after 10 minutes (no network?).');
process.exit(result.status ?? 1);
