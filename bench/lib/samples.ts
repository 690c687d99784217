export interface Stats {
  median: number;
  p95: number;
  min: number;
  max: number;
  count: number;
}

/** Order statistics of timed samples: the median, the 95th percentile, the extremes. */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1], count: sorted.length };
}
