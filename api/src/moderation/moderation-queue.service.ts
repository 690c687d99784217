import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MODERATION_LIMITS, REPORTABLE_KINDS, type ItemReport, type ReportableKind, type ReportedItem } from '@forkful/domain';
import { Model } from 'mongoose';
import { ModeratedItem, ModeratedItems } from './moderated-items';
import { Report } from './schemas/report.schema';

/** The reports of one item the queue shows (the newest): an item reported by thousands stays one bounded answer. */
export const REPORTS_SHOWN_PER_ITEM = 50;

interface ReportedGroup {
  _id: { kind: ReportableKind; itemId: string };
  count: number;
  firstAt: Date;
}

type StoredReport = Pick<Report, 'reason' | 'note' | 'reporterUid' | 'reporterName' | 'createdAt'>;

export interface QueuePage {
  items: ReportedItem[];
  /** Items with open reports, on every page. */
  total: number;
}

/**
 * The moderators' queue: the items with open reports, most reported first, then the longest waiting. An item is hidden
 * at hideThreshold open reports, so the hidden ones come first; within a page the items' own hidden flags order them
 * too. An item found gone (its author deleted it) has its reports closed and is left out.
 */
@Injectable()
export class ModerationQueue {
  constructor(
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    private readonly items: ModeratedItems,
  ) {}

  async page(page: number): Promise<QueuePage> {
    const size = MODERATION_LIMITS.queuePageSize;
    const byItem = { $group: { _id: { kind: '$kind', itemId: '$itemId' }, count: { $sum: 1 }, firstAt: { $min: '$createdAt' } } };
    const [groups, [counted]] = await Promise.all([
      this.reports.aggregate<ReportedGroup>([
        { $match: { status: 'open' } },
        byItem,
        { $sort: { count: -1, firstAt: 1, '_id.kind': 1, '_id.itemId': 1 } },
        { $skip: (page - 1) * size },
        { $limit: size },
      ]),
      this.reports.aggregate<{ total: number }>([{ $match: { status: 'open' } }, { $group: { _id: { kind: '$kind', itemId: '$itemId' } } }, { $count: 'total' }]),
    ]);
    const described = await this.describe(groups);
    const gone = groups.filter((group) => !described.get(key(group._id)));
    if (gone.length) {
      await this.reports.updateMany(
        { status: 'open', $or: gone.map(({ _id }) => ({ kind: _id.kind, itemId: _id.itemId })) },
        { $set: { status: 'closed', closedAt: new Date() } },
      );
    }
    const shown = groups.filter((group) => described.get(key(group._id)));
    const items = await Promise.all(
      shown.map(async (group): Promise<ReportedItem> => {
        const item = described.get(key(group._id))!;
        return { kind: group._id.kind, ...item, reports: await this.openReports(group._id.kind, group._id.itemId) };
      }),
    );
    // Stable: the aggregate's order within each.
    items.sort((a, b) => Number(b.hidden) - Number(a.hidden));
    return { items, total: Math.max(0, (counted?.total ?? 0) - gone.length) };
  }

  private async describe(groups: ReportedGroup[]): Promise<Map<string, ModeratedItem>> {
    const found = new Map<string, ModeratedItem>();
    await Promise.all(
      REPORTABLE_KINDS.map(async (kind) => {
        const ids = groups.filter((g) => g._id.kind === kind).map((g) => g._id.itemId);
        if (!ids.length) return;
        for (const [id, item] of await this.items.of(kind).describe(ids)) found.set(key({ kind, itemId: id }), item);
      }),
    );
    return found;
  }

  private async openReports(kind: ReportableKind, itemId: string): Promise<ItemReport[]> {
    const reports = await this.reports
      .find({ kind, itemId, status: 'open' }, { reason: 1, note: 1, reporterUid: 1, reporterName: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(REPORTS_SHOWN_PER_ITEM)
      .lean<StoredReport[]>();
    return reports.map((r) => ({
      reason: r.reason,
      ...(r.note ? { note: r.note } : {}),
      reporterUid: r.reporterUid,
      reporterName: r.reporterName,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}

const key = ({ kind, itemId }: { kind: ReportableKind; itemId: string }) => `${kind}:${itemId}`;
