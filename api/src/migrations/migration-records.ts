import type { Model } from 'mongoose';
import type { UmzugStorage } from 'umzug';
import { MigrationRecord } from './schemas/migration-record.schema';

/**
 * umzug's storage on the `migrations` collection, through the app's mongoose connection: a record per applied
 * migration, { name, appliedAt }. A migration that deferred itself (named in `deferred`) is not recorded.
 */
export class MigrationRecords implements UmzugStorage {
  constructor(
    private readonly records: Model<MigrationRecord>,
    private readonly deferred: ReadonlySet<string>,
  ) {}

  async logMigration({ name }: { name: string }): Promise<void> {
    if (this.deferred.has(name)) return;
    await this.records.create({ name, appliedAt: new Date() });
  }

  async unlogMigration({ name }: { name: string }): Promise<void> {
    await this.records.deleteOne({ name });
  }

  async executed(): Promise<string[]> {
    const found = await this.records.find({}, { name: 1 }).sort({ appliedAt: 1, _id: 1 }).lean<Array<{ name: string }>>();
    return found.map((record) => record.name);
  }
}
