#!/usr/bin/env node
// `npm run test:all`: every check, stopping at the first red step, then a table of what each stage took,
// so a slow stage shows up in every CI log (figures: README "Tests").
import { spawn } from 'node:child_process';

/**
 * [stage, npm script] steps in order: cheap static checks first, browsers last. A step of several stages
 * runs them side by side: typecheck and lint are one process each, so on two cores they overlap for free;
 * the browser stages keep both cores busy on their own and run alone.
 */
const STEPS = [
  [['generated files', 'check:generated']],
  [['OpenAPI lint', 'lint:openapi']],
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
  ],
  [['unit (vitest)', 'test:unit']],
  [['stories (Storybook test-runner)', 'test:storybook']],
  [['end to end (Playwright)', 'test:e2e']],
  [['bundle budgets', 'size']],
];

/** Runs one npm script; side by side, its output is held and printed in one piece when it ends. */
function run(name, script, together) {
  const started = Date.now();
  console.log(`\n▶ ${name} (npm run ${script})`);
  const child = spawn('npm', ['run', script], { stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (together) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const only = process.argv.slice(2);
const timings = [];
let failed = null;
const started = Date.now();
for (const step of STEPS) {
  const stages = step.filter(([, script]) => only.length === 0 || only.includes(script));
  if (stages.length === 0) continue;
  const results = await Promise.all(stages.map(([name, script]) => run(name, script, stages.length > 1)));
  for (const { name, seconds } of results) timings.push([name, seconds]);
  failed = results.find((result) => !result.ok)?.name ?? null;
  if (failed) break;
}

const width = Math.max(...timings.map(([name]) => name.length));
console.log('\nStage timings (stages side by side overlap):');
for (const [name, seconds] of timings)
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
const total = (Date.now() - started) / 1000;
console.log(`  ${'total (wall clock)'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\n✖ ${failed} failed.`);
  process.exit(1);
}
