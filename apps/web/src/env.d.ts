/** The app's version `{package version}+{git short sha}` (vite.config.ts defines it at build time). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_MOCKING?: string;
  /** Same as __APP_VERSION__: `{package version}+{git short sha}` of the build. */
  readonly VITE_APP_VERSION: string;
}
