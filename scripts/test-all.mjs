#!/usr/bin/env node
// `npm run test:all`: every check, one stage after another, stopping at the first red one, then a table
// of what each stage took, so a slow stage shows up in every CI log (figures: README "Tests").
import { spawnSync } from 'node:child_process';

/** [stage, npm script] in the order they run: cheap static checks first, browsers last. */
const STAGES = [
  ['generated files', 'check:generated'],
  ['OpenAPI lint', 'lint:openapi'],
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit (vitest)', 'test:unit'],
  ['stories (Storybook test-runner)', 'test:storybook'],
  ['end to end (Playwright)', 'test:e2e'],
  ['bundle budgets', 'size'],
];

const only = process.argv.slice(2);
const timings = [];
let failed = null;
for (const [name, script] of STAGES) {
  if (only.length > 0 && !only.includes(script)) continue;
  console.log(`\n▶ ${name} (npm run ${script})`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

const width = Math.max(...timings.map(([name]) => name.length));
console.log('\nStage timings:');
for (const [name, seconds] of timings)
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\n✖ ${failed} failed.`);
  process.exit(1);
}
