import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RumBatch, RumEvent } from '@forkful/domain';
import { Model, type mongo } from 'mongoose';
import { COUNT_FIELDS, countEvent, emptyCounts, HISTOGRAM_FIELDS, mergeCounts, minuteOf, RumCounts } from './rum-minute';
import { RumEventBatch } from './schemas/rum-event.schema';
import { RumMinute, rumMinuteId } from './schemas/rum-minute.schema';

/** How often the buffer is written (one bulkWrite of the minutes, one insertMany of the raw events). */
export const RUM_FLUSH_INTERVAL_MS = 1000;
/** Raw events kept in memory between flushes: 10 s at 2,000 a second. Past it the oldest are dropped (counted). */
export const MAX_BUFFERED_RAW_EVENTS = 20_000;
/**
 * Raw batches per insertMany (about 1,000 events): a flush written as one command would hold the event loop for its
 * whole BSON encoding (a read's p99 felt it); in chunks, requests are served between them.
 */
export const RAW_BATCHES_PER_WRITE = 50;
/** Minutes (app, version, minute) kept between flushes; past it the buffer is flushed at once. */
const MAX_BUFFERED_MINUTES = 5_000;

interface PendingMinute {
  app: string;
  version: string;
  minute: number;
  counts: RumCounts;
}

interface RawBatch {
  at: Date;
  shellVersion: string;
  events: RumEvent[];
}

/**
 * Accepted RUM batches, buffered in memory and written every second: POST /rum never waits for the database. The
 * per-minute aggregates are exact (a failed write is kept and tried again with the next flush); raw events are
 * best-effort (bounded buffer, dropped oldest first when full, and when their write fails).
 */
@Injectable()
export class RumIngest implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RumIngest.name);
  private minutes = new Map<string, PendingMinute>();
  private raw: RawBatch[] = [];
  /** Events in `raw`. */
  private rawEvents = 0;
  /** Raw events dropped since the start (buffer full, or their write failed); their aggregates were kept. */
  droppedRawEvents = 0;
  private tail: Promise<void> = Promise.resolve();
  private failing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    @InjectModel(RumEventBatch.name) private readonly events: Model<RumEventBatch>,
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
    }
    this.raw.push({ at: received, shellVersion: batch.shellVersion, events: batch.events });
    this.rawEvents += batch.events.length;
    if (this.rawEvents > MAX_BUFFERED_RAW_EVENTS) {
      // Down to nine tenths at a time, so a full buffer does not shift the array on every batch.
      let drop = 0;
      let dropped = 0;
      while (this.rawEvents - dropped > MAX_BUFFERED_RAW_EVENTS * 0.9) dropped += this.raw[drop++].events.length;
      this.raw.splice(0, drop);
      this.rawEvents -= dropped;
      this.droppedRawEvents += dropped;
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
    this.rawEvents = 0;
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
    if (raw.length) writes.push(this.writeRaw(raw));
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

  /** Raw batches in chunks, one after the other; on a failure the rest are dropped (their events counted). */
  private async writeRaw(raw: RawBatch[]): Promise<void> {
    for (let start = 0; start < raw.length; start += RAW_BATCHES_PER_WRITE) {
      try {
        await this.events.collection.insertMany(raw.slice(start, start + RAW_BATCHES_PER_WRITE) as never[], { ordered: false });
      } catch (error) {
        this.droppedRawEvents += raw.slice(start).reduce((sum, batch) => sum + batch.events.length, 0);
        throw error;
      }
    }
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
