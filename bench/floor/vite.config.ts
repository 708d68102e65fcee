// The search floor: a minimal React page that fetches the same search request as the app and renders
// the same rows in a plain <table>. `npm run bench -- search` builds it into bench/floor/dist and
// serves it with scripts/serve-prod.mjs (its /config.json names the mock), beside the app.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2023', reportCompressedSize: false },
});
