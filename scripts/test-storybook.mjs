// Runs @storybook/test-runner against the static Storybook build, served on 127.0.0.1.
// Extra arguments pass through (e.g. --updateSnapshot from `npm run test:visual:update`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';

const outDir = process.env.SB_OUT ?? 'storybook-static';
if (!existsSync(`${outDir}/index.json`)) {
  console.error(`✖ ${outDir}/ is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const { server, url } = await serveStatic(outDir, Number(process.env.STORYBOOK_PORT ?? 0));
console.log(`• Storybook static build on ${url}`);

const args = [
  'test-storybook',
  '--url',
  url,
  '--failOnConsole',
  '--maxWorkers=2',
  '--testTimeout=30000',
  ...process.argv.slice(2),
];
const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, TARGET_URL: url } });
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
