import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build, once, at
 * build time, so a host serves them as they are (serve-prod, nginx `gzip_static`/`brotli_static`)
 * instead of compressing on each request or not at all. Not config.json: it is rewritten at deploy
 * time, and a stale compressed copy would win over it. Not source maps: they are never served.
 */
export function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  const walk = async (dir: string): Promise<string[]> =>
    (
      await Promise.all(
        (await readdir(dir, { withFileTypes: true })).map((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        ),
      )
    ).flat();
  return {
    name: 'balance-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await walk(outDir)).filter(
        (file) =>
          /\.(js|css|html|svg|txt|json)$/.test(file) &&
          !file.endsWith('/config.json') &&
          !file.includes('/.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 512) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
