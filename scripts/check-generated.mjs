// Fails when a generated file in the repository is stale: regenerates everything, then asks git
// whether anything changed. Run by `npm test` and therefore by CI.
import { spawnSync } from 'node:child_process';
import { generate, generators } from './generate.mjs';

generate();
const outputs = generators.map(([, , args]) => args[args.indexOf('-o') + 1]).filter(Boolean);
const diff = spawnSync('git', ['status', '--porcelain', '--', ...outputs], { encoding: 'utf8' });
if (diff.status !== 0) {
  console.error('✖ git status failed; cannot check generated files.');
  process.exit(1);
}
if (diff.stdout.trim()) {
  console.error(
    `✖ Generated files are stale or uncommitted:\n${diff.stdout}\nRun \`npm run generate\` and commit.`,
  );
  process.exit(1);
}
console.log('✓ generated files are up to date');
