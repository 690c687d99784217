import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { CommandError } from '../common/errors';
import { Entry } from '../storage/journal';
import { writeConflict } from './transaction-errors';

/**
 * Multi-document transactions on a single-threaded engine, by overlay.
 *
 * A transaction keeps, per namespace, its own versions of the documents it wrote (`writes`) and, to read a snapshot
 * as of its start, the committed versions of documents that others changed since (`before`, recorded by a hook
 * that runs before every committed change while a transaction is open). A statement of the transaction runs on the
 * live collections with that overlay swapped in (`mount`), synchronously, and swapped out right after (`unmount`):
 * no other command can run in between, and the command handlers run unchanged. Commit re-checks conflicts, applies
 * every write and journals them as one record, so a transaction is durable all or nothing.
 *
 * Conflicts (WriteConflict, first writer wins): writing a document that changed since the start; writing a document
 * (or unique-index key) another open transaction wrote; a committed write to a document the transaction wrote (it
 * is then doomed and can only abort).
 */

export type Version = DocEntry | null; // null: no such document

interface Written {
  entry: DocEntry | null; // null: deleted
  _id: unknown;
}

/** What a transaction knows about one namespace. */
class NamespaceState {
  /** The transaction's latest version of each document it wrote, by id key. */
  readonly writes = new Map<string, Written>();
  /** Committed versions, as of the transaction's start, of the documents others changed since (its snapshot). */
  readonly before = new Map<string, Version>();
  /** `index name \0 key` of the unique-index keys of documents this transaction wrote. */
  readonly uniqueKeys = new Set<string>();
  /** The live collection this state is about (writes to it conflict when it is dropped or replaced meanwhile). */
  coll: Collection | undefined;
  /** A collection this transaction created: outside the catalog until commit. */
  created: Collection | undefined;

  constructor(
    readonly db: string,
    readonly name: string,
  ) {}

  noteWrite(c: Collection, id: string, entry: DocEntry | null, _id: unknown): void {
    this.writes.set(id, { entry, _id });
    if (!entry) return;
    for (const ix of c.indexes.values()) if (ix.unique && !ix.isId) for (const k of ix.keysOf(entry.doc)) this.uniqueKeys.add(`${ix.name}\0${k}`);
  }

  /** Whether writing `next` (document id) conflicts with this (other, open) transaction's writes. */
  conflictsWith(c: Collection, id: string, next: DocEntry | undefined): boolean {
    if (this.writes.has(id)) return true;
    if (!next || !this.uniqueKeys.size) return false;
    for (const ix of c.indexes.values())
      if (ix.unique && !ix.isId) for (const k of ix.keysOf(next.doc)) if (this.uniqueKeys.has(`${ix.name}\0${k}`)) return true;
    return false;
  }
}

export class Transaction {
  state: 'inProgress' | 'committed' | 'aborted' = 'inProgress';
  readonly namespaces = new Map<string, NamespaceState>();
  /** Collection and index creations of its statements, journaled ahead of its documents at commit. */
  readonly catalog: Entry[] = [];
  /** A committed write touched a document this transaction wrote: it can only abort. */
  doomed = false;

  constructor(
    readonly txnNumber: bigint,
    readonly expiresAt: number,
  ) {}

  ns(c: { db: string; name: string }): NamespaceState {
    const key = `${c.db}.${c.name}`;
    let st = this.namespaces.get(key);
    if (!st) this.namespaces.set(key, (st = new NamespaceState(c.db, c.name)));
    return st;
  }

  /** A committed change (outside this transaction) is about to replace `old`: keep it for this snapshot. */
  noteCommittedWrite(c: Collection, id: string, old: DocEntry | undefined): void {
    const st = this.ns(c);
    if (st.created) return; // this transaction's own collection of that name: its commit will conflict
    st.coll ??= c;
    if (st.coll !== c) return; // a collection dropped and created again: mount skips the old snapshot
    if (!st.before.has(id)) st.before.set(id, old ?? null);
    if (st.writes.has(id)) this.doomed = true;
  }
}

/** One statement's swap of a transaction's overlay into the live collections. */
export class Mount {
  /** Live versions replaced while the statement runs, restored after it. */
  readonly saved = new Map<Collection, Map<string, Version>>();
  /** Documents the statement wrote (id key -> _id). */
  readonly touched = new Map<Collection, Map<string, unknown>>();
  /** Collections of the transaction put into the catalog for the statement. */
  readonly attached: Collection[] = [];
  /** What the statement committed (captured from Engine.commit). */
  readonly captured: Entry[] = [];
  /** A write conflict met by the statement: it fails the whole command, not only one write. */
  conflict: CommandError | null = null;

  save(c: Collection, id: string, v: Version): void {
    let m = this.saved.get(c);
    if (!m) this.saved.set(c, (m = new Map()));
    if (!m.has(id)) m.set(id, v);
  }

  touch(c: Collection, id: string, _id: unknown): void {
    let m = this.touched.get(c);
    if (!m) this.touched.set(c, (m = new Map()));
    m.set(id, _id);
  }

  fail(): CommandError {
    return (this.conflict ??= writeConflict());
  }
}
