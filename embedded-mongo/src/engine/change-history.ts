import { BSON, Timestamp } from 'bson';
import { idKey } from '../storage/collection';
import { DocEntry } from '../storage/doc-entry';
import { Entry, Op } from '../storage/journal';
import { Doc } from '../common/values';

type ChangeKind = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase' | 'create' | 'createIndexes' | 'dropIndexes';

/**
 * One committed change, recorded compactly for change streams: the document versions are kept by reference (stored
 * entries are immutable), and everything a stream reports (update descriptions, BSON) is derived when it reads it.
 */
export interface ChangeEvent {
  /** Position in this process's history (consecutive). */
  seq: number;
  /** Cluster time: seconds and increment. */
  t: number;
  i: number;
  /** Index within a transaction that commits several events at one time (0 otherwise). */
  txnOpIndex: number;
  wall: number;
  kind: ChangeKind;
  /** 'db.coll', or 'db' for dropDatabase. */
  ns: string;
  /** The version written (insert/update/replace). */
  doc?: DocEntry;
  /** The version replaced or deleted. */
  prev?: DocEntry;
  /** delete without a known previous version: {_id}; createIndexes/dropIndexes: the index spec; create: options. */
  body?: Doc;
  /** Derived on first read: the update description (see changes/update-description.ts). */
  description?: Doc;
}

/** A point in the history: events strictly after (t, i, txnOpIndex) follow it; txnOpIndex -1 = before all at (t, i). */
export interface Position {
  t: number;
  i: number;
  txnOpIndex: number;
}

export function comparePosition(a: Position, b: Position): number {
  return a.t - b.t || a.i - b.i || a.txnOpIndex - b.txnOpIndex;
}

export interface HistoryLimits {
  /** Most events kept (default 10,000). */
  maxEvents?: number;
  /** Most document bytes the kept events hold (default 32 MiB). */
  maxBytes?: number;
}

const EVENT_OVERHEAD = 96;
const copyBody = (e: Entry): Doc => BSON.deserialize(e.body) as Doc; // decodes a copy: never holds the journal buffer

/**
 * The bounded, in-memory history change streams read: every commit appends its events (live, and again on replay
 * from the journal records after the last snapshot); the oldest are dropped beyond the limits.
 */
export class ChangeHistory {
  private events: ChangeEvent[] = [];
  private head = 0;
  private nextSeq = 0;
  private bytes = 0;
  private readonly maxEvents: number;
  private readonly maxBytes: number;
  /** Events at or before this time may be gone: resuming from before it is ChangeStreamHistoryLost. */
  lostThrough: Position = { t: 0, i: 0, txnOpIndex: -1 };
  /** Called after every commit that added events (wakes waiting change stream cursors). */
  onAppend: (() => void) | null = null;

  constructor(limits: HistoryLimits = {}) {
    this.maxEvents = Math.max(1, limits.maxEvents ?? 10_000);
    this.maxBytes = Math.max(1, limits.maxBytes ?? 32 << 20);
  }

  /** How many cluster times the entries' events take (one each). */
  static eventCount(entries: Entry[]): number {
    let n = 0;
    for (const e of entries) {
      if (e.op === Op.CommitTime || e.op === Op.SnapshotHeader) continue;
      n += e.op === Op.DropDatabase ? 1 + (e.change?.dropped?.length ?? 0) : 1;
    }
    return n;
  }

  /** Appends the events of one commit (entries already applied and annotated), the first at time `first`. */
  record(first: Timestamp, wall: number, entries: Entry[]): void {
    const t = first.high >>> 0;
    let i = first.low >>> 0;
    // A commit with more events than the history keeps (a bulk insert): its first ones would be evicted at once.
    let skip = ChangeHistory.eventCount(entries) - this.maxEvents;
    if (skip > 0) while (this.head < this.events.length) this.dropOldest();
    const push = (kind: ChangeKind, ns: string, doc?: DocEntry, prev?: DocEntry, body?: Doc) => {
      if (skip > 0) {
        skip--;
        this.nextSeq++;
        this.lostThrough = { t, i: i++, txnOpIndex: 0 };
        return;
      }
      const ev: ChangeEvent = { seq: this.nextSeq++, t, i: i++, txnOpIndex: 0, wall, kind, ns, doc, prev, body };
      this.events.push(ev);
      this.bytes += EVENT_OVERHEAD + (doc?.raw.length ?? 0) + (prev?.raw.length ?? 0);
    };
    for (const e of entries) {
      const ch = e.change;
      switch (e.op) {
        case Op.Put:
          if (skip > 0) push('insert', e.ns); // counted, not kept: no need to decode anything
          else push(!ch?.prev ? 'insert' : ch.update ? 'update' : 'replace', e.ns, ch?.doc ?? entryOf(e.body), ch?.prev);
          break;
        case Op.Delete:
          push('delete', e.ns, undefined, ch?.prev, ch?.prev || skip > 0 ? undefined : copyBody(e));
          break;
        case Op.DropCollection:
          push('drop', e.ns);
          break;
        case Op.DropDatabase:
          for (const name of ch?.dropped ?? []) push('drop', `${e.ns}.${name}`);
          push('dropDatabase', e.ns);
          break;
        case Op.CreateCollection:
          push('create', e.ns, undefined, undefined, skip > 0 ? undefined : copyBody(e));
          break;
        case Op.CreateIndex:
          push('createIndexes', e.ns, undefined, undefined, skip > 0 ? undefined : copyBody(e));
          break;
        case Op.DropIndex:
          push('dropIndexes', e.ns, undefined, undefined, skip > 0 ? undefined : (ch?.droppedIndex ?? copyBody(e)));
          break;
        default:
          break;
      }
    }
    this.evict();
    this.onAppend?.();
  }

  /**
   * Forgets every event at or before `time` (a snapshot covers them: they are no longer in the journal). The event at
   * `time` itself counts as the last one lost: resuming right after it loses nothing.
   */
  forgetThrough(time: Timestamp): void {
    const p = { t: time.high >>> 0, i: time.low >>> 0, txnOpIndex: 0 };
    if (comparePosition(p, this.lostThrough) > 0) this.lostThrough = p;
    while (this.head < this.events.length && comparePosition(this.events[this.head], p) <= 0) this.dropOldest();
    this.compactArray();
  }

  private evict(): void {
    while (this.events.length - this.head > this.maxEvents || (this.bytes > this.maxBytes && this.events.length - this.head > 1)) this.dropOldest();
    this.compactArray();
  }

  private dropOldest(): void {
    const ev = this.events[this.head];
    this.events[this.head++] = undefined as never;
    this.bytes -= EVENT_OVERHEAD + (ev.doc?.raw.length ?? 0) + (ev.prev?.raw.length ?? 0);
    if (comparePosition(ev, this.lostThrough) > 0) this.lostThrough = { t: ev.t, i: ev.i, txnOpIndex: ev.txnOpIndex };
  }

  private compactArray(): void {
    if (this.head > 1024 && this.head * 2 > this.events.length) {
      this.events = this.events.slice(this.head);
      this.head = 0;
    }
  }

  /** Seq of the oldest kept event. */
  get firstSeq(): number {
    return this.nextSeq - (this.events.length - this.head);
  }

  /** Seq the next event will get. */
  get endSeq(): number {
    return this.nextSeq;
  }

  at(seq: number): ChangeEvent | undefined {
    const k = seq - this.firstSeq;
    return k >= 0 && seq < this.nextSeq ? this.events[this.head + k] : undefined;
  }

  /** Seq of the first kept event after the position. */
  seqAfter(p: Position): number {
    let lo = this.head;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (comparePosition(this.events[mid], p) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return this.firstSeq + (lo - this.head);
  }

  /** The kept event at exactly this position, if any. */
  find(p: Position): ChangeEvent | undefined {
    const ev = this.at(this.seqAfter({ ...p, txnOpIndex: p.txnOpIndex - 1 }));
    return ev && comparePosition(ev, p) === 0 ? ev : undefined;
  }
}

function entryOf(raw: Uint8Array): DocEntry {
  const copy = Uint8Array.prototype.slice.call(raw) as Uint8Array;
  const doc = BSON.deserialize(copy) as Doc;
  return { id: idKey(doc._id), seq: 0, raw: copy, doc };
}
