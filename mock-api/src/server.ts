// `npm run mock`: the mock Balance backend over HTTP (json-server with the shared MSW handlers).
//
//   MOCK_PORT=3001        port on 127.0.0.1 (Playwright's webServer waits on /health)
//   MOCK_DB=<file>        the db file (default mock-api/data/db.json, gitignored)
//   MOCK_SCALE=large      100,000 agents and 5,000 offices (default: small)
//   MOCK_RESET=1          regenerate the data on start (`npm run mock:reset` only regenerates)
//   MOCK_DELAY_MS=300     latency added to every answer
//   MOCK_CORS_ORIGINS=…   extra allowed origins, comma-separated (localhost/127.0.0.1 always are)
//   MOCK_JWT_SECRET=…     HS256 secret of the tokens
//   MOCK_PERSIST=0        keep changes in memory only (the db file is not rewritten; tests that never restart)
//
// Node runs this TypeScript directly; the hook lets it resolve the workspace's extensionless imports.
import './register-hooks.ts';

const { startHttpServer, loadOrGenerate, DEFAULT_DB_FILE } = await import('./http.ts');
const { DEMO, DEMO_PASSWORD } = await import('./seed/generate.ts');

const env = process.env;
/** A yes/no variable: '1'/'true' or '0'/'false'; anything else (unset included) is `fallback`. */
const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback;
const scale = env.MOCK_SCALE === 'large' ? 'large' : env.MOCK_SCALE === 'small' ? 'small' : undefined;
const dbFile = env.MOCK_DB ?? DEFAULT_DB_FILE;

if (process.argv.includes('--reset-only')) {
  loadOrGenerate(dbFile, { scale, reset: true, log: (m) => console.log(m) });
  console.log(`• Wrote ${dbFile}`);
} else {
  const running = await startHttpServer({
    port: Number(env.MOCK_PORT ?? 3001),
    dbFile,
    scale,
    reset: flag(env.MOCK_RESET, false),
    delayMs: Number(env.MOCK_DELAY_MS ?? 0) || 0,
    secret: env.MOCK_JWT_SECRET || undefined,
    persist: flag(env.MOCK_PERSIST, true),
    corsOrigins: (env.MOCK_CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  });
  console.log(`• Mock API on ${running.url} (${running.store.db.meta.scale} data in ${dbFile})`);
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO.userNames).join(', ')}`);
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
