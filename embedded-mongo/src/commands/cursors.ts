import { Long } from 'bson';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const CURSOR_IDLE_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Uint8Array[];
  pos: number;
  lastUsed: number;
  /** Opened with maxTimeMS: its getMores are time-limited too. */
  timeLimited: boolean;
}

/** Server-side cursors: results are materialized at open time and handed out in batches by getMore. */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();
  private next = BigInt(Math.floor(Math.random() * 1e9) + 1);
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Takes the first batch; returns it with the id of the cursor holding the rest (0 when exhausted). */
  firstBatch(ns: string, docs: Uint8Array[], batchSize: number | undefined, singleBatch: boolean, timeLimited = false): { batch: Uint8Array[]; id: Long } {
    const batch = take(docs, 0, batchSize ?? 101);
    if (singleBatch || batch.length >= docs.length) return { batch, id: Long.ZERO };
    const id = Long.fromBigInt(this.next++);
    this.open.set(id.toString(), { ns, docs, pos: batch.length, lastUsed: Date.now(), timeLimited });
    return { batch, id };
  }

  getMore(id: Long, batchSize: number | undefined): { batch: Uint8Array[]; id: Long; ns: string } | undefined {
    const key = id.toString();
    const c = this.open.get(key);
    if (!c) return undefined;
    const batch = take(c.docs, c.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    c.pos += batch.length;
    c.lastUsed = Date.now();
    if (c.pos >= c.docs.length) {
      this.open.delete(key);
      return { batch, id: Long.ZERO, ns: c.ns };
    }
    return { batch, id, ns: c.ns };
  }

  /** Whether an open cursor was opened with a time limit; undefined when there is no such cursor. */
  isTimeLimited(id: Long): boolean | undefined {
    return this.open.get(id.toString())?.timeLimited;
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toString());
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, c] of this.open) if (now - c.lastUsed > CURSOR_IDLE_MS) this.open.delete(k);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }
}

function take(docs: Uint8Array[], from: number, max: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let bytes = 0;
  for (let i = from; i < docs.length && out.length < max; i++) {
    bytes += docs[i].length;
    if (out.length && bytes > MAX_BATCH_BYTES) break;
    out.push(docs[i]);
  }
  return out;
}
