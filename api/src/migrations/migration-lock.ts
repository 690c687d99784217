import type { LoggerService } from '@nestjs/common';
import mongoose, { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDuplicateKey } from '../common/mongo-errors';
import { MigrationLock } from './schemas/migration-lock.schema';

const LOCK_ID = 'migrations';

export interface MigrationLockTiming {
  /** How long a lock lasts unless renewed: a holder that died frees it after this. */
  ttlMs: number;
  /** How often the holder renews it while it works (well under ttlMs). */
  renewMs: number;
  /** How often a waiting process tries again. */
  pollMs: number;
  /** How long a process waits for another's migrations before its start fails. */
  maxWaitMs: number;
}

/** Clocks of the API processes may differ by seconds, not by the minute a lock lasts. */
export const DEFAULT_LOCK_TIMING: MigrationLockTiming = { ttlMs: 60_000, renewMs: 15_000, pollMs: 500, maxWaitMs: 10 * 60_000 };

/** Injection token of the lock's timing (tests shorten it). */
export const MIGRATION_LOCK_TIMING = Symbol('MIGRATION_LOCK_TIMING');

export interface HeldMigrationLock {
  release(): Promise<void>;
}

/**
 * Takes the lock when nobody holds it or its holder's time ran out: an upsert of the fixed _id that matches only an
 * expired lock, so while a live one exists the insert fails on the unique _id. True when taken.
 */
async function take(locks: Model<MigrationLock>, holder: string, ttlMs: number): Promise<boolean> {
  const now = Date.now();
  try {
    await locks.updateOne(
      { _id: LOCK_ID, expiresAt: mongoose.trusted({ $lte: new Date(now) }) },
      { $set: { holder, expiresAt: new Date(now + ttlMs) } },
      { upsert: true },
    );
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Waits until this process holds the migrations lock (at most timing.maxWaitMs), then keeps it renewed until released. */
export async function acquireMigrationLock(locks: Model<MigrationLock>, timing: MigrationLockTiming, logger: LoggerService): Promise<HeldMigrationLock> {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const giveUpAt = Date.now() + timing.maxWaitMs;
  let told = false;
  while (!(await take(locks, holder, timing.ttlMs))) {
    if (Date.now() >= giveUpAt) {
      throw new Error(`Another API process has held the migrations lock (collection migration_locks) for over ${timing.maxWaitMs / 1000} s: this one does not start`);
    }
    if (!told) logger.log('Waiting for another API process to finish the migrations');
    told = true;
    await sleep(timing.pollMs);
  }
  const renewal = setInterval(() => {
    const expiresAt = new Date(Date.now() + timing.ttlMs);
    locks.updateOne({ _id: LOCK_ID, holder }, { $set: { expiresAt } }).then(
      ({ matchedCount }) => {
        if (!matchedCount) logger.error('The migrations lock expired while this process held it: another process may apply the same migration');
      },
      (error: unknown) => logger.warn(`Could not renew the migrations lock: ${String(error)}`),
    );
  }, timing.renewMs);
  renewal.unref();
  return {
    release: async () => {
      clearInterval(renewal);
      // A lock left behind (the database gone) expires by itself.
      await locks.deleteOne({ _id: LOCK_ID, holder }).catch((error: unknown) => logger.warn(`Could not release the migrations lock: ${String(error)}`));
    },
  };
}
