import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type ReportableKind, type ReportInput } from '@forkful/domain';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { isDuplicateKey } from '../common/mongo-errors';
import { displayName, ModeratedItems } from './moderated-items';
import { Report } from './schemas/report.schema';

/**
 * Cooks' reports, and hiding an item once MODERATION_LIMITS.hideThreshold different cooks have an open report on it.
 *
 * The threshold holds under concurrent reports without a lock: each report is inserted (the unique index keeps one
 * open report per cook and item), then the item's open reports are counted. Whatever the interleaving, the report
 * whose insert came last sees them all, so at least one report that makes the count reach the threshold hides the item;
 * hiding is idempotent, so several may.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    private readonly items: ModeratedItems,
  ) {}

  /** 404 for an item the reporter cannot see, 403 for their own, 409 for a second open report of theirs. */
  async report(kind: ReportableKind, itemId: string, user: AuthUser, input: ReportInput): Promise<void> {
    const items = this.items.of(kind);
    const authorUid = await items.authorSeenBy(itemId, user.uid);
    if (authorUid === null) throw new NotFoundException(items.notFound);
    if (authorUid === user.uid) throw new ForbiddenException(MODERATION_MESSAGES.reportOwn);
    let reportId: Types.ObjectId;
    try {
      const [created] = await this.reports.create([{
        kind,
        itemId,
        reporterUid: user.uid,
        reporterName: displayName(user.name),
        reason: input.reason,
        ...(input.note ? { note: input.note } : {}),
        createdAt: new Date(),
        status: 'open',
      }]);
      reportId = created._id;
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MODERATION_MESSAGES.alreadyReported);
      throw error;
    }
    await this.hideAtThreshold(kind, itemId, reportId);
  }

  private async hideAtThreshold(kind: ReportableKind, itemId: string, reportId: Types.ObjectId): Promise<void> {
    const open = await this.reports.countDocuments({ kind, itemId, status: 'open' });
    if (open < MODERATION_LIMITS.hideThreshold) return;
    const items = this.items.of(kind);
    await items.setHidden(itemId, true);
    // A "keep" closes the reports, then shows the item: if it closed this one meanwhile, its showing may have come
    // before this hiding, so show the item again (its reports are closed: no decision would ever show it).
    if (!(await this.reports.exists({ _id: reportId, status: 'open' }))) await items.setHidden(itemId, false);
  }
}
