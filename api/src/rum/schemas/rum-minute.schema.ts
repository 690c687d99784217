import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';
import type { Histogram } from '../rum-histogram';

/**
 * One app version's RUM events over one minute, added to with $inc by every API process's flush (upserts by `_id`,
 * `<app> <version> <minute ms>`). Small (a few hundred bytes) and kept: the summary merges them over its windows.
 * Histograms are `{ <bucket index>: count }` (rum-histogram.ts).
 */
// `errors` is a mongoose document method's name too; these documents are written and read through the driver only.
@Schema({ collection: 'rum_minutes', versionKey: false, suppressReservedKeysWarning: true })
export class RumMinute {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  app: string;

  @Prop({ type: String, required: true })
  version: string;

  /** The minute's start. */
  @Prop({ type: Date, required: true })
  minute: Date;

  @Prop({ type: Number, default: 0 }) pageViews: number;
  @Prop({ type: Number, default: 0 }) erroredViews: number;
  @Prop({ type: Number, default: 0 }) errors: number;
  @Prop({ type: Number, default: 0 }) failedRemoteLoads: number;
  @Prop({ type: Number, default: 0 }) apiFailures: number;
  @Prop({ type: SchemaTypes.Mixed }) lcp?: Histogram;
  @Prop({ type: SchemaTypes.Mixed }) inp?: Histogram;
  @Prop({ type: SchemaTypes.Mixed }) cls?: Histogram;
}

export const RumMinuteSchema = SchemaFactory.createForClass(RumMinute);
RumMinuteSchema.index({ app: 1, version: 1, minute: 1 });

/** A minute document's id: app and version never hold a space. */
export const rumMinuteId = (app: string, version: string, minute: number): string => `${app} ${version} ${minute}`;
