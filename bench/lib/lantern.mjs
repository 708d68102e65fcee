// What Lighthouse's simulated (Lantern) metrics are made of: after a Lighthouse run in this process,
// the nodes of each simulation with their simulated times. The critical path of a metric is the chain
// of nodes, from the last one to end back to the document, each held up by the dependency that ended
// last; the network list shows what shared the simulated connection meanwhile.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60);

function describe(node, t) {
  const span = `${String(Math.round(t.startTime)).padStart(6)}–${String(Math.round(t.endTime)).padEnd(6)}`;
  if (node.type === 'cpu') {
    const observed = Math.round((node.endTime - node.startTime) / 1000);
    return `${span} main thread, ${Math.round(t.endTime - t.startTime)} ms simulated (${observed} ms observed)`;
  }
  return `${span} ${String(node.request.transferSize ?? 0).padStart(7)} B ${short(node.request.url)}`;
}

/** The simulation's nodes and times, e.g. 'optimisticLargestContentfulPaint'. */
export function simulation(label) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
  if (!timings) throw new Error(`no Lantern simulation "${label}" (run Lighthouse in this process first)`);
  return timings;
}

export function criticalPath(timings) {
  let [node] = [...timings].reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
  const path = [];
  while (node) {
    path.push(describe(node, timings.get(node)));
    node = node
      .getDependencies()
      .filter((dep) => timings.has(dep))
      .reduce((a, b) => (a && timings.get(a).endTime >= timings.get(b).endTime ? a : b), null);
  }
  return path;
}

export function networkNodes(timings) {
  const nodes = [...timings].filter(([node]) => node.type === 'network');
  nodes.sort((a, b) => a[1].startTime - b[1].startTime);
  return {
    lines: nodes.map(([node, t]) => describe(node, t)),
    bytes: nodes.reduce((sum, [node]) => sum + (node.request.transferSize ?? 0), 0),
  };
}
