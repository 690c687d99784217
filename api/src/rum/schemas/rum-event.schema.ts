import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { RUM_LIMITS } from '@forkful/domain';
import { SchemaTypes } from 'mongoose';

/**
 * One RUM event as the browser sent it (its known fields only, message and stack trimmed), with when it arrived and
 * the batch's shell version: for looking into an incident. Nothing about the sender (no address, no user agent, no
 * account). Removed after RUM_LIMITS.rawEventDays by the TTL index on `at`; the per-minute aggregates stay.
 */
@Schema({ collection: 'rum_events', versionKey: false })
export class RumEventRecord {
  @Prop({ type: Date, required: true })
  at: Date;

  @Prop({ type: String, required: true })
  shellVersion: string;

  @Prop({ type: String, required: true })
  kind: string;

  @Prop({ type: String, required: true })
  app: string;

  @Prop({ type: String, required: true })
  version: string;

  @Prop({ type: String, required: true })
  view: string;

  @Prop({ type: String }) route?: string;
  @Prop({ type: String }) name?: string;
  @Prop({ type: Number }) value?: number;
  @Prop({ type: String }) source?: string;
  @Prop({ type: String }) message?: string;
  @Prop({ type: String }) stack?: string;
  @Prop({ type: Boolean }) first?: boolean;
  @Prop({ type: String }) reason?: string;
  @Prop({ type: SchemaTypes.Number }) status?: number;
}

export const RAW_EVENT_TTL_SECONDS = RUM_LIMITS.rawEventDays * 24 * 60 * 60;

export const RumEventRecordSchema = SchemaFactory.createForClass(RumEventRecord);
RumEventRecordSchema.index({ at: 1 }, { expireAfterSeconds: RAW_EVENT_TTL_SECONDS });
// An incident's events: one app version's, newest first.
RumEventRecordSchema.index({ app: 1, version: 1, at: -1 });
