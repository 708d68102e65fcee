// The soak: a bounded load (60 s, 100 connections, 127.0.0.1 only) of mixed reads and
// writes against the mock at `large` scale. Pass: 0 errors, 0 lost writes (every accepted write is
// read back afterwards, through the API, and again after a restart from the db file), memory flat
// (RSS of the mock process at the start and end of the load).
import { heapAfterGc, loadWorker, login, readDb, startMock, stopServer } from '../lib/env.mjs';
import { makeSearches, searchPath } from '../lib/plan.mjs';
import { rssMiB } from '../lib/proc.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function getJson(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

/** Reads every accepted write back; returns the ones not found. */
async function verify(baseUrl, token, accepted) {
  const missing = [];
  const notes = new Map();
  for (const w of accepted.filter((w) => w.kind === 'note')) {
    const list = notes.get(w.officeId) ?? [];
    list.push(w);
    notes.set(w.officeId, list);
  }
  const companies = accepted.filter((w) => w.kind === 'company');
  const jobs = [
    ...[...notes.entries()].map(([officeId, writes]) => async () => {
      const { body } = await getJson(`${baseUrl}/Office/notes/${officeId}`, token);
      const have = new Map((body?.data ?? []).map((n) => [n.id, n.text]));
      for (const w of writes) if (have.get(w.id) !== w.text) missing.push(w);
    }),
    ...companies.map((w) => async () => {
      const { body } = await getJson(`${baseUrl}/companies/${w.id}`, token);
      if (body?.data?.name !== w.name) missing.push(w);
    }),
  ];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  return missing;
}

export async function soakSuite({
  durationSec = 60,
  connections = 100,
  writeEvery = 5,
  log = console.log,
} = {}) {
  log('  starting the mock (MOCK_SCALE=large, fresh data)…');
  let mock = await startMock({ scale: 'large', reset: true, inspect: true });
  try {
    const db = readDb(mock.dbFile);
    const { token } = await login(mock.url);
    await sleep(3000);
    const searches = makeSearches(db, 30, 99).map((s) => ({ method: 'GET', path: searchPath(s) }));
    const reads = [];
    for (let i = 0; i < 30; i += 1) {
      reads.push(searches[i]);
      reads.push({ method: 'GET', path: `/companies/${1 + ((i * 37) % db.companies.length)}` });
      reads.push({ method: 'GET', path: `/Office/byid/${1 + ((i * 167) % db.offices.length)}` });
      reads.push({ method: 'GET', path: `/Office/notes/${1 + ((i * 131) % db.offices.length)}` });
    }
    const base = {
      url: mock.url,
      token,
      connections,
      mode: 'soak',
      soak: { reads, writeEvery, officeCount: db.offices.length },
      timeoutSec: 20,
    };
    // A warm-up at the same load, long enough for the heap to reach its working size before the start figure.
    log('  warm-up (15 s, same load)…');
    await loadWorker({ ...base, durationSec: 15, warmupSec: 0 });
    await sleep(3000); // the warm-up's writes are persisted (2 s debounce) before the start figure
    const rssStart = rssMiB(mock.pid);
    const heapStart = mock.inspector ? await heapAfterGc(mock.inspector) : null;
    const rssSamples = [rssStart];
    const t0 = Date.now();
    const rssSeries = [{ s: 0, mib: rssStart }];
    const sampler = setInterval(() => {
      const mib = rssMiB(mock.pid);
      rssSamples.push(mib);
      rssSeries.push({ s: Math.round((Date.now() - t0) / 1000), mib });
    }, 2000);
    log(`  soak: ${durationSec} s, ${connections} connections, 1 write in ${writeEvery} requests…`);
    const result = await loadWorker({ ...base, durationSec, warmupSec: 0 }).finally(() =>
      clearInterval(sampler),
    );
    const rssEnd = rssMiB(mock.pid);
    rssSamples.push(rssEnd);
    const heapEnd = mock.inspector ? await heapAfterGc(mock.inspector) : null;
    rssSeries.push({ s: Math.round((Date.now() - t0) / 1000), mib: rssEnd });
    // Steady state: the RSS over the second half of the load (growth there would be a leak; the first
    // half includes the heap growing to its working size).
    const half = rssSeries.filter((p) => p.s >= durationSec / 2 && p.mib !== null);
    const halfStart = half[0]?.mib ?? null;
    await sleep(10_000);
    const rssIdle = rssMiB(mock.pid);
    const unexpected = Object.entries(result.statuses)
      .filter(([status]) => !(Number(status) >= 200 && Number(status) < 300) && status !== '404')
      .reduce((sum, [, n]) => sum + n, 0);
    log(
      `    ${result.requests} answers (${result.throughputRps} req/s), statuses ${JSON.stringify(result.statuses)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    log(`  reading back ${result.accepted.length} accepted writes…`);
    const missing = await verify(mock.url, token, result.accepted);
    log(`    missing: ${missing.length}; restarting the mock from its db file and reading them again…`);
    await stopServer(mock); // SIGTERM: the mock flushes its db file before exiting
    mock = await startMock({ scale: 'large', reset: false, dbFile: mock.dbFile, port: mock.port });
    const { token: token2 } = await login(mock.url);
    const missingAfterRestart = await verify(mock.url, token2, result.accepted);
    log(`    missing after restart: ${missingAfterRestart.length}`);
    const { accepted, ...rest } = result;
    return {
      config: { durationSec, connections, writeEvery, reads: reads.length, loopbackOnly: true },
      load: rest,
      errors: result.errors + result.timeouts + unexpected,
      writesAccepted: accepted.length,
      writesByKind: {
        note: accepted.filter((w) => w.kind === 'note').length,
        company: accepted.filter((w) => w.kind === 'company').length,
      },
      lostWrites: missing.length,
      lostWritesAfterRestart: missingAfterRestart.length,
      missingSample: [...missing, ...missingAfterRestart].slice(0, 5),
      // JS heap in use after a full GC: what the mock really keeps (RSS also counts free heap pages).
      heapAfterGcMiB: {
        start: heapStart,
        end: heapEnd,
        growthPct: heapStart ? Math.round(((heapEnd - heapStart) / heapStart) * 1000) / 10 : null,
        note: `${accepted.length} writes added`,
      },
      rssMiB: {
        start: rssStart,
        end: rssEnd,
        peak: Math.max(...rssSamples.filter((v) => v !== null)),
        growthPct: rssStart ? Math.round(((rssEnd - rssStart) / rssStart) * 1000) / 10 : null,
        secondHalfStart: halfStart,
        secondHalfGrowthPct: halfStart ? Math.round(((rssEnd - halfStart) / halfStart) * 1000) / 10 : null,
        afterIdle10s: rssIdle,
        series: rssSeries,
      },
    };
  } finally {
    await stopServer(mock);
  }
}

export function soakRows(r) {
  return [
    {
      area: 'soak',
      label: 'errors (60 s, 100 conn, mixed)',
      unit: 'count',
      ours: r.errors,
      peer: null,
      ratio: null,
      goal: { max: 0 },
      note: `${r.load.requests} answers, ${r.load.throughputRps} req/s, p95 ${r.load.latencyMs.p95} ms`,
    },
    {
      area: 'soak',
      label: 'lost writes (API / after restart)',
      unit: 'count',
      ours: r.lostWrites + r.lostWritesAfterRestart,
      peer: null,
      ratio: null,
      goal: { max: 0 },
      note: `${r.writesAccepted} accepted (${r.writesByKind.note} notes, ${r.writesByKind.company} companies)`,
    },
    {
      area: 'soak',
      label: 'mock JS heap after full GC, start → end',
      unit: '%',
      ours: r.heapAfterGcMiB.growthPct,
      peer: null,
      ratio: null,
      goal: { max: 10 },
      note: `${r.heapAfterGcMiB.start} → ${r.heapAfterGcMiB.end} MiB with ${r.writesAccepted} writes kept`,
    },
    {
      area: 'soak',
      label: 'mock RSS start → end',
      unit: '%',
      ours: r.rssMiB.growthPct,
      peer: null,
      ratio: null,
      goal: null,
      note: `RSS ${r.rssMiB.start} MiB after warm-up → ${r.rssMiB.secondHalfStart} at half time → ${r.rssMiB.end} at the end (peak ${r.rssMiB.peak}; ${r.rssMiB.afterIdle10s} 10 s later, after the db file write); second half ${r.rssMiB.secondHalfGrowthPct}%`,
    },
  ];
}
