import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { RUM_LIMITS } from '@forkful/domain';
import { SchemaTypes } from 'mongoose';

/**
 * The raw events of one accepted batch, as the browser sent them (their known fields only, messages and stacks
 * trimmed), with when they arrived and the batch's shell version: for looking into an incident
 * (`find({ 'events.app': ..., 'events.version': ... })`). One document per batch, not per event: at 2,000 events a
 * second that is 20 times fewer inserts for the database. Nothing about the sender (no address, no user agent, no
 * account). Removed after RUM_LIMITS.rawEventDays by the TTL index on `at`; the per-minute aggregates stay.
 */
@Schema({ collection: 'rum_events', versionKey: false })
export class RumEventBatch {
  @Prop({ type: Date, required: true })
  at: Date;

  @Prop({ type: String, required: true })
  shellVersion: string;

  /** RumEvent objects (domain/rum.ts), validated by rum-batch.ts. */
  @Prop({ type: [SchemaTypes.Mixed], required: true })
  events: object[];
}

export const RAW_EVENT_TTL_SECONDS = RUM_LIMITS.rawEventDays * 24 * 60 * 60;

export const RumEventBatchSchema = SchemaFactory.createForClass(RumEventBatch);
RumEventBatchSchema.index({ at: 1 }, { expireAfterSeconds: RAW_EVENT_TTL_SECONDS });
