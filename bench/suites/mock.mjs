// Mock backend: p50/p95/throughput of the search endpoints at `large` scale under bounded load
// (autocannon in a second process, 127.0.0.1, 50 connections), beside json-server's own `?q=`
// full-text filter over the same agents.
import { isAgentTextSearch, makeSearches, searchPath, PAGE_SIZE } from '../lib/plan.mjs';
import { loadWorker, login, readDb, startMock, startPeer, stopServer } from '../lib/env.mjs';
import { rssMiB } from '../lib/proc.mjs';
import { ratio } from '../lib/stats.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function mockSuite({
  durationSec = 10,
  warmupSec = 2,
  connections = 50,
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

    log(`  service time, 1 connection (4 s each): all ${all.length} searches, then the agent text ones…`);
    const singleAll = await loadWorker({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 1,
      requests: all,
    });
    const single = await loadWorker({
      ...base,
      connections: 1,
      durationSec: 4,
      warmupSec: 0,
      requests: oursAgentText,
    });
    log(
      `    all: p50 ${singleAll.latencyMs.p50} ms, p95 ${singleAll.latencyMs.p95} ms; agent text: p50 ${single.latencyMs.p50} ms`,
    );
    log(`  ours, all search endpoints (${connections} connections, ${durationSec} s)…`);
    const rssBefore = rssMiB(mock.pid);
    const oursAll = await loadWorker({ ...base, requests: all });
    log(
      `    p50 ${oursAll.latencyMs.p50} ms, p95 ${oursAll.latencyMs.p95} ms, ${oursAll.throughputRps} req/s`,
    );
    log(`  ours, agent text searches (${oursAgentText.length} distinct)…`);
    const oursAgents = await loadWorker({ ...base, requests: oursAgentText });
    log(
      `    p50 ${oursAgents.latencyMs.p50} ms, p95 ${oursAgents.latencyMs.p95} ms, ${oursAgents.throughputRps} req/s`,
    );
    const rssAfter = rssMiB(mock.pid);

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
        pageSize: PAGE_SIZE,
        scale: 'large',
        agents: db.agents.length,
      },
      searches: searches.map((s) => ({ ...s, path: searchPath(s) })),
      unloaded: strip(single),
      unloadedAll: strip(singleAll),
      oursAll: strip(oursAll),
      oursAgentText: strip(oursAgents),
      peerAgentText: strip(peerResult),
      peerUnloaded: strip(peerSingle),
      mockRssMiB: { before: rssBefore, after: rssAfter },
    };
  } finally {
    if (peer) await stopServer(peer);
    await stopServer(mock);
  }
}

export function mockRows(result) {
  const o = result.oursAgentText;
  const p = result.peerAgentText;
  const a = result.oursAll;
  return [
    {
      area: 'mock',
      label: 'all searches p50 (50 conn)',
      unit: 'ms',
      ours: a.latencyMs.p50,
      peer: null,
      ratio: null,
      goal: null,
    },
    {
      area: 'mock',
      label: 'all searches p95 (50 conn)',
      unit: 'ms',
      ours: a.latencyMs.p95,
      peer: null,
      ratio: null,
      goal: { max: 20 },
    },
    {
      area: 'mock',
      label: 'all searches throughput',
      unit: 'req/s',
      ours: a.throughputRps,
      peer: null,
      ratio: null,
      goal: null,
    },
    {
      area: 'mock',
      label: 'agent text p50 vs json-server ?q=',
      unit: 'ms',
      ours: o.latencyMs.p50,
      peer: p.latencyMs.p50,
      ratio: ratio(o.latencyMs.p50, p.latencyMs.p50),
      goal: null,
    },
    {
      area: 'mock',
      label: 'agent text p95 vs json-server ?q=',
      unit: 'ms',
      ours: o.latencyMs.p95,
      peer: p.latencyMs.p95,
      ratio: ratio(o.latencyMs.p95, p.latencyMs.p95),
      goal: { max: 20 },
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
