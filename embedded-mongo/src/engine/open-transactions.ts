import { Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { Engine } from './engine';
import { Entry, Op } from '../storage/journal';
import { Mount, Transaction, Version } from './transaction';
import { writeConflict } from './transaction-errors';

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
      // Each version replaces the committed one in place (see replace()); change streams report each write as an
      // insert, update or delete of what it replaced.
      for (const [id, w] of st.writes) {
        const prev = w.entry ? live.put(w.entry) : live.remove(id);
        entries.push(w.entry ? Engine.putEntry(ns, w.entry, prev, prev !== undefined) : Engine.deleteEntry(ns, w._id, prev));
      }
    }
    return entries;
  }
}

/**
 * Replaces the given documents of a collection, each in place: a put over the current version moves it in every
 * index (a few entries for a changed count) instead of a removal and an insert (two shifts of the whole sorted index).
 * Unique-index owners stay exact in any order: a put or a removal only drops the keys the document itself owns.
 */
function replace(c: Collection, versions: Map<string, Version>, saveLive?: (id: string, v: Version) => void): void {
  for (const [id, v] of versions) {
    saveLive?.(id, c.docs.get(id) ?? null);
    if (v) c.put(v);
    else c.remove(id);
  }
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
