import 'mingo/init/system';
import { Long } from 'bson';
import { comparePosition, Position } from '../engine/change-history';
import { EventContext, invalidates } from './change-event-doc';
import { ChangeStreamSpec, parseChangeStream } from './change-stream-spec';
import { ChangeStreamCursor, historyLost } from './change-stream-cursor';
import { Engine } from '../engine/engine';
import { CommandError } from '../common/errors';
import { encodeToken, eventToken, highWaterMark, positionOf } from './resume-token';
import { Doc } from '../common/values';

const DEFAULT_AWAIT_MS = 1000;
const CURSOR_IDLE_MS = 10 * 60 * 1000;

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
