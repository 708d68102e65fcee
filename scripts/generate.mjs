// Regenerates every generated file from its source. Each generator registers itself here;
// `npm run check:generated` runs them and fails when the committed output was stale.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** [description, command, args, source that must exist] */
export const generators = [
  [
    'API types from openapi/openapi.yaml',
    'npx',
    ['openapi-typescript', 'openapi/openapi.yaml', '-o', 'packages/api-client/src/generated/schema.ts'],
    'openapi/openapi.yaml',
  ],
];

export function generate() {
  for (const [description, cmd, args, source] of generators) {
    if (!existsSync(source)) {
      console.log(`• skip ${description} (${source} not present yet)`);
      continue;
    }
    console.log(`• ${description}`);
    const result = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) generate();
