import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const port = Number(process.env.PORT ?? 5173);
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

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

export default defineConfig({
  plugins: [react(), runtimeConfig()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  build: { target: 'es2023', sourcemap: true },
});
