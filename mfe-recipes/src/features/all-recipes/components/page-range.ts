export type PageRangeItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered buttons to show: every page when there are few, otherwise the first, the last and the
 * current page with `siblings` neighbours on each side, with gaps (ellipses) for what is skipped.
 * The list always has the same length once compacted, so the buttons do not jump around while paging.
 */
export function compactPageRange(current: number, totalPages: number, siblings = 1): PageRangeItem[] {
  const slots = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);

  const page = Math.min(Math.max(current, 1), totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const showStartGap = left > 3;
  const showEndGap = right < totalPages - 2;
  const edgeCount = siblings * 2 + 3;

  if (!showStartGap) {
    return [...Array.from({ length: edgeCount }, (_, i) => i + 1), 'gap-end', totalPages];
  }
  if (!showEndGap) {
    return [1, 'gap-start', ...Array.from({ length: edgeCount }, (_, i) => totalPages - edgeCount + 1 + i)];
  }
  return [1, 'gap-start', ...Array.from({ length: right - left + 1 }, (_, i) => left + i), 'gap-end', totalPages];
}
