import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

export type MigrationRecordDocument = HydratedDocument<MigrationRecord>;

/** One document per applied migration: its presence is what "applied" means. */
@Schema({ collection: 'migrations', versionKey: false })
export class MigrationRecord {
  @Prop({ type: String, required: true })
  name: string;

  @Prop({ type: Date, required: true })
  appliedAt: Date;
}

export const MigrationRecordSchema = SchemaFactory.createForClass(MigrationRecord);
// A second record of one migration is refused even if two processes ever ran it (the lock is the first guard).
MigrationRecordSchema.index({ name: 1 }, { unique: true });
