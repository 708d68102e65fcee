// Mock backend: p50/p95/throughput of the search endpoints at `large` scale, from a second process on
// 127.0.0.1 with 50 connections: latency under a bounded load (a fixed rate of evenly spaced requests,
// well below saturation), throughput under a saturating closed loop (autocannon), beside json-server's
// own `?q=` full-text filter over the same agents.
import { isAgentTextSearch, makeSearches, searchPath, PAGE_SIZE } from '../lib/plan.mjs';
import { coldDealSearches, dealCompanies, makeDealSearches } from '../lib/deal-plan.mjs';
import { loadWorker, login, readDb, startMock, startPeer, stopServer } from '../lib/env.mjs';
import { cpuBetween, cpuSample, rssMiB } from '../lib/proc.mjs';
import { ratio } from '../lib/stats.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The bounded load: requests a second, evenly spaced, over the 50 connections. */
export const BOUNDED_RATE = 500;

/** Companies whose listings and contracts are searched (the index keeps 24). */
export const DEAL_COMPANIES = 12;

export async function mockSuite({
  durationSec = 10,
  warmupSec = 2,
  connections = 50,
  ratePerSec = BOUNDED_RATE,
  log = console.log,
} = {}) {
  log('  starting the mock (MOCK_SCALE=large, fresh data)…');
  const mock = await startMock({ scale: 'large', reset: true });
  let peer;
  try {
    const db = readDb(mock.dbFile);
    const { token } = await login(mock.url);
    await sleep(3000); // the login's db write (debounced 2 s) is over before measuring
    const searches = makeSearches(db, 60);
    const all = searches.map((s) => ({ method: 'GET', path: searchPath(s) }));
    const agentText = searches.filter(isAgentTextSearch);
    const oursAgentText = agentText.map((s) => ({ method: 'GET', path: searchPath(s) }));
    const base = { url: mock.url, token, connections, durationSec, warmupSec, mode: 'cycle' };
    // Every run of ours also records what the mock process did meanwhile (warm-up included): CPU time,
    // and how long its event loop waited for a CPU that other processes held (the machine's load).
    const measured = async (config) => {
      const before = cpuSample(mock.pid);
      const result = await loadWorker(config);
      return { ...result, server: cpuBetween(before, cpuSample(mock.pid)) };
    };
    const cpuNote = (r) =>
      r.server
        ? `; mock CPU ${r.server.cpuMs} ms, waited for a CPU ${r.server.waitForCpuMs} ms of ${r.server.wallMs} ms`
        : '';

    log(`  service time, 1 connection (4 s each): all ${all.length} searches, then the agent text ones…`);
    const singleAll = await measured({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 1,
      requests: all,
    });
    // The command palette's search: what people type into it (a name, a whole name, an agent number,
    // an e-mail's start), letter by letter, one request per keystroke.
    const palette = await measured({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 1,
      requests: paletteTexts(db, 40).map((q) => ({
        method: 'GET',
        path: `/search/palette?q=${encodeURIComponent(q)}`,
      })),
    });
    log(`    palette search: p50 ${palette.latencyMs.p50} ms, p95 ${palette.latencyMs.p95} ms`);
    const single = await measured({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 0,
      requests: oursAgentText,
    });
    log(
      `    all: p50 ${singleAll.latencyMs.p50} ms, p95 ${singleAll.latencyMs.p95} ms; agent text: p50 ${single.latencyMs.p50} ms`,
    );
    const rssBefore = rssMiB(mock.pid);
    log(
      `  ours, bounded load: ${ratePerSec} req/s evenly spaced, ${connections} connections, ${durationSec} s…`,
    );
    const boundedAll = await measured({ ...base, ratePerSec, requests: all });
    log(
      `    all: p50 ${boundedAll.latencyMs.p50} ms, p95 ${boundedAll.latencyMs.p95} ms${cpuNote(boundedAll)}`,
    );
    const boundedAgents = await measured({ ...base, ratePerSec, requests: oursAgentText });
    log(
      `    agent text: p50 ${boundedAgents.latencyMs.p50} ms, p95 ${boundedAgents.latencyMs.p95} ms${cpuNote(boundedAgents)}`,
    );
    log(
      `  ours, saturated: all search endpoints (${connections} connections, closed loop, ${durationSec} s)…`,
    );
    const oursAll = await measured({ ...base, requests: all });
    log(
      `    p50 ${oursAll.latencyMs.p50} ms, p95 ${oursAll.latencyMs.p95} ms, ${oursAll.throughputRps} req/s`,
    );
    log(`  ours, agent text searches (${oursAgentText.length} distinct)…`);
    const oursAgents = await measured({ ...base, requests: oursAgentText });
    log(
      `    p50 ${oursAgents.latencyMs.p50} ms, p95 ${oursAgents.latencyMs.p95} ms, ${oursAgents.throughputRps} req/s`,
    );
    const rssAfter = rssMiB(mock.pid);

    log(`  deal searches: the first listing search of ${DEAL_COMPANIES} companies, one at a time…`);
    const cold = await coldDealSearches(mock.url, token, dealCompanies(db, DEAL_COMPANIES));
    const sortedCold = [...cold.timings].sort((x, y) => x - y);
    const coldMs = {
      p50: Math.round(sortedCold[Math.floor(sortedCold.length / 2)] ?? 0),
      max: Math.round(sortedCold.at(-1) ?? 0),
    };
    log(`    first search: p50 ${coldMs.p50} ms, max ${coldMs.max} ms (${cold.listings} listings)`);
    const dealRequests = makeDealSearches(cold.samples, 60);
    const dealSingle = await measured({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 1,
      requests: dealRequests,
    });
    const dealBounded = await measured({ ...base, ratePerSec, requests: dealRequests });
    log(
      `    listing + contract searches: 1 connection p50 ${dealSingle.latencyMs.p50} ms; ${ratePerSec} req/s p95 ${dealBounded.latencyMs.p95} ms${cpuNote(dealBounded)}`,
    );
    const rssAfterDeals = rssMiB(mock.pid);

    log('  peer: plain json-server `?q=` over the same agents…');
    peer = await startPeer(db);
    const peerRequests = agentText.map((s) => ({
      method: 'GET',
      path: `/agents?q=${encodeURIComponent(s.text)}&_page=1&_limit=${PAGE_SIZE}`,
    }));
    // json-server answers one `?q=` in about a second: warm it up with one connection, and give the
    // measured run a long timeout so that slow answers count as answers.
    const peerSingle = await loadWorker({
      ...base,
      url: peer.url,
      connections: 1,
      durationSec: 5,
      warmupSec: 0,
      requests: peerRequests,
    });
    log(`    unloaded: p50 ${peerSingle.latencyMs.p50} ms, ${peerSingle.throughputRps} req/s`);
    const peerResult = await loadWorker({
      ...base,
      url: peer.url,
      warmupSec: 0,
      timeoutSec: 60,
      requests: peerRequests,
    });
    log(
      `    p50 ${peerResult.latencyMs.p50} ms, p95 ${peerResult.latencyMs.p95} ms, ${peerResult.throughputRps} req/s`,
    );
    const strip = ({ accepted: _a, ...rest }) => rest;
    return {
      config: {
        connections,
        durationSec,
        warmupSec,
        boundedRatePerSec: ratePerSec,
        pageSize: PAGE_SIZE,
        scale: 'large',
        agents: db.agents.length,
      },
      searches: searches.map((s) => ({ ...s, path: searchPath(s) })),
      boundedAll: strip(boundedAll),
      boundedAgentText: strip(boundedAgents),
      unloaded: strip(single),
      unloadedAll: strip(singleAll),
      paletteUnloaded: strip(palette),
      oursAll: strip(oursAll),
      oursAgentText: strip(oursAgents),
      peerAgentText: strip(peerResult),
      peerUnloaded: strip(peerSingle),
      mockRssMiB: { before: rssBefore, after: rssAfter },
      deals: {
        companies: DEAL_COMPANIES,
        listings: cold.listings,
        coldMs,
        searches: dealRequests.map((r) => r.path),
        unloaded: strip(dealSingle),
        bounded: strip(dealBounded),
        rssMiBAfter: rssAfterDeals,
      },
    };
  } finally {
    if (peer) await stopServer(peer);
    await stopServer(mock);
  }
}

/**
 * Texts typed into the palette, one request per keystroke as a slow typist sends them: the growing
 * prefixes of last names, whole names, agent numbers and e-mails ("s", "sm", "smi", …), `count` words.
 */
function paletteTexts(db, count) {
  const texts = [];
  const step = Math.floor(db.agents.length / count);
  for (let w = 0, i = 0; w < count && i < db.agents.length; w += 1, i += step) {
    const a = db.agents[i];
    const n = w % 4;
    const word =
      n === 0
        ? a.lastName
        : n === 1
          ? `${a.firstName} ${a.lastName}`
          : n === 2
            ? String(a.userId)
            : a.email.slice(0, 12);
    for (let k = 1; k <= word.length; k += 1) texts.push(word.slice(0, k));
  }
  return texts;
}

const waitNote = (r) =>
  r.server ? `; the mock waited ${r.server.waitForCpuMs} ms for a CPU in ${r.server.wallMs} ms` : '';

export function mockRows(result) {
  const o = result.oursAgentText;
  const p = result.peerAgentText;
  const a = result.oursAll;
  const rate = result.config.boundedRatePerSec;
  const ba = result.boundedAll;
  const bo = result.boundedAgentText;
  // Results from before the bounded load was measured have no bounded figures.
  const bounded = ba
    ? [
        {
          area: 'mock',
          label: `all searches p50 (${rate} req/s, 50 conn)`,
          unit: 'ms',
          ours: ba.latencyMs.p50,
          peer: null,
          ratio: null,
          goal: null,
        },
        {
          area: 'mock',
          label: `all searches p95 (${rate} req/s, 50 conn)`,
          unit: 'ms',
          ours: ba.latencyMs.p95,
          peer: null,
          ratio: null,
          goal: { max: 20 },
          note: `p99 ${ba.latencyMs.p99} ms, max ${ba.latencyMs.max} ms${waitNote(ba)}`,
        },
        {
          area: 'mock',
          label: `agent text p95 (${rate} req/s, 50 conn)`,
          unit: 'ms',
          ours: bo.latencyMs.p95,
          peer: null,
          ratio: null,
          goal: { max: 20 },
          note: `p50 ${bo.latencyMs.p50} ms, p99 ${bo.latencyMs.p99} ms${waitNote(bo)}`,
        },
      ]
    : [];
  const d = result.deals;
  // Results from before the deal searches existed have no deal figures.
  const deals = d
    ? [
        {
          area: 'mock',
          label: `listing + contract searches p95 (${rate} req/s, 50 conn)`,
          unit: 'ms',
          ours: d.bounded.latencyMs.p95,
          peer: null,
          ratio: null,
          goal: { max: 20 },
          note: `p50 ${d.bounded.latencyMs.p50} ms, p99 ${d.bounded.latencyMs.p99} ms; ${d.companies} companies${waitNote(d.bounded)}`,
        },
        {
          area: 'mock',
          label: 'listing + contract searches p50, 1 connection',
          unit: 'ms',
          ours: d.unloaded.latencyMs.p50,
          peer: null,
          ratio: null,
          goal: null,
          note: `p95 ${d.unloaded.latencyMs.p95} ms`,
        },
        {
          area: 'mock',
          label: "a company's first deal search (draws its deals)",
          unit: 'ms',
          ours: d.coldMs.p50,
          peer: null,
          ratio: null,
          goal: null,
          note: `max ${d.coldMs.max} ms; ${d.listings} listings in ${d.companies} companies; mock RSS ${d.rssMiBAfter} MiB after`,
        },
      ]
    : [];
  const pal = result.paletteUnloaded;
  // Results from before the palette existed have no palette figure.
  const palette = pal
    ? [
        {
          area: 'mock',
          label: 'palette search p95 (1 conn, 100,000 agents)',
          unit: 'ms',
          ours: pal.latencyMs.p95,
          peer: null,
          ratio: null,
          goal: { max: 10 },
          note: `p50 ${pal.latencyMs.p50} ms, p99 ${pal.latencyMs.p99} ms`,
        },
      ]
    : [];
  return [
    ...bounded,
    ...deals,
    ...palette,
    {
      area: 'mock',
      label: 'all searches, saturated: p50 / p95',
      unit: 'ms',
      ours: a.latencyMs.p50,
      peer: null,
      ratio: null,
      goal: null,
      note: `p95 ${a.latencyMs.p95} ms (closed loop: queueing, 50 × service time)`,
    },
    {
      area: 'mock',
      label: 'all searches, saturated throughput',
      unit: 'req/s',
      ours: a.throughputRps,
      peer: null,
      ratio: null,
      goal: null,
    },
    {
      area: 'mock',
      label: 'agent text p50, saturated, vs ?q=',
      unit: 'ms',
      ours: o.latencyMs.p50,
      peer: p.latencyMs.p50,
      ratio: ratio(o.latencyMs.p50, p.latencyMs.p50),
      goal: null,
    },
    {
      area: 'mock',
      label: 'agent text p95, saturated, vs ?q=',
      unit: 'ms',
      ours: o.latencyMs.p95,
      peer: p.latencyMs.p95,
      ratio: ratio(o.latencyMs.p95, p.latencyMs.p95),
      goal: ba ? { beatPeer: true } : { max: 20 },
    },
    {
      area: 'mock',
      label: 'agent text throughput vs ?q=',
      unit: 'req/s',
      ours: o.throughputRps,
      peer: p.throughputRps,
      ratio: ratio(o.throughputRps, p.throughputRps),
      goal: { minRatio: 5 },
    },
    {
      area: 'mock',
      label: 'agent text p50, 1 connection (service time)',
      unit: 'ms',
      ours: result.unloaded.latencyMs.p50,
      peer: result.peerUnloaded.latencyMs.p50,
      ratio: ratio(result.unloaded.latencyMs.p50, result.peerUnloaded.latencyMs.p50),
      goal: null,
      note: `ours p95 ${result.unloaded.latencyMs.p95} ms (all searches: p50 ${result.unloadedAll.latencyMs.p50}, p95 ${result.unloadedAll.latencyMs.p95}); peer p95 ${result.peerUnloaded.latencyMs.p95} ms`,
    },
  ];
}
