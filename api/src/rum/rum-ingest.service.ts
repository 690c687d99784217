import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RumBatch, RumEvent } from '@forkful/domain';
import { Model, type mongo } from 'mongoose';
import { COUNT_FIELDS, countEvent, emptyCounts, HISTOGRAM_FIELDS, mergeCounts, minuteOf, RumCounts } from './rum-minute';
import { RumEventRecord } from './schemas/rum-event.schema';
import { RumMinute, rumMinuteId } from './schemas/rum-minute.schema';

/** How often the buffer is written (one bulkWrite of the minutes, one insertMany of the raw events). */
export const RUM_FLUSH_INTERVAL_MS = 1000;
/** Raw events kept in memory between flushes: 10 s at 2,000 a second. Past it the oldest are dropped (counted). */
export const MAX_BUFFERED_RAW_EVENTS = 20_000;
/** Minutes (app, version, minute) kept between flushes; past it the buffer is flushed at once. */
const MAX_BUFFERED_MINUTES = 5_000;

interface PendingMinute {
  app: string;
  version: string;
  minute: number;
  counts: RumCounts;
}

type RawEvent = RumEvent & { at: Date; shellVersion: string };

/**
 * Accepted RUM batches, buffered in memory and written every second: POST /rum never waits for the database. The
 * per-minute aggregates are exact (a failed write is kept and tried again with the next flush); raw events are
 * best-effort (bounded buffer, dropped oldest first when full, and when their write fails).
 */
@Injectable()
export class RumIngest implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RumIngest.name);
  private minutes = new Map<string, PendingMinute>();
  private raw: RawEvent[] = [];
  /** Raw events dropped since the start (buffer full, or their write failed); their aggregates were kept. */
  droppedRawEvents = 0;
  private tail: Promise<void> = Promise.resolve();
  private failing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    @InjectModel(RumEventRecord.name) private readonly events: Model<RumEventRecord>,
    @InjectModel(RumMinute.name) private readonly minuteModel: Model<RumMinute>,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), RUM_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Counts a validated batch into the buffer (received at `at`); synchronous, no I/O. */
  accept(batch: RumBatch, at = Date.now()): void {
    const minute = minuteOf(at);
    const received = new Date(at);
    for (const event of batch.events) {
      const id = rumMinuteId(event.app, event.version, minute);
      let pending = this.minutes.get(id);
      if (!pending) this.minutes.set(id, (pending = { app: event.app, version: event.version, minute, counts: emptyCounts() }));
      countEvent(pending.counts, event);
      this.raw.push({ ...event, at: received, shellVersion: batch.shellVersion });
    }
    if (this.raw.length > MAX_BUFFERED_RAW_EVENTS) {
      // A tenth at a time, so a full buffer does not shift the array on every batch.
      const excess = this.raw.length - MAX_BUFFERED_RAW_EVENTS + MAX_BUFFERED_RAW_EVENTS / 10;
      this.raw.splice(0, excess);
      this.droppedRawEvents += excess;
    }
    if (this.minutes.size > MAX_BUFFERED_MINUTES) void this.flush().catch(() => undefined);
  }

  /** Writes everything accepted before this call (after any flush already running). */
  flush(): Promise<void> {
    const next = this.tail.then(() => this.flushOnce());
    this.tail = next.catch(() => undefined);
    return next;
  }

  private async flushOnce(): Promise<void> {
    const minutes = this.minutes;
    const raw = this.raw;
    if (!minutes.size && !raw.length) return;
    this.minutes = new Map();
    this.raw = [];
    const pending = [...minutes];
    const writes: Array<Promise<unknown>> = [];
    if (pending.length) {
      writes.push(
        this.minuteModel.collection.bulkWrite(pending.map(([id, minute]) => upsertOf(id, minute)), { ordered: false }).then(
          () => undefined,
          (error: { writeErrors?: Array<{ index: number }> | { index: number } }) => {
            // Kept for the next flush: the ops that failed (all of them when the error does not say which).
            const failed = error.writeErrors ? [error.writeErrors].flat().map((e) => e.index) : pending.map((_, index) => index);
            for (const index of failed) this.keep(...pending[index]);
            throw error;
          },
        ),
      );
    }
    if (raw.length) {
      writes.push(
        this.events.collection.insertMany(raw as never[], { ordered: false }).catch((error: unknown) => {
          this.droppedRawEvents += raw.length;
          throw error;
        }),
      );
    }
    const results = await Promise.allSettled(writes);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      if (!this.failing) this.logger.warn(`RUM events not written (aggregates kept for the next flush): ${(failure.reason as Error).message}`);
      this.failing = true;
      throw failure.reason;
    }
    if (this.failing) this.logger.log('RUM events are written again');
    this.failing = false;
  }

  /** A minute whose write failed, back into the buffer (added to what arrived meanwhile). */
  private keep(id: string, minute: PendingMinute): void {
    const current = this.minutes.get(id);
    if (current) mergeCounts(current.counts, minute.counts);
    else this.minutes.set(id, minute);
  }

  /** The last flush: after the HTTP server has stopped taking requests, before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

/** One minute's $inc upsert: only the fields it adds to. */
function upsertOf(id: string, { app, version, minute, counts }: PendingMinute): mongo.AnyBulkWriteOperation {
  const inc: Record<string, number> = {};
  for (const field of COUNT_FIELDS) if (counts[field]) inc[field] = counts[field];
  for (const field of HISTOGRAM_FIELDS) for (const [bucket, count] of Object.entries(counts[field])) inc[`${field}.${bucket}`] = count;
  return {
    updateOne: {
      filter: { _id: id as never },
      update: { $setOnInsert: { app, version, minute: new Date(minute) }, $inc: inc },
      upsert: true,
    },
  };
}
