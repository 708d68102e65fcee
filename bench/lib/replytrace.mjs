// What the main thread does between a search's reply and the bench's paint callback, read from a
// Chromium trace of the search (bench/profile.mjs search with TRACE=1): thread time, not wall time,
// so it stays comparable on a loaded machine. Top-level tasks are put under one of a few kinds.

const SEARCH = /\/(agents|companies|office\/search)[^?]*\?/i;

/** The end of the search call's reply (ResourceFinish), or null. */
export function replyFinish(events) {
  const ids = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && SEARCH.test(e.args?.data?.url ?? ''))
      .map((e) => e.args.data.requestId),
  );
  return events.find((e) => e.name === 'ResourceFinish' && ids.has(e.args?.data?.requestId)) ?? null;
}

function kindOf(task, inside) {
  if (inside.some((e) => /^(TimerFire|FunctionCall|RunMicrotasks)$/.test(e.name))) return 'script';
  if (inside.some((e) => e.name.startsWith('SVGImage'))) return 'page icon (SVG)';
  if (/BeginMainFrame|UpdateLifecycle|Document::UpdateStyleAndLayout/.test(task.name)) return 'frame';
  return task.name;
}

/**
 * Main-thread time from the reply to the bench's paint callback (its MessageChannel message), in ms,
 * and by kind; null when the trace has no reply or no callback.
 */
export function busyAfterReply(events) {
  const finish = replyFinish(events);
  if (!finish) return null;
  const main = finish.tid;
  const end = events.find(
    (e) =>
      e.tid === main &&
      e.ts > finish.ts &&
      e.name === 'FunctionCall' &&
      e.args?.data?.functionName === 'channel.port1.onmessage',
  );
  if (!end) return null;
  const slices = events
    .filter((e) => e.ph === 'X' && e.tid === main && e.ts >= finish.ts && e.ts < end.ts)
    .sort((a, b) => a.ts - b.ts);
  const byKind = {};
  let total = 0;
  let until = 0;
  for (const task of slices) {
    if (task.ts < until) continue; // nested in the task before
    until = task.ts + task.dur;
    total += task.dur / 1000;
    const inside = slices.filter((e) => e.ts >= task.ts && e.ts < until);
    const kind = kindOf(task, inside);
    byKind[kind] = (byKind[kind] ?? 0) + task.dur / 1000;
  }
  return { total, byKind };
}
