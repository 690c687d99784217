import { Query } from 'mingo';
import type { DocEntry } from './doc-entry';
import { Collation, storedCollation } from '../common/collation';
import { compareValues, Doc, getPath, keyOf, SortSpec, parseSort } from '../common/values';
import { isTextKey } from './text/spec';
import { TextIndex } from './text/text-index';

/**
 * What an index reads of the collection that holds it: its documents by id. A shape rather than the Collection class,
 * which imports this file.
 */
export interface IndexedDocs {
  readonly docs: ReadonlyMap<string, DocEntry>;
}

interface IndexItem {
  k: any[];
  e: DocEntry;
}

export class Index {
  readonly fields: SortSpec;
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly isId: boolean;
  /** The index's collation (null = simple): its order, and the equality its uniqueness is checked under. */
  readonly collation: Collation | null;
  /** Unique under the simple collation, checked through `map`; a collated unique index is checked on its sorted view. */
  readonly hashUnique: boolean;
  private readonly cmp: (a: any, b: any) => number;
  private readonly partial?: Query;
  /** unique indexes: canonical key -> document id. */
  readonly map = new Map<string, string>();
  /** Lazily (re)built sorted view used for sorted and range scans; kept up to date incrementally once built. */
  private sorted: IndexItem[] | null = null;
  /** Items added by bulk inserts since the last read; merged in one pass (sort k + merge n) on the next read. */
  private pendingAdds: IndexItem[] = [];
  multikey = false;
  /** Set for a text index: its inverted index replaces the sorted view. */
  readonly text?: TextIndex;

  constructor(
    readonly name: string,
    public spec: Doc, // replaced as a whole by collMod (hidden, expireAfterSeconds)
  ) {
    this.fields = parseSort(spec.key);
    this.isId = name === '_id_';
    this.unique = !!spec.unique || this.isId;
    this.sparse = !!spec.sparse;
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
    this.collation = storedCollation(spec.collation);
    this.cmp = this.collation ? this.collation.compareValues : compareValues;
    this.hashUnique = this.unique && !this.isId && !this.collation;
    if (isTextKey(spec.key)) this.text = new TextIndex(spec);
  }

  get usableForScan(): boolean {
    return !this.sparse && !this.partial && !this.multikey && !this.spec.hidden && !this.text;
  }

  covers(doc: Doc): boolean {
    if (this.partial && !this.partial.test(doc)) return false;
    if (this.sparse && this.fields.every(([f]) => getPath(doc, f) === undefined)) return false;
    return true;
  }

  /** Canonical keys of a document (several when an indexed field is an array). */
  keysOf(doc: Doc): string[] {
    if (!this.covers(doc)) return [];
    if (this.fields.length === 1) {
      const v = getPath(doc, this.fields[0][0]);
      if (!Array.isArray(v)) return [keyOf(v)];
    }
    let combos: any[][] = [[]];
    for (const [f] of this.fields) {
      const v = getPath(doc, f);
      const values = Array.isArray(v) ? (v.length ? v : [undefined]) : [v];
      if (Array.isArray(v)) this.multikey = true;
      const next: any[][] = [];
      for (const c of combos) for (const x of values) next.push([...c, x]);
      combos = next;
    }
    return [...new Set(combos.map((c) => c.map(keyOf).join('\u0001')))];
  }

  /** Marks the index multikey when a document has an array in an indexed field (then it is not used for scans). */
  noteMultikey(doc: Doc): void {
    if (this.multikey) return;
    for (const [f] of this.fields) if (Array.isArray(getPath(doc, f))) this.multikey = true;
  }

  keyValue(doc: Doc): Doc {
    const kv: Doc = {};
    for (const [f] of this.fields) {
      const v = getPath(doc, f);
      kv[f] = v === undefined ? null : v;
    }
    return kv;
  }

  private itemOf(e: DocEntry): IndexItem {
    return { k: this.fields.map(([f, d]) => sortValue(getPath(e.doc, f), d, this.cmp)), e };
  }

  private compareItems(a: IndexItem, b: IndexItem): number {
    for (let i = 0; i < this.fields.length; i++) {
      const c = this.cmp(a.k[i], b.k[i]);
      if (c) return c * this.fields[i][1];
    }
    return a.e.seq - b.e.seq;
  }

  private position(item: IndexItem): number {
    return firstNotBefore(this.sorted!, 0, (x) => this.compareItems(x, item) < 0);
  }

  onWrite(oldE: DocEntry | undefined, newE: DocEntry | undefined, bulk: boolean): void {
    if (this.text) return this.text.onWrite(oldE, newE);
    if (!this.sorted) return;
    // A collated unique index checks every write on its view, so it keeps the view exact instead of deferring bulk adds.
    if (this.unique && this.collation) bulk = false;
    if (bulk && !oldE) {
      if (newE && this.covers(newE.doc)) this.pendingAdds.push(this.itemOf(newE));
      if (this.pendingAdds.length > Math.max(4096, this.sorted.length)) this.invalidate();
      return;
    }
    // A single write must stay cheap: with many pending bulk adds, drop the view (rebuilt by the next read).
    if (this.pendingAdds.length > 4096) {
      this.invalidate();
      return;
    }
    this.mergePending();
    if (bulk) {
      this.sorted = null;
      return;
    }
    const oldItem = oldE && this.covers(oldE.doc) ? this.itemOf(oldE) : undefined;
    const newItem = newE && this.covers(newE.doc) ? this.itemOf(newE) : undefined;
    if (oldItem && newItem && this.compareItems(oldItem, newItem) === 0) {
      const p = this.position(oldItem);
      if (this.sorted[p]?.e === oldE) {
        this.sorted[p] = newItem;
        return;
      }
    }
    if (oldItem) {
      const p = this.position(oldItem);
      if (this.sorted[p]?.e !== oldE) {
        this.sorted = null;
        return;
      }
      if (newItem) return this.move(p, newItem);
      this.sorted.splice(p, 1);
    }
    if (newItem) this.sorted.splice(this.position(newItem), 0, newItem);
  }

  /**
   * The item at p becomes `item`, at its place in the order: only the entries between the two places shift (a like
   * moves a recipe past the few with its old count), where a removal and an insert would each shift half the index.
   */
  private move(p: number, item: IndexItem): void {
    const sorted = this.sorted!;
    const q = this.position(item); // with the old item still at p
    if (q > p) {
      for (let i = p; i < q - 1; i++) sorted[i] = sorted[i + 1];
      sorted[q - 1] = item;
    } else {
      for (let i = p; i > q; i--) sorted[i] = sorted[i - 1];
      sorted[q] = item;
    }
  }

  invalidate(): void {
    this.sorted = null;
    this.pendingAdds = [];
  }

  private mergePending(): void {
    if (!this.pendingAdds.length || !this.sorted) return;
    const adds = this.pendingAdds.sort((a, b) => this.compareItems(a, b));
    const old = this.sorted;
    const merged: IndexItem[] = new Array(old.length + adds.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < old.length && j < adds.length) merged[k++] = this.compareItems(old[i], adds[j]) <= 0 ? old[i++] : adds[j++];
    while (i < old.length) merged[k++] = old[i++];
    while (j < adds.length) merged[k++] = adds[j++];
    this.sorted = merged;
    this.pendingAdds = [];
  }

  view(coll: IndexedDocs): IndexItem[] {
    if (this.text) return [];
    this.mergePending();
    if (!this.sorted) {
      this.pendingAdds = [];
      const items: IndexItem[] = [];
      for (const e of coll.docs.values()) if (this.covers(e.doc)) items.push(this.itemOf(e));
      items.sort((a, b) => this.compareItems(a, b));
      this.sorted = items;
    }
    return this.sorted;
  }

  /** [start, end) of the items whose first prefix.length keys equal the given values. */
  range(coll: IndexedDocs, prefix: any[]): [number, number] {
    const s = this.view(coll);
    const cmp = (item: IndexItem) => {
      for (let i = 0; i < prefix.length; i++) {
        const c = this.cmp(item.k[i], sortValue(prefix[i], this.fields[i][1], this.cmp));
        if (c) return c * this.fields[i][1];
      }
      return 0;
    };
    const lo = firstNotBefore(s, 0, (x) => cmp(x) < 0);
    return [lo, firstNotBefore(s, lo, (x) => cmp(x) <= 0)];
  }

  /** Every combination of the indexed values of a document (arrays expanded), for collated uniqueness. */
  private valueCombos(doc: Doc): any[][] {
    let combos: any[][] = [[]];
    for (const [f] of this.fields) {
      const v = getPath(doc, f);
      const values = Array.isArray(v) ? (v.length ? v : [undefined]) : [v];
      combos = combos.flatMap((c) => values.map((x) => [...c, x]));
    }
    return combos;
  }

  private sameKey(a: any[], b: any[]): boolean {
    return a.every((x, i) => this.cmp(x, b[i]) === 0);
  }

  /** Collated unique index: whether another document already holds a key equal (under the collation) to doc's. */
  conflicts(coll: IndexedDocs, doc: Doc, selfId: string | undefined): boolean {
    if (!this.covers(doc)) return false;
    const combos = this.valueCombos(doc);
    if (combos.length === 1 && !this.multikey) {
      const view = this.view(coll);
      const [start, end] = this.range(coll, combos[0]);
      for (let i = start; i < end; i++) if (view[i].e.id !== selfId) return true;
      return false;
    }
    // Arrays in the index: the sorted view holds one key per document, so compare every key of every document.
    for (const e of coll.docs.values()) {
      if (e.id === selfId || !this.covers(e.doc)) continue;
      const theirs = this.valueCombos(e.doc);
      if (combos.some((c) => theirs.some((t) => this.sameKey(c, t)))) return true;
    }
    return false;
  }

  /** Collated unique index being built: a document whose key equals an earlier document's, if any. */
  firstDuplicate(coll: IndexedDocs): DocEntry | undefined {
    const keyed: Array<{ k: any[]; e: DocEntry }> = [];
    for (const e of coll.docs.values()) if (this.covers(e.doc)) for (const k of this.valueCombos(e.doc)) keyed.push({ k, e });
    keyed.sort((a, b) => {
      for (let i = 0; i < this.fields.length; i++) {
        const c = this.cmp(a.k[i], b.k[i]);
        if (c) return c;
      }
      return a.e.seq - b.e.seq;
    });
    for (let i = 1; i < keyed.length; i++) if (keyed[i].e !== keyed[i - 1].e && this.sameKey(keyed[i].k, keyed[i - 1].k)) return keyed[i].e;
    return undefined;
  }
}

/** Binary search over sorted items: the first index at or after from whose item is not before the sought place. */
export function firstNotBefore<T>(sorted: T[], from: number, before: (item: T) => boolean): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(sorted[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sortValue(v: any, dir: 1 | -1, cmp: (a: any, b: any) => number): any {
  if (!Array.isArray(v)) return v;
  if (!v.length) return undefined;
  let best = v[0];
  for (const x of v) if (cmp(x, best) * dir < 0) best = x;
  return best;
}
