import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The hits of one client in one rate-limit window, shared by every API process through the database.
 * `_id` is `<throttler>:<client key>:<window start>`; the TTL index removes a window once it has ended.
 */
@Schema({ collection: 'rate_limit_windows', versionKey: false })
export class RateLimitWindow {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number, required: true, default: 0 })
  hits: number;

  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const RateLimitWindowSchema = SchemaFactory.createForClass(RateLimitWindow);
RateLimitWindowSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
