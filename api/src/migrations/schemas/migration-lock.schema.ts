import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

export type MigrationLockDocument = HydratedDocument<MigrationLock>;

/**
 * The one document (its _id is fixed) that says which API process applies migrations now, until when. Its unique _id
 * is the lock: a second process's insert fails while it exists and has not expired.
 */
@Schema({ collection: 'migration_locks', versionKey: false })
export class MigrationLock {
  @Prop({ type: String })
  _id: string;

  /** host:pid:random of the process holding it (no user data). */
  @Prop({ type: String, required: true })
  holder: string;

  /** Renewed while the holder works; past it a crashed holder's lock is taken over. */
  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const MigrationLockSchema = SchemaFactory.createForClass(MigrationLock);
