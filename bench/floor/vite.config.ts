// The search floor: a minimal React page that fetches the same search request as the app and renders
// the same rows in a plain <table> (index.html), and the same on a first load (load.html, which
// Lighthouse runs beside the app's pages). `npm run bench -- search` builds it into bench/floor/dist
// and serves it with scripts/serve-prod.mjs (its /config.json names the mock), beside the app.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../apps/web/build/precompress';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // Served compressed, as the app is, so that the two compare.
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        search: fileURLToPath(new URL('index.html', import.meta.url)),
        load: fileURLToPath(new URL('load.html', import.meta.url)),
      },
    },
  },
});
