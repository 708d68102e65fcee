/** The app's version, from apps/web/package.json (vite.config.ts defines it). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_MOCKING?: string;
}
