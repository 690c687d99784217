import { Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Umzug } from 'umzug';
import { DEFERRED, Migration, MIGRATIONS } from './migration';
import { acquireMigrationLock, DEFAULT_LOCK_TIMING, MIGRATION_LOCK_TIMING, MigrationLockTiming } from './migration-lock';
import { MigrationRecords } from './migration-records';
import { MigrationLock } from './schemas/migration-lock.schema';
import { MigrationRecord } from './schemas/migration-record.schema';

/**
 * Applies the pending migrations at start, before the API takes requests (a bootstrap hook: Nest listens after it),
 * with umzug: in order, each once per database and recorded in `migrations`. Several processes starting together
 * take turns through a lock (`migration_locks`); the later ones then find nothing pending. A migration that throws
 * stops the start, unrecorded; one that defers is not recorded either, and the start goes on.
 */
@Injectable()
export class MigrationRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectModel(MigrationRecord.name) private readonly records: Model<MigrationRecord>,
    @InjectModel(MigrationLock.name) private readonly locks: Model<MigrationLock>,
    @Inject(MIGRATIONS) private readonly migrations: readonly Migration[],
    @Optional() @Inject(MIGRATION_LOCK_TIMING) private readonly timing: MigrationLockTiming = DEFAULT_LOCK_TIMING,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  /** Applies every pending migration; returns the names of those applied and recorded now. */
  async run(): Promise<string[]> {
    // The unique index on the records' names exists before the first record.
    await this.records.init();
    const deferred = new Set<string>();
    const umzug = new Umzug({
      migrations: this.migrations.map((migration) => ({ name: migration.name, up: () => this.apply(migration, deferred) })),
      storage: new MigrationRecords(this.records, deferred),
      logger: undefined,
    });
    // The usual start: nothing pending, no lock taken.
    if (!(await umzug.pending()).length) return [];
    const lock = await acquireMigrationLock(this.locks, this.timing, this.logger);
    try {
      // umzug reads the records again here, under the lock: what another process applied meanwhile is skipped.
      const ran = await umzug.up();
      return ran.map((migration) => migration.name).filter((name) => !deferred.has(name));
    } finally {
      await lock.release();
    }
  }

  private async apply(migration: Migration, deferred: Set<string>): Promise<void> {
    const started = Date.now();
    this.logger.log(`Applying migration ${migration.name}`);
    let outcome: Awaited<ReturnType<Migration['up']>>;
    try {
      outcome = await migration.up();
    } catch (error) {
      this.logger.error(`Migration ${migration.name} failed, so the API does not start; it is not recorded and runs again at the next start: ${String(error)}`);
      throw error;
    }
    if (outcome === DEFERRED) {
      deferred.add(migration.name);
      this.logger.warn(`Migration ${migration.name} deferred: not recorded, it runs again at the next start`);
      return;
    }
    this.logger.log(`Migration ${migration.name} done in ${Date.now() - started} ms`);
  }
}
