import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { Model } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RateLimitWindow } from './schemas/rate-limit-window.schema';

interface WindowCount {
  /** Hits counted here and not yet added to the shared window. */
  pending: number;
  /** The shared window's total at the last sync (every process's hits, this one's synced hits included). */
  shared: number;
  expiresAt: number;
  ttl: number;
}

/**
 * Rate-limit counters shared by every API process through the database (a TTL collection, so no extra server).
 * A window starts at a client's first hit and lasts `ttl` (like the throttler's in-memory storage). A request never
 * waits for the database: hits are counted in memory and added to the shared window every `rateLimitSyncMs`, which
 * also brings back the other processes' hits and the window's shared start. Within one process the limit is exact;
 * across processes a client can exceed it by at most what it sends in one sync interval. If the database is
 * unreachable, limits keep holding per process and the hits are synced later.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitStore.name);
  private readonly windows = new Map<string, WindowCount>();
  private readonly timer: NodeJS.Timeout;
  private syncing: Promise<void> | null = null;
  private failing = false;

  constructor(
    @InjectModel(RateLimitWindow.name) private readonly model: Model<RateLimitWindow>,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.timer = setInterval(() => void this.sync(), config.rateLimitSyncMs);
    this.timer.unref();
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return this.count(key, ttl, limit, throttlerName);
  }

  /** increment(), synchronously: for the cached reads served before Nest (cached-read-limit.ts). */
  count(key: string, ttl: number, limit: number, throttlerName: string): ThrottlerStorageRecord {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.expiresAt <= now) {
      window = { pending: 0, shared: 0, expiresAt: now + ttl, ttl };
      this.windows.set(id, window);
    }
    window.pending++;
    const totalHits = window.shared + window.pending;
    const secondsLeft = Math.max(1, Math.ceil((window.expiresAt - now) / 1000));
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Adds this process's pending hits to the shared windows and reads back every live window's total. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = null));
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    const now = Date.now();
    const sent = new Map<string, number>();
    const sentFrom = new Map<string, WindowCount>();
    for (const [id, window] of this.windows) {
      if (window.expiresAt <= now) this.windows.delete(id);
      else if (window.pending) {
        sent.set(id, window.pending);
        sentFrom.set(id, window);
      }
    }
    if (!this.windows.size) return;
    try {
      if (sent.size) {
        const at = new Date(now);
        await this.model.collection.bulkWrite(
          [...sent].map(([id, hits]) => {
            // A window that has ended (and that the TTL monitor has not removed yet) starts again with these hits.
            const live = { $gt: ['$expiresAt', at] };
            const restart = new Date(now + this.windows.get(id)!.ttl);
            return {
              updateOne: {
                filter: { _id: id as never },
                update: [{ $set: { hits: { $cond: [live, { $add: ['$hits', hits] }, hits] }, expiresAt: { $cond: [live, '$expiresAt', restart] } } }],
                upsert: true,
              },
            };
          }),
          { ordered: false },
        );
        for (const [id, hits] of sent) {
          // The sent hits are in the shared total now, but it is read back only below: until then count them as shared,
          // or requests arriving meanwhile would not see them. A window restarted meanwhile never held them.
          const window = this.windows.get(id);
          if (window && window === sentFrom.get(id)) {
            window.pending -= hits;
            window.shared += hits;
          }
        }
      }
      // The driver's collection, as for the writes: these filters are ours (the connection's sanitizeFilter would strip $in).
      const shared = await this.model.collection
        .find<{ _id: string; hits: number; expiresAt: Date }>({ _id: { $in: [...this.windows.keys()] as never[] } }, { projection: { hits: 1, expiresAt: 1 } })
        .toArray();
      for (const doc of shared) {
        const window = this.windows.get(doc._id);
        if (!window || doc.expiresAt.getTime() <= now) continue;
        window.shared = doc.hits;
        window.expiresAt = doc.expiresAt.getTime();
      }
      if (this.failing) this.logger.log('rate-limit windows are synced through the database again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.logger.warn(`rate-limit windows not synced (limits hold per process meanwhile): ${(error as Error).message}`);
      this.failing = true;
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sync();
  }
}
