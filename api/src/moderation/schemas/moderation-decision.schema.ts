import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MODERATION_ACTIONS, MODERATION_LIMITS, REPORTABLE_KINDS, type ModerationAction, type ReportableKind } from '@forkful/domain';
import { Types } from 'mongoose';

/**
 * A moderator's decision on a reported item: who (uid and the token's name), when, why, and what the item said and
 * who wrote it at the time (a removed item leaves nothing else behind). Never changed after.
 */
@Schema({ collection: 'moderation_decisions', versionKey: false })
export class ModerationDecisionRecord {
  _id: Types.ObjectId;

  @Prop({ type: String, required: true, enum: REPORTABLE_KINDS })
  kind: ReportableKind;

  @Prop({ type: String, required: true })
  itemId: string;

  @Prop({ type: String, required: true, enum: MODERATION_ACTIONS })
  action: ModerationAction;

  @Prop({ type: String, required: true, maxlength: MODERATION_LIMITS.decisionReasonMax })
  reason: string;

  @Prop({ type: String, required: true })
  moderatorUid: string;

  @Prop({ type: String, required: true })
  moderatorName: string;

  @Prop({ type: Date, required: true })
  decidedAt: Date;

  /** The item's excerpt, author and page as the moderator saw them. */
  @Prop({ type: String, required: true })
  excerpt: string;

  @Prop({ type: String, required: true })
  authorUid: string;

  @Prop({ type: String, required: true })
  authorName: string;

  @Prop({ type: String, required: true })
  path: string;

  /** How many open reports the decision closed. */
  @Prop({ type: Number, required: true })
  reportCount: number;
}

export const ModerationDecisionSchema = SchemaFactory.createForClass(ModerationDecisionRecord);
// An item's decisions, newest first.
ModerationDecisionSchema.index({ kind: 1, itemId: 1, decidedAt: -1 });
