// The long main-thread tasks of a page load, from a Chromium trace with the V8 sampler on (the
// `disabled-by-default-v8.cpu_profiler` category): each task's start and length and the JavaScript it
// ran, by inclusive time. What Lighthouse's TBT counts is the long tasks after the first paint.

export const LOAD_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
];

/** JS samples of the main thread's V8 profile as [timestamp, node] pairs, with the node table. */
function samplesOf(events, pid) {
  const counts = new Map();
  for (const e of events)
    if (e.name === 'ProfileChunk' && e.pid === pid)
      counts.set(e.id, (counts.get(e.id) ?? 0) + (e.args.data.cpuProfile?.samples?.length ?? 0));
  const id = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const nodes = new Map();
  const samples = [];
  let t = 0;
  const chunks = events.filter((e) => (e.name === 'Profile' || e.name === 'ProfileChunk') && e.id === id);
  for (const e of chunks.sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'Profile') {
      t = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((sample, i) => {
      t += deltas[i];
      samples.push([t, sample]);
    });
  }
  return { nodes, samples };
}

/**
 * Tasks of the main thread longer than `minMs`, in order: start and length (ms from navigation start),
 * and the functions that ran in each by inclusive time (`name(callFrame)` names a frame; frames it
 * names null are skipped, as are React's and the scheduler's own).
 */
export function longTasks(events, { minMs = 50, name, top = 12 }) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = fcp?.tid ?? events.find((e) => e.name === 'EvaluateScript')?.tid;
  const pid = events.find((e) => e.tid === main)?.pid;
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.pid === pid);
  const start = navigations.at(-1)?.ts ?? Math.min(...events.filter((e) => e.tid === main).map((e) => e.ts));
  const { nodes, samples } = samplesOf(events, pid);
  const tasks = events
    .filter((e) => e.tid === main && e.name === 'RunTask' && e.dur > minMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  return {
    fcpMs: fcp ? (fcp.ts - start) / 1000 : null,
    tasks: tasks.map((task) => {
      const inclusive = new Map();
      for (let i = 0; i < samples.length - 1; i += 1) {
        const [ts, id] = samples[i];
        if (ts < task.ts || ts > task.ts + task.dur) continue;
        const ms = (samples[i + 1][0] - ts) / 1000;
        const seen = new Set();
        for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
          const what = name(node.callFrame);
          if (!what || seen.has(what) || /react-dom|scheduler\//.test(what)) continue;
          seen.add(what);
          inclusive.set(what, (inclusive.get(what) ?? 0) + ms);
        }
      }
      return {
        startMs: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        js: [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top),
      };
    }),
  };
}
