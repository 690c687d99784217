import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MODERATION_LIMITS, REPORT_REASONS, REPORTABLE_KINDS, type ReportableKind, type ReportReason } from '@forkful/domain';
import { Types } from 'mongoose';

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * One cook's report of a review or a public collection. Open until a moderator decides on the item (or the item is
 * found gone), then closed and kept: a cook may report the same item again after a decision, not before.
 */
@Schema({ collection: 'reports', versionKey: false })
export class Report {
  _id: Types.ObjectId;

  @Prop({ type: String, required: true, enum: REPORTABLE_KINDS })
  kind: ReportableKind;

  /** The review's or collection's id (24 hex digits). */
  @Prop({ type: String, required: true })
  itemId: string;

  @Prop({ type: String, required: true })
  reporterUid: string;

  /** The reporter's display name when they reported (never an email). */
  @Prop({ type: String, required: true })
  reporterName: string;

  @Prop({ type: String, required: true, enum: REPORT_REASONS })
  reason: ReportReason;

  /** Plain text, trimmed; absent when the reporter wrote none. */
  @Prop({ type: String, maxlength: MODERATION_LIMITS.noteMax })
  note?: string;

  @Prop({ type: Date, required: true })
  createdAt: Date;

  @Prop({ type: String, required: true, enum: REPORT_STATUSES, default: 'open' })
  status: ReportStatus;

  /** When a decision (or the item's disappearance) closed it. */
  @Prop({ type: Date })
  closedAt?: Date;
}

export const ReportSchema = SchemaFactory.createForClass(Report);
// One open report per cook and item (decides a cook's concurrent reports: one insert wins, the others are 409); the
// count of an item's open reports, which decides hiding, is the size of its range.
ReportSchema.index({ kind: 1, itemId: 1, reporterUid: 1 }, { unique: true, partialFilterExpression: { status: 'open' } });
// The queue: the open reports grouped by item, and an item's open reports newest first.
ReportSchema.index({ status: 1, kind: 1, itemId: 1, createdAt: -1 });
