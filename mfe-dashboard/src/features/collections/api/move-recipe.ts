/**
 * The ids in their new order after the one at `index` moves one place up (-1) or down (+1); the same order when it
 * cannot move that way (the first up, the last down).
 */
export function movedIds(ids: readonly string[], index: number, offset: -1 | 1): string[] {
  const target = index + offset;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
