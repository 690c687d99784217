import { Collection } from '../storage/collection';
import { Index } from '../storage/collection-index';
import { Collation, hasStrings } from '../common/collation';
import { badValue } from '../common/errors';
import { Doc, isPlainObject, keyOf, SortSpec } from '../common/values';

/** The query planner: which index (if any) serves a filter and a sort, and how. */

/** Equality value of a filter field when it pins one value ({f: v} or {f: {$eq: v}}), else undefined. */
export function equalityOf(filter: Doc, field: string): { v: any } | undefined {
  if (!Object.prototype.hasOwnProperty.call(filter, field)) return undefined;
  const cond = filter[field];
  if (cond instanceof RegExp || Array.isArray(cond)) return undefined;
  if (isPlainObject(cond)) {
    const keys = Object.keys(cond);
    if (keys.length === 1 && keys[0] === '$eq' && !(cond.$eq instanceof RegExp) && !Array.isArray(cond.$eq) && !isPlainObject(cond.$eq)) return { v: cond.$eq };
    if (keys.some((k) => k.startsWith('$'))) return undefined;
    return undefined; // embedded document equality: leave to the matcher
  }
  if (cond === null || cond === undefined) return undefined; // null also matches missing fields
  return { v: cond };
}

const badHint = () => badValue('hint provided does not correspond to an existing index');

/** The index a hint names (by name or key pattern), 'natural' for {$natural: ±1}, undefined for no hint. */
export function resolveHint(coll: Collection, hint: unknown): Index | 'natural' | undefined {
  if (hint === undefined || hint === null || hint === '') return undefined;
  let ix: Index | undefined;
  if (typeof hint === 'string') ix = coll.indexes.get(hint);
  else if (isPlainObject(hint)) {
    if (!Object.keys(hint).length) return undefined;
    if ('$natural' in hint) return 'natural';
    ix = [...coll.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(hint));
  } else throw badValue('hint must be a string or an object');
  if (!ix || ix.spec.hidden) throw badHint();
  return ix;
}

export interface Plan {
  index: Index;
  prefix: any[];
  ordered: boolean;
  reverse: boolean;
  /** At most this many entries are read, then `fallback` runs instead (an ordered walk chosen over a range). */
  budget?: number;
  fallback?: Plan;
}

/**
 * An index serves a query's string equalities and its order only when both have the same collation; with another
 * collation it still serves equalities on values without strings (those compare alike under every collation).
 * `want` is skip + limit (0: no limit): see orderedInstead.
 */
export function chooseIndex(coll: Collection, filter: Doc, sort: SortSpec, collation: Collation | null, want = 0): Plan | undefined {
  let best: (Plan & { score: number }) | undefined;
  const ordered: Plan[] = [];
  for (const ix of coll.indexes.values()) {
    if (!ix.usableForScan) continue;
    const p = planFor(ix, filter, sort, false, collation);
    if (p && (!best || p.score > best.score)) best = p;
    if (p?.ordered) ordered.push(p);
  }
  return best && want && !best.ordered && ordered.length ? (orderedInstead(coll, best, ordered, want) ?? best) : best;
}

/** Below this many index entries, the equality plan's in-memory sort is cheap: the planner's first choice stands. */
const SMALL_RANGE = 1000;

/**
 * The best plan narrows by equality but leaves the sort to memory, reading its whole range (the newest recipes of a
 * cuisine: a fifth of the collection). With a limit, an index walked in sort order, the filter tested on each entry,
 * stops after `want` matches: about want * (its entries / matching entries) of them, the matches being at most the
 * equality range. That plan is taken when it reads at least 4 times fewer entries (mongod races the plans instead),
 * with the equality plan to fall back on.
 */
function orderedInstead(coll: Collection, best: Plan, ordered: Plan[], want: number): Plan | undefined {
  const size = (p: Plan) => (p.prefix.length ? rangeSize(coll, p) : coll.docs.size);
  const matching = size(best);
  if (matching <= SMALL_RANGE) return undefined;
  let choice: Plan | undefined;
  let cost = matching / 4;
  for (const p of ordered) {
    const reads = (want * size(p)) / matching;
    if (reads < cost) [choice, cost] = [p, reads];
  }
  // The estimate assumes matches spread evenly along the sort order; where they gather at its far end, the walk stops
  // after as many entries as the range holds and the range is sorted after all (at worst twice the range's reads).
  return choice && { ...choice, budget: matching, fallback: best };
}

function rangeSize(coll: Collection, p: Plan): number {
  const [start, end] = p.index.range(coll, p.prefix);
  return end - start;
}

/**
 * How one index would serve the query: its equality prefix and whether its order gives the sort. A forced (hinted)
 * index is used even when it helps with neither; one the planner cannot range-scan (multikey, sparse, partial) is
 * then walked whole, in index order.
 */
export function planFor(ix: Index, filter: Doc, sort: SortSpec, forced: boolean, collation: Collation | null): (Plan & { score: number }) | undefined {
  if (forced && !ix.usableForScan) return { index: ix, prefix: [], ordered: false, reverse: false, score: 0 };
  {
    const sameCollation = ix.collation === collation;
    const prefix: any[] = [];
    for (const [f] of ix.fields) {
      const eq = equalityOf(filter, f);
      if (!eq || (!sameCollation && hasStrings(eq.v))) break;
      prefix.push(eq.v);
    }
    // Sort fields pinned by equality do not affect order.
    const pinned = new Set(ix.fields.slice(0, prefix.length).map(([f]) => f));
    const rest = sort.filter(([f]) => !pinned.has(f));
    let ordered = rest.length === 0 && sort.length > 0;
    let reverse = false;
    if (rest.length && rest.length <= ix.fields.length - prefix.length) {
      const fwd = rest.every(([f, d], i) => ix.fields[prefix.length + i][0] === f && ix.fields[prefix.length + i][1] === d);
      const rev = rest.every(([f, d], i) => ix.fields[prefix.length + i][0] === f && ix.fields[prefix.length + i][1] === -d);
      ordered = fwd || rev;
      reverse = !fwd && rev;
    }
    if (!sort.length || !sameCollation) ordered = false;
    const score = prefix.length * 4 + (ordered ? 3 : 0);
    return score > 0 || forced ? { index: ix, prefix, ordered, reverse, score } : undefined;
  }
}
