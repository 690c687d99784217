import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MODERATION_MESSAGES, type ModerationDecision, type ModerationDecisionInput, type ReportableKind } from '@forkful/domain';
import { Model } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { displayName, ModeratedItems } from './moderated-items';
import { ModerationDecisionRecord } from './schemas/moderation-decision.schema';
import { Report } from './schemas/report.schema';

/**
 * A moderator's decision on a reported item: keep shows it again, remove deletes it through its module; either closes
 * its open reports and is recorded with a snapshot of the item.
 *
 * The order of the writes keeps an item from staying hidden with no open report (where no decision would ever show
 * it): keep closes the reports before showing the item (a report racing it either sees its own report closed and
 * shows the item again, or counts from zero: ReportsService); remove deletes the item before closing its reports (if
 * the request dies between the two, the queue finds the item gone and closes them).
 */
@Injectable()
export class ModerationDecisions {
  constructor(
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    @InjectModel(ModerationDecisionRecord.name) private readonly decisions: Model<ModerationDecisionRecord>,
    private readonly items: ModeratedItems,
  ) {}

  /** 404 MODERATION_MESSAGES.itemNotFound when the item has no open reports, or is gone (its reports are closed then). */
  async decide(kind: ReportableKind, itemId: string, input: ModerationDecisionInput, moderator: AuthUser): Promise<ModerationDecision> {
    const items = this.items.of(kind);
    if (!(await this.reports.exists({ kind, itemId, status: 'open' }))) throw new NotFoundException(MODERATION_MESSAGES.itemNotFound);
    const item = (await items.describe([itemId])).get(itemId);
    if (!item) {
      await this.closeReports(kind, itemId);
      throw new NotFoundException(MODERATION_MESSAGES.itemNotFound);
    }
    let reportCount: number;
    if (input.action === 'keep') {
      reportCount = await this.closeReports(kind, itemId);
      // Another moderator's decision closed them first: theirs stands.
      if (!reportCount) throw new NotFoundException(MODERATION_MESSAGES.itemNotFound);
      await items.setHidden(itemId, false);
    } else {
      const removed = await items.remove(itemId);
      reportCount = await this.closeReports(kind, itemId);
      if (!removed && !reportCount) throw new NotFoundException(MODERATION_MESSAGES.itemNotFound);
    }
    const decision: ModerationDecision = {
      kind,
      itemId,
      action: input.action,
      reason: input.reason,
      moderatorUid: moderator.uid,
      moderatorName: displayName(moderator.name),
      decidedAt: new Date().toISOString(),
    };
    const { excerpt, authorUid, authorName, path } = item;
    await this.decisions.create({ ...decision, decidedAt: new Date(decision.decidedAt), excerpt, authorUid, authorName, path, reportCount });
    return decision;
  }

  /** Closes the item's open reports; how many it closed. */
  private async closeReports(kind: ReportableKind, itemId: string): Promise<number> {
    const { modifiedCount } = await this.reports.updateMany({ kind, itemId, status: 'open' }, { $set: { status: 'closed', closedAt: new Date() } });
    return modifiedCount;
  }
}
