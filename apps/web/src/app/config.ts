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
  version: string;
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:3001',
  demoAccounts: false,
  recaptchaSiteKey: null,
  helpUrl: 'https://help.balance.example.com/',
  supportEmail: 'support@balance.example.com',
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
    version: pickString(source.version, base.version),
  };
}

/** Fetches /config.json; a missing or broken file leaves the defaults (and says so in the console). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const mocking = import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true';
  const base = { ...DEFAULT_RUNTIME_CONFIG, demoAccounts: mocking };
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json(), base);
  } catch (error) {
    console.warn('config.json could not be read; using the defaults.', error);
    return base;
  }
}
