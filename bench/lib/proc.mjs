// Starting and stopping the servers a suite needs: by process id only, never by name.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 in [from, to]. */
export async function freePort(from, to) {
  for (let port = from; port <= to; port += 1) {
    const ok = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

/**
 * Spawns a long-running process in its own process group, collects its output, and waits until `url`
 * answers (any HTTP status below 500) or the process exits.
 */
export async function startServer(name, command, args, { env = {}, cwd, url, timeoutMs = 120_000 } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  const started = Date.now();
  if (url) {
    for (;;) {
      if (exited !== null)
        throw new Error(`${name} exited (${exited}) before answering:\n${output.slice(-2000)}`);
      if (Date.now() - started > timeoutMs) {
        stopServer({ child, name });
        throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000}s:\n${output.slice(-2000)}`);
      }
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (res.status < 500) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { name, child, pid: child.pid, output: () => output, startMs: Date.now() - started };
}

/** Stops a server started by startServer: its whole process group, TERM then KILL. */
export async function stopServer(server) {
  if (!server?.child || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const pid = server.child.pid;
  const gone = new Promise((resolve) => server.child.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5000);
  await gone;
  clearTimeout(timer);
}

/** Resident set size of a process (and its children in the same group are not counted), in MiB. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return null;
  }
}

/**
 * CPU accounting of a process (Linux /proc/<pid>/task/<tid>/schedstat): `cpuMs` the time all its threads
 * ran on a CPU, `waitMs` the time its main thread (the event loop, which answers every request) was
 * runnable but waiting for a CPU that other processes had. Sample before and after a run: a large wait
 * means the latency figures measure the machine's load, not the server.
 */
export function cpuSample(pid) {
  try {
    let cpu = 0;
    let wait = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const [run, delay] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').trim().split(/\s+/);
      cpu += Number(run);
      if (tid === String(pid)) wait = Number(delay);
    }
    return { cpuMs: cpu / 1e6, waitMs: wait / 1e6, at: performance.now() };
  } catch {
    return null;
  }
}

/** What a process did between two cpuSample()s: CPU ms, waiting-for-CPU ms, wall ms. */
export function cpuBetween(before, after) {
  if (!before || !after) return null;
  const r = (v) => Math.round(v);
  return {
    wallMs: r(after.at - before.at),
    cpuMs: r(after.cpuMs - before.cpuMs),
    waitForCpuMs: r(after.waitMs - before.waitMs),
  };
}
