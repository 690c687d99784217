import 'mingo/init/system';
import { Aggregator } from 'mingo';
import { BSON, Long } from 'bson';
import { ChangeEvent, comparePosition, Position } from './change-history';
import { eventDoc, EventContext, invalidateDoc, invalidates, inScope } from './change-event-doc';
import { ChangeStreamSpec, parseChangeStream } from './change-stream-spec';
import { Engine } from './engine';
import { badValue, CommandError, toCommandError } from './errors';
import { encodeToken, eventToken, highWaterMark, positionOf } from './resume-token';
import { Doc, isPlainObject } from './values';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
/** Events examined per read before yielding (events of other namespaces are skipped cheaply, but not for free). */
const SCAN_CHUNK = 4096;
const DEFAULT_AWAIT_MS = 1000;
const CURSOR_IDLE_MS = 10 * 60 * 1000;

const historyLost = () =>
  new CommandError(286, 'ChangeStreamHistoryLost', 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');

/** One open change stream: a position in the engine's change history and the stages applied to its events. */
class ChangeStreamCursor {
  /** Seq of the next history event to examine. */
  nextSeq: number;
  /** Where a stream resumed from the last reply would start (the reply's postBatchResumeToken); only moves forward. */
  resumeToken: { _data: string };
  private resumePos: Position;
  /** An invalidate is due first (resumed from the very event that ended the stream). */
  pendingInvalidate?: ChangeEvent;
  closed = false;
  killed = false;
  lastUsed = Date.now();
  /** Connection whose getMore is waiting on this cursor, and how to wake it. */
  waitingOn?: number;
  wake?: () => void;
  private readonly aggregator?: Aggregator;
  private readonly matchOnly: boolean;

  constructor(
    readonly id: Long,
    readonly ns: string,
    readonly spec: ChangeStreamSpec,
    private readonly engine: Engine,
    private readonly ctx: EventContext,
    start: Position,
    resumeToken: { _data: string },
  ) {
    this.nextSeq = engine.changes.seqAfter(start);
    this.resumeToken = resumeToken;
    this.resumePos = start;
    this.matchOnly = spec.stages.every((s) => Object.keys(s)[0] === '$match');
    if (spec.stages.length) {
      try {
        this.aggregator = new Aggregator(spec.stages, { processingMode: this.matchOnly ? 0 : 1 } as never);
      } catch (e) {
        throw badValue((e as Error).message);
      }
    }
  }

  get caughtUp(): boolean {
    return this.nextSeq >= this.engine.changes.endSeq;
  }

  /** The next events (at most `limit`), bounded in bytes and in the events examined. */
  read(limit: number): { docs: Doc[]; postBatchResumeToken: { _data: string } } {
    const history = this.engine.changes;
    const docs: Doc[] = [];
    if (this.pendingInvalidate) {
      const inv = invalidateDoc(this.pendingInvalidate);
      this.closed = true;
      this.resumeToken = inv._id;
      return { docs: [inv], postBatchResumeToken: inv._id };
    }
    if (this.nextSeq < history.firstSeq) throw historyLost();
    let bytes = 0;
    let last: ChangeEvent | undefined;
    for (let scanned = 0; docs.length < limit && scanned < SCAN_CHUNK && this.nextSeq < history.endSeq; scanned++) {
      const ev = history.at(this.nextSeq)!;
      if (!inScope(ev, this.spec.scope, this.spec.showExpandedEvents)) {
        this.nextSeq++;
        last = ev;
        continue;
      }
      const doc = this.transform(ev);
      if (doc) {
        const size = BSON.calculateObjectSize(doc);
        if (docs.length && bytes + size > MAX_BATCH_BYTES) break;
        bytes += size;
        docs.push(doc);
      }
      this.nextSeq++;
      last = ev;
      if (invalidates(ev, this.spec.scope)) {
        // The invalidate bypasses the stream's stages, as mongod's does, and ends the cursor.
        const inv = invalidateDoc(ev);
        docs.push(inv);
        this.closed = true;
        this.resumeToken = inv._id;
        return { docs, postBatchResumeToken: inv._id };
      }
    }
    if (last) this.advanceResumePoint(last, eventToken(last));
    if (this.caughtUp) {
      // Past everything written so far: a high-water mark at the latest time (if later than the last event seen).
      const latest = this.engine.clock.latest();
      const t = latest.high >>> 0;
      const i = latest.low >>> 0;
      this.advanceResumePoint({ t, i, txnOpIndex: -1 }, highWaterMark(t, i));
    }
    return { docs, postBatchResumeToken: this.resumeToken };
  }

  private advanceResumePoint(p: Position, token: { _data: string }): void {
    if (comparePosition(p, this.resumePos) <= 0) return;
    this.resumePos = { t: p.t, i: p.i, txnOpIndex: p.txnOpIndex };
    this.resumeToken = token;
  }

  /** The event as the stream reports it, or null when its stages filter it out. */
  private transform(ev: ChangeEvent): Doc | null {
    if (!this.aggregator) return eventDoc(ev, this.spec, this.ctx, 'exact');
    const promoted = eventDoc(ev, this.spec, this.ctx, 'promoted');
    let out: Doc[];
    try {
      out = this.aggregator.run([promoted]) as Doc[];
    } catch (e) {
      throw toCommandError(e);
    }
    if (!out.length) return null;
    // Only $match stages: send the event with its exact BSON types.
    if (this.matchOnly) return eventDoc(ev, this.spec, this.ctx, 'exact');
    const token = eventToken(ev);
    const id = out[0]._id;
    if (!(isPlainObject(id) && Object.keys(id).length === 1 && id._data === token._data))
      throw new CommandError(
        280,
        'ChangeStreamFatalError',
        'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an ' +
          'event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are ' +
          `allowed. Expected: { _id: { _data: "${token._data}" } } but found: ${id === undefined ? '{}' : `{ _id: ${JSON.stringify(id)} }`}`,
      );
    return out[0];
  }
}

/**
 * Change streams: `aggregate` with a leading $changeStream opens a tailable, awaitData cursor over the engine's change
 * history; getMore waits (without blocking anything) until events come or maxTimeMS passes.
 */
export class ChangeStreams {
  private readonly open = new Map<string, ChangeStreamCursor>();
  private readonly waiting = new Set<() => void>();
  private nextId = BigInt(2 ** 40 + Math.floor(Math.random() * 2 ** 39));
  private readonly sweeper: NodeJS.Timeout;
  private readonly ctx: EventContext;

  constructor(
    private readonly engine: Engine,
    private readonly isReplicaSet: () => boolean,
  ) {
    engine.changes.onAppend = () => this.wakeAll();
    this.ctx = {
      current: (ns, id) => this.collectionOf(ns)?.docs.get(id),
      recordsImages: (ns) => this.collectionOf(ns)?.options.changeStreamPreAndPostImages?.enabled === true,
    };
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private collectionOf(ns: string) {
    const dot = ns.indexOf('.');
    return dot < 0 ? undefined : this.engine.collection(ns.slice(0, dot), ns.slice(dot + 1));
  }

  owns(id: Long): boolean {
    return this.open.has(id.toString());
  }

  /** Runs `aggregate` whose pipeline starts with $changeStream; replies with the first batch (never waits). */
  aggregate(cmd: Doc, db: string): Doc {
    const spec = parseChangeStream(db, cmd.aggregate, cmd.pipeline, this.isReplicaSet());
    const { start, token } = this.startOf(spec);
    const ns = spec.scope.kind === 'collection' ? `${db}.${spec.scope.coll}` : `${db}.$cmd.aggregate`;
    const id = Long.fromBigInt(this.nextId++);
    const cursor = new ChangeStreamCursor(id, ns, spec, this.engine, this.ctx, start, token);
    const resumedFrom = spec.resumeAfter ?? spec.startAfter;
    if (resumedFrom && !resumedFrom.fromInvalidate && !resumedFrom.highWaterMark) {
      const ev = this.engine.changes.find(positionOf(resumedFrom));
      if (ev && invalidates(ev, spec.scope)) cursor.pendingInvalidate = ev;
    }
    const batchSize = cmd.cursor?.batchSize;
    const { docs, postBatchResumeToken } = cursor.read(batchSize === undefined ? 101 : Math.max(0, Number(batchSize)));
    if (!cursor.closed) this.open.set(id.toString(), cursor);
    return { cursor: { firstBatch: docs, postBatchResumeToken, id: cursor.closed ? Long.ZERO : id, ns }, ok: 1 };
  }

  /** Where a new stream starts, checking that the history still holds everything after a resume point. */
  private startOf(spec: ChangeStreamSpec): { start: Position; token: { _data: string } } {
    const history = this.engine.changes;
    const resumeFrom = spec.resumeAfter ?? spec.startAfter;
    let start: Position;
    let token: { _data: string };
    if (spec.startAtOperationTime) {
      const t = spec.startAtOperationTime.high >>> 0;
      const i = spec.startAtOperationTime.low >>> 0;
      start = { t, i, txnOpIndex: -1 };
      token = highWaterMark(t, i);
    } else if (resumeFrom) {
      start = positionOf(resumeFrom);
      token = encodeToken(resumeFrom);
    } else {
      // From now on: after the latest write, like mongod (one tick past its last applied optime).
      const latest = this.engine.clock.latest();
      const t = latest.high >>> 0;
      const i = latest.low >>> 0;
      return { start: { t, i: i + 1, txnOpIndex: -1 }, token: highWaterMark(t, i + 1) };
    }
    if (comparePosition(start, history.lostThrough) < 0) throw historyLost();
    const latest = this.engine.clock.latest();
    const inPast = comparePosition(start, { t: latest.high >>> 0, i: latest.low >>> 0, txnOpIndex: Number.MAX_SAFE_INTEGER }) <= 0;
    if (resumeFrom && !resumeFrom.highWaterMark && inPast && comparePosition(start, history.lostThrough) > 0 && !history.find(start))
      throw new CommandError(280, 'ChangeStreamFatalError', `cannot resume stream; the resume token was not found. {_data: "${eventToken(resumeFrom)._data}"}`);
    return { start, token };
  }

  /** getMore on a change stream cursor: waits up to maxTimeMS (default 1 s) for events. */
  async getMore(cmd: Doc, connectionId: number): Promise<Doc> {
    const id = Long.isLong(cmd.getMore) ? cmd.getMore : Long.fromNumber(Number(cmd.getMore));
    const cursor = this.open.get(id.toString())!;
    const limit = cmd.batchSize !== undefined && Number(cmd.batchSize) > 0 ? Number(cmd.batchSize) : Infinity;
    const awaitMs = cmd.maxTimeMS !== undefined ? Math.max(0, Number(cmd.maxTimeMS)) : DEFAULT_AWAIT_MS;
    const deadline = Date.now() + awaitMs;
    cursor.lastUsed = Date.now();
    let result: ReturnType<ChangeStreamCursor['read']>;
    try {
      result = cursor.read(limit);
      while (!result.docs.length && !cursor.closed && !cursor.killed && Date.now() < deadline) {
        if (cursor.caughtUp) await this.waitForEvents(cursor, connectionId, deadline - Date.now());
        else await new Promise<void>((r) => setImmediate(r)); // more to examine: let others run between chunks
        if (cursor.killed) break;
        result = cursor.read(limit);
      }
    } catch (e) {
      this.kill(id);
      throw e;
    }
    cursor.lastUsed = Date.now();
    if (cursor.killed) throw new CommandError(237, 'CursorKilled', `cursor id ${id.toString()} was killed`);
    if (cursor.closed) this.open.delete(id.toString());
    return { cursor: { nextBatch: result.docs, postBatchResumeToken: result.postBatchResumeToken, id: cursor.closed ? Long.ZERO : id, ns: cursor.ns }, ok: 1 };
  }

  private waitForEvents(cursor: ChangeStreamCursor, connectionId: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        cursor.wake = undefined;
        cursor.waitingOn = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
      cursor.wake = done;
      cursor.waitingOn = connectionId;
    });
  }

  private wakeAll(): void {
    if (!this.waiting.size) return;
    for (const w of [...this.waiting]) w();
  }

  kill(id: Long): boolean {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) return false;
    this.open.delete(key);
    cursor.killed = true;
    cursor.wake?.();
    return true;
  }

  /** A closed connection's waiting getMore ends, and its cursor with it (the driver resumes on a new one). */
  connectionClosed(connectionId: number): void {
    for (const c of [...this.open.values()]) if (c.waitingOn === connectionId) this.kill(c.id);
  }

  private sweep(): void {
    const now = Date.now();
    for (const c of [...this.open.values()]) if (!c.wake && now - c.lastUsed > CURSOR_IDLE_MS) this.kill(c.id);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const c of [...this.open.values()]) this.kill(c.id);
    if (this.engine.changes.onAppend) this.engine.changes.onAppend = null;
  }
}
