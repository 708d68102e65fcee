// The load generator, run as its own process (`node load-worker.mjs <config.json>`), so the server under
// test and the client never share an event loop. Drives autocannon against 127.0.0.1 only and prints
// one JSON line with the result.
//
// Config: { url, connections, durationSec, warmupSec, token, mode: 'cycle' | 'soak', requests, soak,
//          ratePerSec? }
// - without ratePerSec: autocannon, every connection sends its next request as soon as it has an answer
//   (a saturating closed loop: latency there is mostly queueing, connections × service time).
// - ratePerSec: a bounded load, an open loop that starts one request every 1/ratePerSec s (evenly
//   spaced) over a keep-alive pool of `connections` sockets; each latency is measured from the time the
//   request was *due*, so a late client or a full pool counts against the server, never for it.
//   (autocannon's own overallRate is not used: it sends each connection's whole per-second budget at
//   the start of every second, 50 connections at once, which is a periodic burst, not a rate.)
// - cycle: every request takes the next entry of `requests` ([{ method, path, body? }]) in turn.
// - soak:  mixed reads and writes; `soak.reads` are cycled like above, and every `soak.writeEvery`-th
//          request is a write (a note on an office or a new company) with a unique text; every accepted
//          write (2xx) is reported so the caller can read it back afterwards.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const target = new URL(config.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  throw new Error(`load only goes to loopback, not ${target.hostname}`);
}

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function fire({ durationSec, record, connections = config.connections }) {
  const latencies = [];
  const statuses = {};
  const accepted = [];
  let counter = 0;
  let writeCounter = 0;
  const headers = { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' };
  const runTag = `${process.pid}-${Date.now().toString(36)}`;

  const next = () => {
    counter += 1;
    if (config.mode === 'soak' && counter % config.soak.writeEvery === 0) {
      writeCounter += 1;
      const n = writeCounter;
      if (n % 4 === 0) {
        const name = `Soak Realty ${runTag} ${n}`;
        return {
          method: 'POST',
          path: '/companies',
          body: JSON.stringify({ name, active: true }),
          write: { kind: 'company', name },
        };
      }
      const officeId = 1 + ((n * 7919) % config.soak.officeCount);
      const text = `soak note ${runTag} ${n}`;
      return {
        method: 'POST',
        path: `/Office/notes/${officeId}`,
        body: JSON.stringify({ text }),
        write: { kind: 'note', officeId, text },
      };
    }
    const list = config.mode === 'soak' ? config.soak.reads : config.requests;
    return list[counter % list.length];
  };

  const instance = autocannon({
    url: config.url,
    connections,
    duration: durationSec,
    pipelining: 1,
    timeout: config.timeoutSec ?? 10,
    headers,
    requests: [
      {
        setupRequest: (request, context) => {
          const item = next();
          context.item = item;
          // A fresh headers object each time: autocannon adds Content-Length to the object it is given.
          return {
            ...request,
            method: item.method,
            path: item.path,
            body: item.body,
            headers: { ...headers },
          };
        },
        onResponse: (status, body, context) => {
          if (!record) return;
          const item = context.item;
          if (item?.write && status >= 200 && status < 300) {
            try {
              const id = JSON.parse(body)?.data?.id;
              accepted.push({ ...item.write, id });
            } catch {
              accepted.push({ ...item.write, id: null });
            }
          }
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!record) return;
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    durationSec,
    connections,
    requests: latencies.length,
    throughputRps: Math.round((latencies.length / durationSec) * 10) / 10,
    latencyMs: {
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? null,
      mean: latencies.length
        ? Math.round((latencies.reduce((a, b) => a + b, 0) / latencies.length) * 100) / 100
        : null,
    },
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    writesSent: writeCounter,
    accepted,
  };
}

/** The bounded (paced, open-loop) load: `ratePerSec` requests a second, evenly spaced. */
async function paced({ durationSec, record, connections = config.connections, ratePerSec }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { authorization: `Bearer ${config.token}` };
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let counter = 0;
  const interval = 1000 / ratePerSec;
  const total = Math.round(durationSec * ratePerSec);
  const t0 = performance.now();
  const inFlight = new Set();
  const send = (due) => {
    counter += 1;
    const item = config.requests[counter % config.requests.length];
    const done = new Promise((resolve) => {
      const req = http.request(
        { host: target.hostname, port: target.port, path: item.path, method: item.method, headers, agent },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (record) {
              latencies.push(performance.now() - due);
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      req.setTimeout((config.timeoutSec ?? 10) * 1000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && t0 + sent * interval <= now) {
      send(t0 + sent * interval);
      sent += 1;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(interval, t0 + sent * interval - now))));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 1000) / 1000);
  return {
    durationSec,
    connections,
    ratePerSec,
    requests: latencies.length,
    throughputRps: Math.round((latencies.length / durationSec) * 10) / 10,
    latencyMs: {
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? null),
      mean: latencies.length
        ? Math.round((latencies.reduce((a, b) => a + b, 0) / latencies.length) * 100) / 100
        : null,
    },
    statuses,
    errors,
    timeouts: 0,
    non2xx: Object.entries(statuses).reduce((n, [s, c]) => n + (s.startsWith('2') ? 0 : c), 0),
    writesSent: 0,
    accepted: [],
  };
}

if (config.ratePerSec) {
  if (config.warmupSec > 0)
    await paced({ durationSec: config.warmupSec, record: false, ratePerSec: config.ratePerSec });
  const out = await paced({ durationSec: config.durationSec, record: true, ratePerSec: config.ratePerSec });
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

// Warm-up (JIT, caches); `warmupConnections` lets a slow peer warm up without a backlog that would
// still be queued when the measured run starts.
if (config.warmupSec > 0) {
  await fire({
    durationSec: config.warmupSec,
    record: false,
    connections: config.warmupConnections ?? config.connections,
  });
}
const out = await fire({ durationSec: config.durationSec, record: true });
process.stdout.write(`${JSON.stringify(out)}\n`);
