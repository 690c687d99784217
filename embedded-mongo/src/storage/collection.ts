import { BSON } from 'bson';
import { Collation, hasStrings, storedCollation } from '../common/collation';
import { DuplicateKeyError, badValue } from '../common/errors';
import { Doc, isPlainObject, keyOf, renderValue } from '../common/values';
import { Index } from './collection-index';
import { DocEntry } from './doc-entry';

/**
 * Observers of document changes, shared by every collection of an engine. `beforeChange` (null unless a transaction
 * is open) runs before a document is replaced or removed, while the collection still holds `old`.
 */
export interface ChangeHooks {
  beforeChange: ((c: Collection, id: string, old: DocEntry | undefined, next: DocEntry | undefined) => void) | null;
}

/**
 * A stored copy of a document's bytes. Buffer.from copies a small document into Node's shared 8 KiB pool instead of
 * an ArrayBuffer of its own: a hundred thousand documents are then a few thousand ArrayBuffers for the collector.
 */
export const copyRaw = (raw: Uint8Array): Uint8Array => Buffer.from(raw);

export function idKey(id: any): string {
  return keyOf(id);
}

export class Collection {
  readonly docs = new Map<string, DocEntry>();
  readonly indexes = new Map<string, Index>();
  private seq = 0;
  /** The default collation (null = simple), given at create: operations and new indexes inherit it. */
  readonly collation: Collation | null;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc = {},
    readonly hooks: ChangeHooks = { beforeChange: null },
  ) {
    this.collation = storedCollation(options.collation);
    const idSpec: Doc = { v: 2, key: { _id: 1 }, name: '_id_' };
    if (this.collation) idSpec.collation = this.collation.spec; // the _id index has the collection's collation
    this.indexes.set('_id_', new Index('_id_', idSpec));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  makeEntry(raw: Uint8Array, doc?: Doc, seq?: number): DocEntry {
    const d = doc ?? (BSON.deserialize(raw) as Doc);
    return { id: idKey(d._id), seq: seq ?? ++this.seq, raw, doc: d };
  }

  /** Throws the mongod-shaped E11000 error if the document would violate a unique index. */
  checkUnique(doc: Doc, selfId?: string): void {
    const id = idKey(doc._id);
    if (id !== selfId && this.docs.has(id)) throw this.dupError(this.indexes.get('_id_')!, doc);
    for (const ix of this.indexes.values()) {
      ix.text?.validate(doc);
      if (ix.collation && ix.unique) {
        // An _id without strings is equal under a collation only when its bytes are: the docs map has checked it.
        if (ix.isId && !hasStrings(doc._id)) continue;
        if (ix.conflicts(this, doc, selfId)) throw this.dupError(ix, doc);
        continue;
      }
      if (!ix.unique || ix.isId) continue;
      for (const k of ix.keysOf(doc)) {
        const owner = ix.map.get(k);
        if (owner !== undefined && owner !== selfId) throw this.dupError(ix, doc);
      }
    }
  }

  dupError(ix: Index, doc: Doc): DuplicateKeyError {
    const kv = ix.keyValue(doc);
    const keyPattern: Doc = {};
    for (const [f, d] of ix.fields) keyPattern[f] = d;
    const text = '{ ' + Object.keys(kv).map((k) => `${k}: ${renderValue(kv[k])}`).join(', ') + ' }';
    // mongod names a collated index's collation in the message (it prints ICU sort-key bytes as the key; we print the value).
    const indexName = ix.collation ? `${ix.name} collation: ${renderValue(ix.collation.spec)}` : ix.name;
    return new DuplicateKeyError(this.ns, indexName, keyPattern, kv, text);
  }

  /** Inserts or replaces (by _id) without checks: callers check first; replay relies on this being idempotent. */
  put(entry: DocEntry, bulk = false): DocEntry | undefined {
    const old = this.docs.get(entry.id);
    this.hooks.beforeChange?.(this, entry.id, old, entry);
    if (old) entry.seq = old.seq;
    else if (entry.seq > this.seq) this.seq = entry.seq;
    this.docs.set(entry.id, entry);
    for (const ix of this.indexes.values()) {
      if (ix.hashUnique) {
        if (old) for (const k of ix.keysOf(old.doc)) if (ix.map.get(k) === old.id) ix.map.delete(k);
        for (const k of ix.keysOf(entry.doc)) ix.map.set(k, entry.id);
      } else {
        ix.noteMultikey(entry.doc);
      }
      ix.onWrite(old, entry, bulk);
    }
    return old;
  }

  remove(id: string): DocEntry | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    this.hooks.beforeChange?.(this, id, old, undefined);
    this.docs.delete(id);
    for (const ix of this.indexes.values()) {
      if (ix.hashUnique) for (const k of ix.keysOf(old.doc)) if (ix.map.get(k) === id) ix.map.delete(k);
      ix.onWrite(old, undefined, false);
    }
    return old;
  }

  /** Adds an index, building it over existing documents (fails with E11000 on duplicates unless replaying). */
  addIndex(spec: Doc, enforce: boolean): void {
    const ix = new Index(spec.name, spec);
    if (ix.hashUnique) {
      for (const e of this.docs.values()) {
        for (const k of ix.keysOf(e.doc)) {
          const owner = ix.map.get(k);
          if (owner !== undefined && owner !== e.id && enforce) throw this.dupError(ix, e.doc);
          ix.map.set(k, e.id);
        }
      }
    } else if (ix.text) {
      ix.text.build(this.docs.values(), enforce);
    } else {
      for (const e of this.docs.values()) ix.noteMultikey(e.doc);
      const dup = ix.unique && ix.collation && enforce ? ix.firstDuplicate(this) : undefined;
      if (dup) throw this.dupError(ix, dup.doc);
    }
    this.indexes.set(ix.name, ix);
    if (enforce) ix.view(this); // built now, like mongod builds an index at creation
  }

  /** Builds every index's sorted view (after recovery) so the first queries do not pay for it. */
  buildViews(): void {
    for (const ix of this.indexes.values()) ix.view(this);
  }
}

export function validateIndexSpec(spec: Doc): void {
  if (!isPlainObject(spec.key) || !Object.keys(spec.key).length) throw badValue('index key pattern must be a non-empty object');
  if (typeof spec.name !== 'string' || !spec.name) throw badValue('index name must be a non-empty string');
}
