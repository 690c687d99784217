import * as fs from 'fs';
import * as path from 'path';
import { BSON, Timestamp } from 'bson';
import { ChangeHooks, Collection } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { Doc } from '../common/values';
import { ClusterClock } from './cluster-time';
import { ChangeHistory, HistoryLimits } from './change-history';
import { commitTimeEntry, decodeCommitTime } from '../storage/commit-time';
import { applyEntries } from './apply-entries';
import { acquireLock } from '../storage/data-dir-lock';
import {
  Entry,
  Journal,
  journalName,
  listJournals,
  Op,
  readRecords,
  SNAPSHOT,
  writeSnapshot,
  fsyncDir,
} from '../storage/journal';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

const enc = (d: Doc) => BSON.serialize(d);

/**
 * The in-memory catalog (databases -> collections) backed by the journal and snapshot.
 * Every mutation goes through `apply` (used live and during replay) and is made durable by `commit`.
 */
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Operation times of writes (see cluster-time.ts). */
  readonly clock = new ClusterClock();
  /** Document-change observers given to every collection (see transactions). */
  readonly changeHooks: ChangeHooks = { beforeChange: null };
  /** While a transaction statement runs, the entries it commits are collected here instead (see transactions). */
  capture: Entry[] | null = null;
  /** Recent committed changes, for change streams (rebuilt from the journal on start). */
  readonly changes: ChangeHistory;
  private journal!: Journal;
  private releaseLock?: () => void;
  private compacting: Promise<void> | null = null;
  private closed = false;
  private lastCompaction = Date.now();

  constructor(
    readonly dataDir: string,
    private readonly logger: Logger,
    private readonly compactThresholdBytes = 64 << 20,
    historyLimits?: HistoryLimits,
  ) {
    this.changes = new ChangeHistory(historyLimits);
  }

  async open(): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    this.releaseLock = acquireLock(this.dataDir);
    try {
      this.recover();
    } catch (e) {
      this.releaseLock();
      throw e;
    }
  }

  private recover(): void {
    const dir = this.dataDir;
    let baseGen = 0;
    const snapPath = path.join(dir, SNAPSHOT);
    if (fs.existsSync(snapPath)) {
      const buf = fs.readFileSync(snapPath);
      const { records, validLength } = readRecords(buf);
      if (validLength !== buf.length || !records.length || records[0][0]?.op !== Op.SnapshotHeader) {
        throw new Error(`The snapshot ${snapPath} is corrupt; refusing to start (restore it from a backup).`);
      }
      const header = BSON.deserialize(records[0][0].body) as Doc;
      baseGen = header.generation;
      for (const rec of records.slice(1)) this.apply(rec, true);
      if (header.clusterTime) {
        // The changes up to the snapshot left the journal with it: streams resume only from after that time.
        this.clock.advanceTo(header.clusterTime);
        this.changes.forgetThrough(header.clusterTime);
      }
    }
    const gens = listJournals(dir);
    for (const g of gens) if (g < baseGen) fs.unlinkSync(path.join(dir, journalName(g)));
    const live = gens.filter((g) => g >= baseGen);
    let replayed = 0;
    for (let i = 0; i < live.length; i++) {
      const file = path.join(dir, journalName(live[i]));
      const buf = fs.readFileSync(file);
      const { records, validLength } = readRecords(buf);
      for (const rec of records) this.replay(rec);
      replayed += records.length;
      if (validLength !== buf.length) {
        if (i !== live.length - 1) throw new Error(`The journal ${file} is corrupt in its middle; refusing to start.`);
        this.logger.warn(`[embedded-mongo] truncating a torn/corrupt journal tail in ${file} at byte ${validLength} (of ${buf.length})`);
        const fd = fs.openSync(file, 'r+');
        fs.ftruncateSync(fd, validLength);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
      }
    }
    try {
      fs.unlinkSync(path.join(dir, 'snapshot.tmp'));
    } catch {
      /* none */
    }
    const gen = live.length ? live[live.length - 1] : baseGen;
    const file = path.join(dir, journalName(gen));
    const fd = fs.openSync(file, 'a');
    fsyncDir(dir);
    this.journal = new Journal(fd, gen, fs.fstatSync(fd).size);
    for (const colls of this.dbs.values()) for (const c of colls.values()) c.buildViews();
    if (replayed) this.logger.info(`[embedded-mongo] replayed ${replayed} journal records from ${dir}`);
  }

  /** Applies one journal record on start, rebuilding its change events with their journaled times. */
  private replay(rec: Entry[]): void {
    if (rec[0]?.op !== Op.CommitTime) {
      this.apply(rec, true); // written before commit times were journaled: no change events
      return;
    }
    const time = decodeCommitTime(rec[0].body);
    const entries = rec.slice(1);
    for (const u of time.updates) if (entries[u]) entries[u].change = { update: true };
    this.apply(entries, true);
    this.changes.record(time.first, time.wall, entries);
    // New writes must come after the record's last time (its first + one per event).
    const n = Math.max(1, ChangeHistory.eventCount(entries));
    this.clock.advanceTo(new Timestamp({ t: time.first.high >>> 0, i: (time.first.low >>> 0) + n - 1 }));
  }

  // ------------------------------------------------------------ catalog

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Applies entries to memory. `replay` skips nothing but tolerates repeats (idempotent). */
  apply(entries: Entry[], replay = false): void {
    applyEntries(this, entries, replay);
  }

  /** Waits until the entries (already applied in memory) are durable on disk. */
  async commit(entries: Entry[]): Promise<void> {
    if (!entries.length) return;
    if (this.capture) {
      this.capture.push(...entries);
      return;
    }
    const wall = Date.now();
    const first = this.clock.tickMany(Math.max(1, ChangeHistory.eventCount(entries)));
    this.changes.record(first, wall, entries);
    await this.journal.append([commitTimeEntry(first, wall, entries), ...entries]);
    const due =
      this.journal.bytes > this.compactThresholdBytes ||
      (this.journal.bytes > this.compactThresholdBytes / 16 && Date.now() - this.lastCompaction > 10 * 60_000);
    if (due && !this.compacting && !this.closed) {
      this.compact().catch((e) => this.logger.error(`[embedded-mongo] snapshot compaction failed: ${(e as Error).message}`));
    }
  }

  static createEntry(db: string, name: string, options: Doc): Entry {
    return { op: Op.CreateCollection, ns: `${db}.${name}`, body: enc(options) };
  }
  /** `prev`: the version it replaces; `update`: written by update operators or a pipeline (not a replacement). */
  static putEntry(ns: string, e: DocEntry, prev?: DocEntry, update?: boolean): Entry {
    return { op: Op.Put, ns, body: e.raw, change: { doc: e, prev, update } };
  }
  static deleteEntry(ns: string, id: unknown, prev?: DocEntry): Entry {
    return { op: Op.Delete, ns, body: enc({ _id: id }), change: { prev } };
  }

  /** Ensures the collection exists (creating it durably-to-be when missing); returns the pending entries. */
  ensureCollection(db: string, name: string, pending: Entry[]): Collection {
    let c = this.collection(db, name);
    if (!c) {
      const entry = Engine.createEntry(db, name, {});
      this.apply([entry]);
      pending.push(entry);
      c = this.collection(db, name)!;
    }
    return c;
  }

  /** Writes the whole state as a snapshot and drops the journals it covers (one compaction at a time). */
  compact(): Promise<void> {
    if (!this.compacting) {
      this.compacting = this.writeSnapshotNow().finally(() => {
        this.compacting = null;
      });
    }
    return this.compacting;
  }

  private async writeSnapshotNow(): Promise<void> {
    const newGen = this.journal.generation + 1;
    // Capture the state at the instant new writes switch to the next journal (entries are immutable).
    type Captured = { c: Collection; options: Doc; indexes: Doc[]; docs: DocEntry[] };
    let clusterTime!: Timestamp;
    const state = await this.journal.rotate(this.dataDir, newGen, () => {
      const out: Captured[] = [];
      for (const colls of this.dbs.values())
        for (const c of colls.values())
          out.push({ c, options: c.options, indexes: [...c.indexes.values()].filter((i) => !i.isId).map((i) => i.spec), docs: [...c.docs.values()] });
      clusterTime = this.clock.latest(); // the last write the snapshot holds
      return out;
    });
    function* records(): Generator<Entry[]> {
      yield [{ op: Op.SnapshotHeader, ns: '', body: enc({ generation: newGen, createdAt: new Date(), clusterTime }) }];
      for (const s of state) {
        yield [
          { op: Op.CreateCollection, ns: s.c.ns, body: enc(s.options) },
          ...s.indexes.map((spec) => ({ op: Op.CreateIndex, ns: s.c.ns, body: enc(spec) })),
        ];
        for (let i = 0; i < s.docs.length; i += 200)
          yield s.docs.slice(i, i + 200).map((d) => ({ op: Op.Put, ns: s.c.ns, body: d.raw }));
      }
    }
    await writeSnapshot(this.dataDir, records());
    for (const g of listJournals(this.dataDir)) if (g < newGen) fs.unlinkSync(path.join(this.dataDir, journalName(g)));
    this.lastCompaction = Date.now();
    this.logger.info(`[embedded-mongo] compacted ${this.dataDir} into a snapshot (generation ${newGen})`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.compacting) await this.compacting.catch(() => undefined);
    // Leave a compact directory behind so the next start replays little.
    if (this.journal.bytes > 8 << 20) await this.compact().catch((e) => this.logger.error(`[embedded-mongo] snapshot compaction failed: ${(e as Error).message}`));
    await this.journal.close();
    this.releaseLock?.();
  }
}
