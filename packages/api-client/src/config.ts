// Runtime configuration: one production build can point at any API base. The app fetches
// `/config.json` (served next to index.html) at startup:
//
//   { "apiBase": "https://api.balance.example.com" }
//
// When the file is missing, unreadable or has no apiBase, the build-time `VITE_API_BASE` is used, and
// failing that '' (the app's own origin). Other fields of the file are passed through untouched.

export type RuntimeConfig = {
  /** API base URL without a trailing slash; '' means the app's own origin. */
  apiBase: string;
  [key: string]: unknown;
};

export type LoadRuntimeConfigOptions = {
  /** Where the file is; `/config.json` by default. */
  url?: string;
  fetch?: typeof globalThis.fetch;
  /** The fallback API base; `import.meta.env.VITE_API_BASE` by default. */
  fallbackApiBase?: string;
};

function buildTimeApiBase(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, unknown> }).env;
  const value = env?.VITE_API_BASE;
  return typeof value === 'string' ? value : '';
}

function trimBase(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

export async function loadRuntimeConfig({
  url = '/config.json',
  fetch = globalThis.fetch,
  fallbackApiBase = buildTimeApiBase(),
}: LoadRuntimeConfigOptions = {}): Promise<RuntimeConfig> {
  const fallback: RuntimeConfig = { apiBase: trimBase(fallbackApiBase) };
  try {
    // The default cache mode, so the page's <link rel="preload"> answers it; hosts send config.json
    // with `Cache-Control: no-cache` (docs/nginx, serve-prod), so it is never a stale copy.
    const response = await fetch(url);
    if (!response.ok) return fallback;
    const raw: unknown = await response.json();
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fallback;
    const file = raw as Record<string, unknown>;
    const apiBase =
      typeof file.apiBase === 'string' && file.apiBase.trim() !== ''
        ? trimBase(file.apiBase)
        : fallback.apiBase;
    return { ...file, apiBase };
  } catch {
    return fallback;
  }
}
