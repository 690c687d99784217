import { Query } from 'mingo';
import { BSON } from 'bson';
import { Collection, DocEntry, idKey, Index } from './collection';
import { badValue } from './errors';
import { findTextEntries } from './text/find';
import { hasText } from './text/search';
import { compareValues, Doc, isPlainObject, makeComparator, parseSort, SortSpec } from './values';

/** Equality value of a filter field when it pins one value ({f: v} or {f: {$eq: v}}), else undefined. */
function equalityOf(filter: Doc, field: string): { v: any } | undefined {
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

export interface FindOptions {
  filter: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number; // 0 = no limit
  /** Filled with each returned document's text score when the filter holds $text. */
  textScores?: Map<DocEntry, number>;
}

export function compileFilter(filter: Doc): ((d: Doc) => boolean) | null {
  if (!filter || !Object.keys(filter).length) return null;
  try {
    const q = new Query(filter);
    return (d) => q.test(d);
  } catch (e) {
    throw badValue((e as Error).message);
  }
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
  if (!coll) return [];
  if (hasText(opts.filter)) return findTextEntries(coll, opts);
  const filter = opts.filter ?? {};
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const sortSpec = parseSort(opts.sort);
  const test = compileFilter(filter);
  const matchesFilter = (e: DocEntry) => !test || test(e.doc);
  const matches = matchesFilter;
  const cmpDocs = sortSpec.length ? makeComparator(sortSpec) : null;
  const cmp = cmpDocs ? (a: DocEntry, b: DocEntry) => cmpDocs(a.doc, b.doc) || a.seq - b.seq : null;

  const finish = (cands: DocEntry[], sorted: boolean): DocEntry[] => {
    if (cmp && !sorted) cands.sort(cmp);
    return limit ? cands.slice(skip, skip + limit) : cands.slice(skip);
  };

  // 1. Point lookups by _id.
  const idEq = equalityOf(filter, '_id');
  if (idEq) {
    const e = coll.docs.get(idKey(idEq.v));
    return finish(e && matches(e) ? [e] : [], false);
  }
  const idCond = filter._id;
  if (isPlainObject(idCond) && Object.keys(idCond).length === 1 && Array.isArray(idCond.$in) && !idCond.$in.some((v: any) => v instanceof RegExp)) {
    const out: DocEntry[] = [];
    const seen = new Set<string>();
    for (const v of idCond.$in) {
      const k = idKey(v);
      const e = coll.docs.get(k);
      if (e && !seen.has(k) && matches(e)) out.push(e);
      seen.add(k);
    }
    return finish(out, false);
  }

  // 2. Unique index fully pinned by equalities.
  for (const ix of coll.indexes.values()) {
    if (!ix.unique || ix.isId || ix.sparse || ix.spec.partialFilterExpression) continue;
    const eqs = ix.fields.map(([f]) => equalityOf(filter, f));
    if (eqs.every((x) => x)) {
      const owner = ix.map.get(eqs.map((x) => idKeyPart(x!.v)).join('\u0001'));
      const e = owner !== undefined ? coll.docs.get(owner) : undefined;
      return finish(e && matches(e) ? [e] : [], false);
    }
  }

  // 3. Index range / ordered scan.
  const plan = chooseIndex(coll, filter, sortSpec);
  if (plan) {
    const view = plan.index.view(coll);
    const [start, end] = plan.prefix.length ? plan.index.range(coll, plan.prefix) : [0, view.length];
    const want = plan.ordered && limit ? skip + limit : Infinity;
    const out: DocEntry[] = [];
    // When the filter is exactly the index's equality prefix, every entry in the range matches.
    const pinned = plan.index.fields.slice(0, plan.prefix.length).map(([f]) => f);
    const covered = Object.keys(filter).every((k) => pinned.includes(k));
    const matches = covered ? () => true : matchesFilter;
    if (plan.reverse) {
      for (let i = end - 1; i >= start && out.length < want; i--) if (matches(view[i].e)) out.push(view[i].e);
    } else {
      for (let i = start; i < end && out.length < want; i++) if (matches(view[i].e)) out.push(view[i].e);
    }
    if (plan.ordered) return limit ? out.slice(skip, skip + limit) : out.slice(skip);
    if (cmp && limit) return topK(out, skip + limit, cmp).slice(skip);
    return finish(out, false);
  }

  // 4. Full scan.
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

/** Number of matching documents, answered from an index range alone when the filter is its equality prefix. */
export function countMatching(coll: Collection | undefined, filter: Doc): number {
  if (!coll) return 0;
  const keys = Object.keys(filter ?? {});
  if (!keys.length) return coll.docs.size;
  const plan = chooseIndex(coll, filter, []);
  if (plan && plan.prefix.length) {
    const pinned = plan.index.fields.slice(0, plan.prefix.length).map(([f]) => f);
    if (keys.every((k) => pinned.includes(k))) {
      const [start, end] = plan.index.range(coll, plan.prefix);
      return end - start;
    }
  }
  return findEntries(coll, { filter }).length;
}

interface Plan {
  index: Index;
  prefix: any[];
  ordered: boolean;
  reverse: boolean;
}

function chooseIndex(coll: Collection, filter: Doc, sort: SortSpec): Plan | undefined {
  let best: (Plan & { score: number }) | undefined;
  for (const ix of coll.indexes.values()) {
    if (!ix.usableForScan) continue;
    const prefix: any[] = [];
    for (const [f] of ix.fields) {
      const eq = equalityOf(filter, f);
      if (!eq) break;
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
    if (!sort.length) ordered = false;
    const score = prefix.length * 4 + (ordered ? 3 : 0);
    if (score > 0 && (!best || score > best.score)) best = { index: ix, prefix, ordered, reverse, score };
  }
  return best;
}

// ------------------------------------------------------------ projection

function parseProjection(proj: Doc): { mode: 'include' | 'exclude'; tree: Doc; idOut: boolean } | null {
  let mode: 'include' | 'exclude' | undefined;
  let idOut = false;
  let idIn = false;
  const tree: Doc = {};
  for (const [k, raw] of Object.entries(proj)) {
    const v = typeof raw === 'object' && raw !== null && typeof raw.valueOf === 'function' && (raw as any)._bsontype ? Number(raw.valueOf()) : raw;
    if (typeof v !== 'number' && typeof v !== 'boolean') return null;
    if (k.includes('$')) return null;
    const on = !!v;
    if (k === '_id') {
      idOut = !on;
      idIn = on;
      continue;
    }
    const m = on ? 'include' : 'exclude';
    if (mode && mode !== m) throw badValue(`Cannot do ${m === 'include' ? 'inclusion' : 'exclusion'} on field ${k} in ${mode === 'include' ? 'inclusion' : 'exclusion'} projection`);
    mode = m;
    let node = tree;
    const parts = k.split('.');
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = true;
      else {
        if (node[p] === true) return;
        node[p] = node[p] ?? {};
        node = node[p];
      }
    });
  }
  return { mode: mode ?? (idIn ? 'include' : 'exclude'), tree, idOut };
}

function include(v: any, tree: Doc): any {
  if (Array.isArray(v)) return v.filter((x) => isPlainObject(x) || Array.isArray(x)).map((x) => include(x, tree));
  if (!isPlainObject(v)) return undefined;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    if (!(k in tree)) continue;
    if (tree[k] === true) out[k] = v[k];
    else {
      const sub = include(v[k], tree[k]);
      if (sub !== undefined) out[k] = sub;
    }
  }
  return out;
}

function exclude(v: any, tree: Doc): any {
  if (Array.isArray(v)) return v.map((x) => (isPlainObject(x) || Array.isArray(x) ? exclude(x, tree) : x));
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    if (!(k in tree)) out[k] = v[k];
    else if (tree[k] !== true) out[k] = exclude(v[k], tree[k]);
  }
  return out;
}

/** Size in bytes of a BSON element's value of the given type starting at `p` (for copying elements as bytes). */
function valueSize(buf: Buffer, type: number, p: number): number {
  switch (type) {
    case 0x01: case 0x09: case 0x11: case 0x12: return 8;
    case 0x02: case 0x0d: case 0x0e: return 4 + buf.readInt32LE(p);
    case 0x03: case 0x04: case 0x0f: return buf.readInt32LE(p);
    case 0x05: return 5 + buf.readInt32LE(p);
    case 0x06: case 0x0a: case 0xff: case 0x7f: return 0;
    case 0x07: return 12;
    case 0x08: return 1;
    case 0x0b: { const a = buf.indexOf(0, p); return buf.indexOf(0, a + 1) + 1 - p; }
    case 0x0c: return 4 + buf.readInt32LE(p) + 12;
    case 0x10: return 4;
    case 0x13: return 16;
    default: throw new Error(`unknown BSON type ${type}`);
  }
}

/** Top-level inclusion/exclusion done on the stored bytes: no decoding, exact types, field order kept. */
function projectTopLevel(raw: Uint8Array, fields: Set<string>, include: boolean, idOut: boolean): Uint8Array {
  const buf = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const parts: Buffer[] = [];
  let p = 4;
  while (p < buf.length - 1) {
    const type = buf[p];
    const nameEnd = buf.indexOf(0, p + 1);
    const name = buf.toString('utf8', p + 1, nameEnd);
    const end = nameEnd + 1 + valueSize(buf, type, nameEnd + 1);
    const keep = name === '_id' ? !idOut : include ? fields.has(name) : !fields.has(name);
    if (keep) parts.push(buf.subarray(p, end));
    p = end;
  }
  const body = Buffer.concat(parts);
  const out = Buffer.alloc(body.length + 5);
  out.writeInt32LE(out.length, 0);
  body.copy(out, 4);
  return out;
}

/** Applies a find projection; returns the BSON bytes to send. Plain inclusion/exclusion keeps exact BSON types. */
export function project(entry: DocEntry, projection: Doc | undefined): Uint8Array {
  if (!projection || !Object.keys(projection).length) return entry.raw;
  const parsed = parseProjection(projection);
  if (parsed && Object.values(parsed.tree).every((v) => v === true)) {
    return projectTopLevel(entry.raw, new Set(Object.keys(parsed.tree)), parsed.mode === 'include', parsed.idOut);
  }
  if (parsed) {
    const typed = BSON.deserialize(entry.raw, { promoteValues: false, promoteBuffers: false }) as Doc;
    let out: Doc = parsed.mode === 'include' ? include(typed, parsed.tree) : exclude(typed, parsed.tree);
    if (parsed.mode === 'include' && !parsed.idOut && '_id' in typed) out = { _id: typed._id, ...out };
    if (parsed.idOut) delete out._id;
    return BSON.serialize(out);
  }
  try {
    const res = new Query({}).find([entry.doc], projection).all()[0] as Doc;
    return BSON.serialize(res);
  } catch (e) {
    throw badValue((e as Error).message);
  }
}

export { compareValues };
