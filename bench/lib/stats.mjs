// Small statistics helpers: medians and spreads over repeated runs.

/** The q-quantile (0..1) of numbers, by nearest rank on the sorted list. */
export function quantile(values, q) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => quantile(values, 0.5);

/** Median, min, max and the interquartile spread of repeated measurements. */
export function summary(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return { median: null, min: null, max: null, p25: null, p75: null, n: 0 };
  return {
    median: round(median(finite)),
    min: round(Math.min(...finite)),
    max: round(Math.max(...finite)),
    p25: round(quantile(finite, 0.25)),
    p75: round(quantile(finite, 0.75)),
    n: finite.length,
  };
}

export function round(value, digits = 2) {
  if (value === null || value === undefined || !Number.isFinite(value)) return value ?? null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** ours ÷ peer, or null when either is missing or the peer is 0. */
export function ratio(ours, peer) {
  if (ours === null || peer === null || ours === undefined || peer === undefined || peer === 0) return null;
  return round(ours / peer, 3);
}
