// Summarizes a V8 .cpuprofile: self and total time per function and per file, to find what to fix.
import { readFileSync } from 'node:fs';

/**
 * `source` may be a file path or a profile object. `resolve(callFrame)` may map a frame of minified code
 * to its original place ("name source:line"), e.g. through a source map.
 */
export function summarizeProfile(source, { top = 25, resolve, raw = false } = {}) {
  const profile = typeof source === 'string' ? JSON.parse(readFileSync(source, 'utf8')) : source;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map();
  const byFile = new Map();
  const inclusive = new Map();
  for (const [id, us] of self) {
    const n = nodes.get(id);
    const cf = n.callFrame;
    const short = (cf.url || '(native)').replace(/^.*\/(node_modules\/|work\/main\/)/, '$1');
    const key = frameKey(cf, resolve);
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    byFile.set(short, (byFile.get(short) ?? 0) + us);
    // inclusive time: walk up the stack once per distinct frame
    const seen = new Set();
    let cur = id;
    while (cur !== undefined) {
      const k = frameKey(nodes.get(cur).callFrame, resolve);
      if (!seen.has(k)) {
        inclusive.set(k, (inclusive.get(k) ?? 0) + us);
        seen.add(k);
      }
      cur = parent.get(cur);
    }
  }
  if (raw) return { total, byFn, byFile, inclusive };
  const fmt = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => ({ ms: Math.round(us / 1000), pct: Math.round((us / total) * 1000) / 10, what: k }));
  return {
    totalMs: Math.round(total / 1000),
    selfByFunction: fmt(byFn),
    selfByFile: fmt(byFile),
    inclusive: fmt(inclusive),
  };
}

function frameKey(cf, resolve) {
  const mapped = resolve?.(cf);
  if (mapped) return mapped;
  const short = (cf.url || '(native)').replace(/^.*\/(node_modules\/|work\/main\/)/, '$1');
  return `${cf.functionName || '(anonymous)'} ${short}:${cf.lineNumber + 1}`;
}

/** Summarizes several profiles (e.g. one per measured action) as one. */
export function summarizeProfiles(sources, { top = 25, resolve } = {}) {
  const sum = { total: 0, byFn: new Map(), byFile: new Map(), inclusive: new Map() };
  for (const source of sources) {
    const r = summarizeProfile(source, { resolve, raw: true });
    sum.total += r.total;
    for (const key of ['byFn', 'byFile', 'inclusive']) {
      for (const [k, v] of r[key]) sum[key].set(k, (sum[key].get(k) ?? 0) + v);
    }
  }
  const fmt = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => ({
        ms: Math.round(us / 1000),
        pct: Math.round((us / sum.total) * 1000) / 10,
        what: k,
      }));
  return {
    totalMs: Math.round(sum.total / 1000),
    selfByFunction: fmt(sum.byFn),
    selfByFile: fmt(sum.byFile),
    inclusive: fmt(sum.inclusive),
  };
}
