// The grid bench: one Vite multi-page app, built in production mode, with the same page shell around
// our DataGrid, AG Grid Community and a plain <table> (the naive floor). `npm run bench -- grid` builds
// it into bench/grid/dist and serves it on 127.0.0.1.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    reportCompressedSize: false,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { ours: page('ours'), aggrid: page('aggrid'), table: page('table') } },
  },
});
