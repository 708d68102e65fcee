// The load generator, run as its own process (`node load-worker.mjs <config.json>`), so the server under
// test and the client never share an event loop. Drives autocannon against 127.0.0.1 only and prints
// one JSON line with the result.
//
// Config: { url, connections, durationSec, warmupSec, token, mode: 'cycle' | 'soak', requests, soak }
// - cycle: every request takes the next entry of `requests` ([{ method, path, body? }]) in turn.
// - soak:  mixed reads and writes; `soak.reads` are cycled like above, and every `soak.writeEvery`-th
//          request is a write (a note on an office or a new company) with a unique text; every accepted
//          write (2xx) is reported so the caller can read it back afterwards.
import { readFileSync } from 'node:fs';
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
