'use strict';
/** Order statistics of timed samples: the median, the 95th percentile, the extremes. */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1], count: sorted.length };
}

module.exports = { stats };
