import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { areaPreload } from './build/areaPreload';
import { precompress } from './build/precompress';

const port = Number(process.env.PORT ?? 5173);
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The commit the build is made from (`GIT_SHA` when the build runs outside a git checkout). */
function gitShortSha(): string {
  if (process.env.GIT_SHA) return process.env.GIT_SHA.slice(0, 7);
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Shown in the footer as v{APP_VERSION}: `0.1.0+3e98934` (package version + commit of the build). */
const APP_VERSION = `${version}+${gitShortSha()}`;

/**
 * The app reads /config.json at startup. In `vite` (dev) and `vite preview` this serves the file from
 * public/ with `apiBase` taken from VITE_API_BASE when set, so `npm start` and the e2e run can point
 * the same build at their own mock port. Production hosting serves the static file as it is.
 */
function runtimeConfig(): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    const file = JSON.parse(readFileSync(new URL('./public/config.json', import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >;
    const apiBase = process.env.VITE_API_BASE;
    const body = JSON.stringify({ ...file, ...(apiBase ? { apiBase } : {}) });
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(body);
  };
  return {
    name: 'balance-runtime-config',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}

/**
 * The app shows dates in en-US only (MM/DD/YYYY, docs/product.md#records-and-fields; the DatePicker
 * sets en-US), i.e. always in the Gregorian calendar: @internationalized/date's createCalendar, which
 * react-aria's date fields call, is built as Gregorian-only, so the other calendar systems (Islamic, Hebrew, Japanese, Ethiopic, Persian, …,
 * about 3 kB gz) stay out of the bundle. An identifier other than 'gregory' also gets Gregorian.
 */
function gregorianCalendarOnly(): Plugin {
  const virtualId = '\0balance:gregorian-create-calendar';
  let gregorianPath: string | null = null;
  return {
    name: 'balance-gregorian-calendar-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@internationalized[\\/]date[\\/]dist[\\/]index\.mjs$/.test(importer))
        return null;
      if (!/^\.\/private\/createCalendar\.mjs$/.test(source)) return null;
      gregorianPath = fileURLToPath(
        new URL('./private/calendars/GregorianCalendar.mjs', pathToFileURL(importer)),
      );
      return virtualId;
    },
    load(id) {
      if (id !== virtualId || !gregorianPath) return null;
      return [
        `import { GregorianCalendar } from ${JSON.stringify(gregorianPath)};`,
        'export function createCalendar() {',
        '  return new GregorianCalendar();',
        '}',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    runtimeConfig(),
    // The app is English only (en-US formats and messages, docs/product.md): react-aria's translated strings
    // for its other ~34 locales are left out of the bundle (about 40 kB gz).
    optimizeLocales.vite({ locales: ['en-US'] }),
    gregorianCalendarOnly(),
    areaPreload(),
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(APP_VERSION),
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2023',
    // Source maps stay out of the served build (they would publish the source); `hidden` keeps the files
    // for error reporting tools without a sourceMappingURL comment in the bundles.
    sourcemap: 'hidden',
    // No inline scripts or data: URLs for scripts/styles/fonts: everything the CSP must allow is a file.
    assetsInlineLimit: 0,
    // .vite/manifest.json maps each source to its chunk: `npm run size` and the bundle bench read it to
    // tell the login page's files from the lazy areas' chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // The areas' chunks by their area's name (admin-…, agent-…) rather than both as routes-….
        chunkFileNames: (chunk) => {
          const area = /[\\/]src[\\/]areas[\\/](admin|agent)[\\/]routes\.tsx$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return `assets/${area ? area[1] : '[name]'}-[hash].js`;
        },
        codeSplitting: {
          // Everything the first page needs (React, the router, the session, the login page's
          // components) in one file: fewer requests and one gzip dictionary. The areas stay lazy.
          // What both areas (or an area and a lazy part) share is one more file, not a handful of
          // small ones: on a phone's connection each request costs more than its bytes
          // (bench/README.md, "Fewer files").
          groups: [
            { name: 'core', tags: ['$initial'], priority: 1 },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
});
