import { loadRuntimeConfig } from '@balance/api-client';
import { REQUEST_TIMEOUT_MS } from '@balance/domain';

// Runtime configuration, read from /config.json at startup so one production build can point at any
// API base. The dev server and `vite preview` serve a config.json that VITE_API_BASE overrides.
export type RuntimeConfig = {
  apiBase: string;
  /** Shows the demo-account buttons on the login pages (the mock backend is in use). */
  demoAccounts: boolean;
  /** A reCAPTCHA v2 site key; without one the login pages use a local test double. */
  recaptchaSiteKey: string | null;
  helpUrl: string;
  supportEmail: string;
  termsUrl: string;
  /**
   * The per-call deadline of the API client (120000 ms, docs/product.md#constants-and-limits; tests shorten
   * it).
   */
  requestTimeoutMs: number;
  /** `{package version}+{git sha}` from the build (never from config.json). */
  version: string;
  /** The footer's copyright year (config, never the clock at render, so pages render the same). */
  copyrightYear: number;
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:3001',
  demoAccounts: false,
  recaptchaSiteKey: null,
  helpUrl: 'https://help.balance.example.com/',
  supportEmail: 'support@balance.example.com',
  termsUrl: 'https://balance.example.com/terms',
  copyrightYear: new Date().getFullYear(),
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
};

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Reads a config object defensively: unknown or malformed fields fall back to the defaults. */
export function parseRuntimeConfig(
  raw: unknown,
  base: RuntimeConfig = DEFAULT_RUNTIME_CONFIG,
): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const siteKey = source.recaptchaSiteKey;
  return {
    apiBase: pickString(source.apiBase, base.apiBase).replace(/\/+$/, ''),
    demoAccounts: typeof source.demoAccounts === 'boolean' ? source.demoAccounts : base.demoAccounts,
    recaptchaSiteKey: typeof siteKey === 'string' && siteKey.trim() !== '' ? siteKey.trim() : null,
    helpUrl: pickString(source.helpUrl, base.helpUrl),
    supportEmail: pickString(source.supportEmail, base.supportEmail),
    termsUrl: pickString(source.termsUrl, base.termsUrl),
    copyrightYear:
      typeof source.copyrightYear === 'number' && Number.isInteger(source.copyrightYear)
        ? source.copyrightYear
        : base.copyrightYear,
    requestTimeoutMs:
      typeof source.requestTimeoutMs === 'number' &&
      Number.isInteger(source.requestTimeoutMs) &&
      source.requestTimeoutMs > 0
        ? source.requestTimeoutMs
        : base.requestTimeoutMs,
    // The footer shows what was built, so a stale or hand-edited config.json cannot misreport it.
    version: base.version,
  };
}

/** Reads /config.json (through the api-client's loader); missing fields fall back to the defaults. */
export async function loadAppConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  const mocking = import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true';
  const base = { ...DEFAULT_RUNTIME_CONFIG, demoAccounts: mocking };
  return parseRuntimeConfig(await loadRuntimeConfig({ fetch: fetchImpl }), base);
}
