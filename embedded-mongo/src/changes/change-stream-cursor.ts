import { Aggregator } from 'mingo';
import { BSON, Long } from 'bson';
import { ChangeEvent, comparePosition, Position } from '../engine/change-history';
import { eventDoc, EventContext, invalidateDoc, invalidates, inScope } from './change-event-doc';
import { ChangeStreamSpec } from './change-stream-spec';
import { Engine } from '../engine/engine';
import { badValue, CommandError, toCommandError } from '../common/errors';
import { eventToken, highWaterMark } from './resume-token';
import { Doc, isPlainObject } from '../common/values';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
/** Events examined per read before yielding (events of other namespaces are skipped cheaply, but not for free). */
const SCAN_CHUNK = 4096;

export const historyLost = () =>
  new CommandError(286, 'ChangeStreamHistoryLost', 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');

/** One open change stream: a position in the engine's change history and the stages applied to its events. */
export class ChangeStreamCursor {
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
