// Per-endpoint latency of the HTTP mock (p50/p95 over real HTTP, keep-alive) at the default and the
// large scale, plus generation time. Timings live here, never in tests. The server runs in this process,
// so the CPU columns (client + server CPU per request) show the cost on a machine that is not busy.
//
//   node mock-api/scripts/latency.ts [small|large|both] [runs]
import '../src/register-hooks.ts';

const { mkdtempSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { generateDb } = await import('../src/seed/generate.ts');
const { startHttpServer } = await import('../src/http.ts');
const { signToken } = await import('../src/auth/jwt.ts');

type Scale = 'small' | 'large';
const which = process.argv[2] ?? 'both';
const runs = Number(process.argv[3] ?? 60);
const scales: Scale[] = which === 'both' ? ['small', 'large'] : [which === 'large' ? 'large' : 'small'];

const SEARCH_WORDS = ['ri', 'son', 'mar', 'an', 'lee', 'ka', 'xyz', 'ott', 'el', 'br'];

/** Each endpoint: who calls it and how (the query may vary per run, as a user's searches do). */
const endpoints: Array<{
  name: string;
  who: string;
  path: (i: number) => string;
  method?: string;
  body?: unknown;
}> = [
  {
    name: 'POST /Auth',
    who: 'none',
    method: 'POST',
    path: () => '/Auth',
    body: { userName: 'superuser', password: 'Balance#2026' },
  },
  { name: 'GET /tabfilter', who: 'superuser', path: () => '/tabfilter' },
  {
    name: 'GET /agents (Agent_All)',
    who: 'superuser',
    path: (i) => `/agents?pageNumber=${1 + (i % 50)}&pageSize=25`,
  },
  {
    name: 'GET /agents/agentsBy (name)',
    who: 'superuser',
    path: (i) => `/agents/agentsBy?key=Agent_Name&search=${SEARCH_WORDS[i % 10]}&pageSize=25`,
  },
  {
    name: 'GET /agents/agentsBy (team status)',
    who: 'superuser',
    path: () => '/agents/agentsBy?key=Agent_TeamStatus&search=Team%20Lead&pageSize=25',
  },
  { name: 'GET /companies', who: 'superuser', path: () => '/companies?pageNumber=1&pageSize=5' },
  {
    name: 'GET /companies/getCompaniesBy',
    who: 'superuser',
    path: (i) => `/companies/getCompaniesBy?SearchField=Company_Name&SearchText=${SEARCH_WORDS[i % 10]}`,
  },
  {
    name: 'GET /Office/search (name)',
    who: 'superuser',
    path: (i) => `/Office/search?searchField=Office_Name&searchText=${SEARCH_WORDS[i % 10]}&pageSize=25`,
  },
  {
    name: 'GET /Office/search (status)',
    who: 'superuser',
    path: () => '/Office/search?searchField=Office_Status&subFilter=1&pageSize=25',
  },
  { name: 'GET /Office/byid/{id}', who: 'superuser', path: (i) => `/Office/byid/${1 + i}` },
  {
    name: 'GET /Users/search',
    who: 'superuser',
    path: (i) => `/Users/search?searchField=User_FullName&searchText=${SEARCH_WORDS[i % 10]}`,
  },
  { name: 'GET /regions', who: 'superuser', path: () => '/regions?pageSize=25' },
  {
    name: 'GET /teams/search',
    who: 'superuser',
    path: (i) => `/teams/search?searchField=Team_Name&searchText=${SEARCH_WORDS[i % 10]}`,
  },
  { name: 'GET /office/GetOffices', who: 'superuser', path: () => '/office/GetOffices' },
  {
    name: 'GET /PyramidDash/dashboard',
    who: 'agent',
    path: (i) => `/PyramidDash/dashboard?year=${2020 + (i % 7)}`,
  },
  {
    name: 'GET /reports/agent/closed-deals',
    who: 'agent',
    path: (i) => `/reports/agent/closed-deals?year=${2020 + (i % 7)}`,
  },
  {
    name: 'GET /contracts/GetContractsByAgentId',
    who: 'agent',
    path: () => '/contracts/GetContractsByAgentId?pageSize=25',
  },
  {
    name: 'GET /AgentInvoice/getAgentOpenInvoice',
    who: 'agent',
    path: () => '/AgentInvoice/getAgentOpenInvoice?filter=All&pageSize=25',
  },
  {
    name: 'GET /invoice/getOpenInvoice (office)',
    who: 'superuser',
    path: () => '/invoice/getOpenInvoice?officeId=1&filter=All&pageSize=25',
  },
  {
    name: 'GET /invoice/getInvoicePdf',
    who: 'agent',
    path: () => '/invoice/getInvoicePdf?invoiceId=1001070',
  },
  { name: 'GET /reports/GetListing', who: 'superuser', path: () => '/reports/GetListing?pageSize=25' },
];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

for (const scale of scales) {
  let started = performance.now();
  const genCpu = process.cpuUsage();
  const db = generateDb({ scale });
  const generation = performance.now() - started;
  const generationCpu = process.cpuUsage(genCpu);
  console.log(
    `\n## ${scale}: ${db.companies.length} companies, ${db.offices.length} offices, ${db.agents.length} agents, ${db.users.length} users`,
  );
  console.log(
    `generation (in memory): ${generation.toFixed(0)} ms wall, ${((generationCpu.user + generationCpu.system) / 1000).toFixed(0)} ms CPU`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'balance-latency-'));
  started = performance.now();
  const server = await startHttpServer({
    port: 0,
    dbFile: join(dir, 'db.json'),
    scale,
    reset: true,
    quiet: true,
  });
  console.log(
    `server start with a fresh db file (generate + write + json-server load + index): ${(performance.now() - started).toFixed(0)} ms`,
  );
  const tokens: Record<string, string> = {};
  for (const name of ['superuser', 'agent']) {
    const user = server.store.userByName.get(name);
    if (!user) throw new Error(name);
    tokens[name] = (
      await signToken({ userId: user.userId, role: user.role, officeId: user.officeId ?? 0, userName: name })
    ).token;
  }

  console.log('\n| endpoint | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms | status |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const e of endpoints) {
    const times: number[] = [];
    const cpu: number[] = [];
    const statuses = new Set<number>();
    for (let i = -5; i < runs; i += 1) {
      const t = performance.now();
      const c = process.cpuUsage();
      const response = await fetch(`${server.url}${e.path(Math.abs(i))}`, {
        method: e.method ?? 'GET',
        headers: {
          ...(tokens[e.who] ? { authorization: `Bearer ${tokens[e.who]}` } : {}),
          ...(e.body ? { 'content-type': 'application/json' } : {}),
        },
        body: e.body ? JSON.stringify(e.body) : undefined,
      });
      await response.arrayBuffer();
      const used = process.cpuUsage(c);
      if (i >= 0) {
        times.push(performance.now() - t);
        cpu.push((used.user + used.system) / 1000);
      }
      statuses.add(response.status);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const cells = [
      percentile(times, 50),
      percentile(times, 95),
      times.at(-1) ?? 0,
      percentile(cpu, 50),
      percentile(cpu, 95),
    ];
    console.log(`| ${e.name} | ${cells.map((n) => n.toFixed(1)).join(' | ')} | ${[...statuses].join(',')} |`);
  }
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
