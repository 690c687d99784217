import { Collection, idKey } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { chooseIndex, equalityOf, Plan, planFor, resolveHint } from './query-plan';
import { testEntry } from './schema-filter';
import { Doc, isObjectId, isPlainObject, makeComparator, parseSort } from '../common/values';
import { Collation, hasStrings } from '../common/collation';
import { findTextEntries } from './text/find';
import { hasText } from './text/search';
import { compileFilter } from './compile-filter';
import type { Deadline } from '../common/deadline';
import { FindOptions } from './find-options';

/** A filter over stored entries (a `$jsonSchema` in it sees the exact BSON types of the entry). */
function compileEntryFilter(filter: Doc, collation?: Collation | null): ((e: DocEntry) => boolean) | null {
  const test = compileFilter(filter, collation);
  if (!test) return null;
  return mentionsJsonSchema(filter) ? (e) => testEntry(e, (d) => test(d, e.raw)) : (e) => test(e.doc, e.raw);
}

/** $jsonSchema is a top-level operator: it can only appear at the top or inside $and / $or / $nor. */
function mentionsJsonSchema(filter: Doc): boolean {
  for (const k in filter) {
    if (k === '$jsonSchema') return true;
    if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(filter[k]) && filter[k].some((f: unknown) => isPlainObject(f) && mentionsJsonSchema(f))) return true;
  }
  return false;
}

/** Bounded top-k selection: keeps the k smallest under cmp without sorting everything. */
function topK(items: Iterable<DocEntry>, k: number, cmp: (a: DocEntry, b: DocEntry) => number): DocEntry[] {
  const out: DocEntry[] = [];
  for (const it of items) {
    if (out.length === k && cmp(it, out[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(out[mid], it) <= 0) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, it);
    if (out.length > k) out.pop();
  }
  return out;
}

/**
 * Returns the matching entries in result order with skip/limit applied.
 * Plans: _id / unique-index hash lookups; an index whose equality prefix and/or order matches (range scan,
 * early stop after skip+limit); otherwise a scan with bounded top-k for sort+limit.
 */
export function findEntries(coll: Collection | undefined, opts: FindOptions): DocEntry[] {
  const report = opts.report;
  if (!coll) {
    if (report) report.stage = 'EOF';
    return [];
  }
  if (hasText(opts.filter)) return findTextEntries(coll, opts);
  const filter = opts.filter ?? {};
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const sortSpec = parseSort(opts.sort);
  const collation = opts.collation ?? null;
  // A filter of plain equalities cannot be malformed, so it is compiled only if a plan still has to test documents.
  let test: ((e: DocEntry) => boolean) | null | undefined = isEqualityOnly(filter) ? undefined : compileEntryFilter(filter, collation);
  const hinted = resolveHint(coll, opts.hint);
  const deadline = opts.deadline;
  // With a report (explain), every document looked at is counted; with a deadline (maxTimeMS), every one ticks it.
  const counted = (m: (e: DocEntry) => boolean) => (report ? (e: DocEntry) => (report.docsExamined++, m(e)) : m);
  const timed = (m: (e: DocEntry) => boolean) => (deadline ? (e: DocEntry) => (deadline.tick(), m(e)) : m);
  const matchesFilter = timed(
    counted((e: DocEntry) => {
      if (test === undefined) test = compileEntryFilter(filter, collation);
      return !test || test(e);
    }),
  );
  const matches = matchesFilter;
  const always = timed(counted(() => true));
  const cmpDocs = sortSpec.length ? (collation ? makeComparator(sortSpec, collation.compareValues) : makeComparator(sortSpec)) : null;
  // The _id map and the unique-index maps hash values by their bytes: a collation makes strings equal that hash apart.
  const hashable = (v: any) => !collation || !hasStrings(v);
  const cmpEntries = cmpDocs ? (a: DocEntry, b: DocEntry) => cmpDocs(a.doc, b.doc) || a.seq - b.seq : null;
  const cmp = cmpEntries && deadline ? (a: DocEntry, b: DocEntry) => (deadline.tick(), cmpEntries(a, b)) : cmpEntries;

  const finish = (cands: DocEntry[], sorted: boolean): DocEntry[] => {
    if (cmp && !sorted) cands.sort(cmp);
    return limit ? cands.slice(skip, skip + limit) : cands.slice(skip);
  };

  // 1. Point lookups by _id.
  const idEq = hinted ? undefined : equalityOf(filter, '_id');
  if (idEq && hashable(idEq.v)) {
    if (report) {
      report.stage = 'IDHACK';
      report.keysExamined = coll.docs.has(idKey(idEq.v)) ? 1 : 0;
    }
    const e = coll.docs.get(idKey(idEq.v));
    // An ObjectId or a string hashes exactly (numbers do not: 2^53 + 1 as a long and as a double share a key).
    const exact = Object.keys(filter).length === 1 && (typeof idEq.v === 'string' || isObjectId(idEq.v));
    return finish(e && (exact ? always(e) : matches(e)) ? [e] : [], false);
  }
  const idCond = filter._id;
  if (!hinted && isPlainObject(idCond) && Object.keys(idCond).length === 1 && Array.isArray(idCond.$in) && !idCond.$in.some((v: any) => v instanceof RegExp || !hashable(v))) {
    const out: DocEntry[] = [];
    const seen = new Set<string>();
    for (const v of idCond.$in) {
      const k = idKey(v);
      const e = coll.docs.get(k);
      if (e && !seen.has(k) && matches(e)) out.push(e);
      seen.add(k);
    }
    if (report) Object.assign(report, { stage: 'IXSCAN', index: coll.indexes.get('_id_'), prefix: undefined, keysExamined: seen.size, sortInMemory: !!cmp });
    return finish(out, false);
  }

  // 2. Unique index fully pinned by equalities.
  for (const ix of hinted ? [] : coll.indexes.values()) {
    if (!ix.hashUnique || ix.sparse || ix.spec.partialFilterExpression || ix.spec.hidden) continue;
    const eqs = ix.fields.map(([f]) => equalityOf(filter, f));
    if (eqs.every((x) => x && hashable(x.v))) {
      const owner = ix.map.get(eqs.map((x) => idKeyPart(x!.v)).join('\u0001'));
      const e = owner !== undefined ? coll.docs.get(owner) : undefined;
      if (report) Object.assign(report, { stage: 'IXSCAN', index: ix, prefix: eqs.map((x) => x!.v), keysExamined: e ? 1 : 0 });
      return finish(e && matches(e) ? [e] : [], false);
    }
  }

  // 3. Index range / ordered scan.
  let plan: Plan | undefined = hinted === 'natural' ? undefined : hinted ? planFor(hinted, filter, sortSpec, true, collation) : chooseIndex(coll, filter, sortSpec, collation, limit ? skip + limit : 0);
  if (plan) {
    const page = report ? undefined : pageOfCoveredRange(coll, plan, filter, skip, limit);
    if (page) return page;
    /** The plan's entries in its order, filtered, stopped after `want`; undefined past `budget` entries read. */
    const scan = (p: Plan): DocEntry[] | undefined => {
      const view = p.index.view(coll);
      const [start, end] = p.prefix.length ? p.index.range(coll, p.prefix) : [0, view.length];
      const want = p.ordered && limit ? skip + limit : Infinity;
      const budget = p.budget ?? Infinity;
      const out: DocEntry[] = [];
      // When the filter is exactly the index's equality prefix, every entry in the range matches.
      const matches = coveredByPrefix(p, filter) ? always : matchesFilter;
      const step = p.reverse ? -1 : 1;
      let read = 0;
      for (let i = p.reverse ? end - 1 : start; i >= start && i < end && out.length < want; i += step) {
        if (++read > budget) return undefined;
        if (matches(view[i].e)) out.push(view[i].e);
      }
      return out;
    };
    // An ordered walk chosen over an equality range gives way to it once it has read as many entries as the range holds.
    let out = scan(plan);
    if (!out && plan.fallback) out = scan((plan = plan.fallback));
    if (!out) throw new Error('an index plan without a fallback stopped early');
    if (report) Object.assign(report, { stage: 'IXSCAN', index: plan.index, prefix: plan.prefix, reverse: plan.reverse, keysExamined: report.docsExamined, sortInMemory: !!cmp && !plan.ordered });
    if (plan.ordered) return limit ? out.slice(skip, skip + limit) : out.slice(skip);
    if (cmp && limit) return topK(out, skip + limit, cmp).slice(skip);
    return finish(out, false);
  }

  // 4. Full scan.
  if (report) report.sortInMemory = !!cmp;
  if (cmp && limit) {
    const gen = function* () {
      for (const e of coll.docs.values()) if (matches(e)) yield e;
    };
    return topK(gen(), skip + limit, cmp).slice(skip);
  }
  const out: DocEntry[] = [];
  const want = !cmp && limit ? skip + limit : Infinity;
  for (const e of coll.docs.values()) {
    if (out.length >= want) break;
    if (matches(e)) out.push(e);
  }
  return finish(out, false);
}

const idKeyPart = (v: any) => idKey(v);

/** Whether every field of the filter is one of the plan's equality-pinned index fields (every entry in range matches). */
function coveredByPrefix(plan: Plan, filter: Doc): boolean {
  const pinned = plan.index.fields.slice(0, plan.prefix.length).map(([f]) => f);
  return Object.keys(filter).every((k) => pinned.includes(k));
}

/**
 * A page read straight off the sorted index: when every entry of the plan's range matches and comes in result order,
 * the page is entries [skip, skip + limit) of the range, found by position, so a deep page costs what the first does
 * (no walk over the skipped entries). Undefined when the plan does not qualify.
 */
function pageOfCoveredRange(coll: Collection, plan: Plan, filter: Doc, skip: number, limit: number): DocEntry[] | undefined {
  if (!plan.ordered || plan.budget !== undefined || !coveredByPrefix(plan, filter)) return undefined;
  const view = plan.index.view(coll);
  const [start, end] = plan.prefix.length ? plan.index.range(coll, plan.prefix) : [0, view.length];
  const size = end - start;
  const count = Math.max(0, Math.min(limit || Infinity, size - skip));
  const out: DocEntry[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = view[plan.reverse ? end - 1 - skip - i : start + skip + i].e;
  return out;
}

/** Whether every clause of a filter is a plain equality ({f: v} or {f: {$eq: v}}) on a field, not an operator. */
function isEqualityOnly(filter: Doc): boolean {
  for (const k in filter) if (k.startsWith('$') || !equalityOf(filter, k)) return false;
  return true;
}

/** Number of matching documents, answered from an index range alone when the filter is its equality prefix. */
export function countMatching(coll: Collection | undefined, filter: Doc, hint?: unknown, deadline?: Deadline, collation: Collation | null = null): number {
  if (!coll) return 0;
  if (hint !== undefined && hint !== null) return findEntries(coll, { filter, hint, deadline, collation }).length;
  const keys = Object.keys(filter ?? {});
  if (!keys.length) return coll.docs.size;
  const plan = chooseIndex(coll, filter, [], collation);
  if (plan && plan.prefix.length) {
    const pinned = plan.index.fields.slice(0, plan.prefix.length).map(([f]) => f);
    if (keys.every((k) => pinned.includes(k))) {
      const [start, end] = plan.index.range(coll, plan.prefix);
      return end - start;
    }
  }
  return findEntries(coll, { filter, deadline, collation }).length;
}
