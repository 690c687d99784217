import { Collection, DocEntry } from './collection';
import { CommandError } from './errors';
import { Engine } from './engine';
import { Entry, Op } from './storage';
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

type Version = DocEntry | null; // null: no such document

interface Written {
  entry: DocEntry | null; // null: deleted
  _id: unknown;
}

/** What a transaction knows about one namespace. */
export class NamespaceState {
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

/** The open transactions of an engine: the change hook, mounting statements, commit and abort. */
export class OpenTransactions {
  private readonly open = new Set<Transaction>();
  private mounted: { txn: Transaction; mount: Mount } | null = null;
  /** Our own swaps (mount, unmount) are not changes anybody must observe. */
  private swapping = false;

  constructor(private readonly engine: Engine) {}

  get size(): number {
    return this.open.size;
  }

  add(t: Transaction): void {
    this.open.add(t);
    this.engine.changeHooks.beforeChange = this.beforeChange;
  }

  abort(t: Transaction): void {
    if (t.state === 'inProgress') t.state = 'aborted';
    this.remove(t);
  }

  /** Aborts the transactions older than their lifetime limit. */
  abortExpired(now: number): void {
    for (const t of this.open) if (t.expiresAt <= now) this.abort(t);
  }

  private remove(t: Transaction): void {
    this.open.delete(t);
    if (!this.open.size) this.engine.changeHooks.beforeChange = null;
  }

  private readonly beforeChange = (c: Collection, id: string, old: DocEntry | undefined, next: DocEntry | undefined): void => {
    if (this.swapping) return;
    if (this.mounted) return this.statementWrite(this.mounted.txn, this.mounted.mount, c, id, old, next);
    for (const t of this.open) t.noteCommittedWrite(c, id, old);
  };

  /** A write by the mounted statement: checked for conflicts (throws before anything changes), then remembered. */
  private statementWrite(t: Transaction, m: Mount, c: Collection, id: string, old: DocEntry | undefined, next: DocEntry | undefined): void {
    const st = t.ns(c);
    const _id = (old ?? next)!.doc._id;
    if (st.created !== c) {
      if (st.before.has(id)) throw m.fail();
      for (const other of this.open) if (other !== t && other.namespaces.get(c.ns)?.conflictsWith(c, id, next)) throw m.fail();
      st.coll ??= c;
      m.save(c, id, old ?? null); // not in the overlay, so the live (committed) version
    }
    m.touch(c, id, _id);
  }

  /** Swaps the transaction's view into the live collections for one statement (must be unmounted synchronously). */
  mount(t: Transaction): Mount {
    const m = new Mount();
    this.swapping = true;
    try {
      for (const st of t.namespaces.values()) {
        const live = this.engine.collection(st.db, st.name);
        if (st.created) {
          if (live) t.doomed = true; // created by someone else meanwhile
          else {
            attach(this.engine, st.created);
            m.attached.push(st.created);
          }
          continue;
        }
        if (!live) continue;
        if (st.coll && st.coll !== live) {
          if (st.writes.size) t.doomed = true;
          continue;
        }
        const view = new Map<string, Version>(st.before);
        for (const [id, w] of st.writes) view.set(id, w.entry);
        replace(live, view, (id, v) => m.save(live, id, v));
      }
    } finally {
      this.swapping = false;
    }
    this.mounted = { txn: t, mount: m };
    this.engine.capture = m.captured;
    return m;
  }

  /** Records what the statement wrote as the transaction's versions and restores the live collections. */
  unmount(t: Transaction, m: Mount): void {
    this.mounted = null;
    this.engine.capture = null;
    this.swapping = true;
    try {
      for (const e of m.captured) if (e.op === Op.CreateCollection || e.op === Op.CreateIndex) t.catalog.push(e);
      for (const [c, ids] of m.touched) {
        const st = t.ns(c);
        for (const [id, _id] of ids) st.noteWrite(c, id, c.docs.get(id) ?? null, _id);
      }
      for (const e of m.captured) {
        if (e.op !== Op.CreateCollection) continue;
        const dot = e.ns.indexOf('.');
        const c = this.engine.collection(e.ns.slice(0, dot), e.ns.slice(dot + 1));
        if (!c) continue;
        t.ns(c).created = c;
        m.saved.delete(c);
        detach(this.engine, c);
      }
      for (const c of m.attached) detach(this.engine, c);
      for (const [c, saved] of m.saved) replace(c, saved);
    } finally {
      this.swapping = false;
    }
  }

  /**
   * Applies the transaction's writes (checked once more against what was committed since) and returns the entries
   * to journal as one record. Throws WriteConflict (applying nothing) on a conflict.
   */
  commit(t: Transaction): Entry[] {
    if (t.doomed) throw writeConflict();
    for (const st of t.namespaces.values()) {
      if (!st.writes.size && !st.created) continue;
      const live = this.engine.collection(st.db, st.name);
      if (st.created) {
        if (live) throw writeConflict();
        continue;
      }
      if (!live || (st.coll && live !== st.coll)) throw writeConflict();
      for (const [id, w] of st.writes) {
        if (st.before.has(id)) throw writeConflict();
        if (!w.entry) continue;
        for (const ix of live.indexes.values()) {
          if (!ix.unique || ix.isId) continue;
          for (const k of ix.keysOf(w.entry.doc)) {
            const owner = ix.map.get(k);
            if (owner !== undefined && !st.writes.has(owner)) throw writeConflict();
          }
        }
      }
    }
    // From here on these are committed writes: the other open transactions observe them through the hook.
    this.remove(t);
    t.state = 'committed';
    const entries = [...t.catalog];
    for (const st of t.namespaces.values()) {
      const ns = `${st.db}.${st.name}`;
      if (st.created) {
        const c = st.created;
        attach(this.engine, c);
        for (const [id, e] of c.docs) {
          for (const other of this.open) other.noteCommittedWrite(c, id, undefined);
          entries.push({ op: Op.Put, ns, body: e.raw });
        }
        continue;
      }
      if (!st.writes.size) continue;
      const live = this.engine.collection(st.db, st.name)!;
      // The committed versions these writes replace: change streams report each write as an insert, update or delete.
      const before = new Map<string, DocEntry | undefined>();
      for (const id of st.writes.keys()) before.set(id, live.remove(id));
      for (const [id, w] of st.writes) {
        if (w.entry) live.put(w.entry);
        const prev = before.get(id);
        entries.push(w.entry ? Engine.putEntry(ns, w.entry, prev, prev !== undefined) : Engine.deleteEntry(ns, w._id, prev));
      }
    }
    return entries;
  }
}

/** Replaces the given documents of a collection (all removed first, so unique-index owners stay exact). */
function replace(c: Collection, versions: Map<string, Version>, saveLive?: (id: string, v: Version) => void): void {
  for (const id of versions.keys()) {
    const cur = c.docs.get(id);
    saveLive?.(id, cur ?? null);
    if (cur) c.remove(id);
  }
  for (const v of versions.values()) if (v) c.put(v);
}

function attach(engine: Engine, c: Collection): void {
  let db = engine.dbs.get(c.db);
  if (!db) engine.dbs.set(c.db, (db = new Map()));
  db.set(c.name, c);
}

function detach(engine: Engine, c: Collection): void {
  const db = engine.dbs.get(c.db);
  if (db?.get(c.name) !== c) return;
  db.delete(c.name);
  if (!db.size) engine.dbs.delete(c.db);
}
