import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { MODERATION_MESSAGES } from '@forkful/domain';
import { Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import type { ModeratedItems, ModeratedKind } from './moderated-items';
import { ReportsService } from './reports.service';

const reporter: AuthUser = { uid: 'reporter', email: 'reporter@example.com', emailVerified: true, name: '  Rita  ', roles: [] };

/** A service on stand-ins: the report model answers `open` open reports after the insert, and whether this one is still open. */
function serviceWith(options: { author?: string | null; open?: number; stillOpen?: boolean; insert?: () => Promise<unknown> } = {}) {
  const log: string[] = [];
  const reportId = new Types.ObjectId();
  const reports = {
    create: jest.fn(options.insert ?? (async () => [{ _id: reportId }])),
    countDocuments: jest.fn(async () => options.open ?? 1),
    exists: jest.fn(async () => (options.stillOpen === false ? null : { _id: reportId })),
  };
  const kind: ModeratedKind = {
    notFound: 'Review not found',
    authorSeenBy: jest.fn(async () => (options.author === undefined ? 'author' : options.author)),
    setHidden: jest.fn(async (_id: string, hidden: boolean) => void log.push(hidden ? 'hide' : 'show')),
    remove: jest.fn(),
    describe: jest.fn(),
  };
  const items = { of: () => kind } as unknown as ModeratedItems;
  return { service: new ReportsService(reports as never, items), reports, kind, log };
}

describe('ReportsService.report', () => {
  it("stores the report with the reporter's name (never the email) and the trimmed note", async () => {
    const { service, reports, log } = serviceWith();
    await service.report('review', 'abc', reporter, { reason: 'spam', note: 'A shop link' });
    expect(reports.create).toHaveBeenCalledWith([
      { kind: 'review', itemId: 'abc', reporterUid: 'reporter', reporterName: 'Rita', reason: 'spam', note: 'A shop link', createdAt: expect.any(Date), status: 'open' },
    ]);
    expect(JSON.stringify(reports.create.mock.calls)).not.toContain('@');
    expect(log).toEqual([]);
  });

  it('hides the item once the open reports after the insert reach the threshold, and keeps it hidden', async () => {
    const { service, reports, log } = serviceWith({ open: 3 });
    await service.report('review', 'abc', reporter, { reason: 'hate' });
    expect(reports.countDocuments).toHaveBeenCalledWith({ kind: 'review', itemId: 'abc', status: 'open' });
    expect(log).toEqual(['hide']);
  });

  it('shows the item again when a decision closed this report while it was hiding it', async () => {
    const { service, log } = serviceWith({ open: 4, stillOpen: false });
    await service.report('review', 'abc', reporter, { reason: 'hate' });
    expect(log).toEqual(['hide', 'show']);
  });

  it("refuses an item the reporter cannot see (404, the kind's message) and their own (403) before storing anything", async () => {
    const hidden = serviceWith({ author: null });
    await expect(hidden.service.report('review', 'abc', reporter, { reason: 'spam' })).rejects.toThrow(new NotFoundException('Review not found'));
    const own = serviceWith({ author: 'reporter' });
    await expect(own.service.report('review', 'abc', reporter, { reason: 'spam' })).rejects.toThrow(new ForbiddenException(MODERATION_MESSAGES.reportOwn));
    expect([hidden.reports.create, own.reports.create].map((create) => create.mock.calls.length)).toEqual([0, 0]);
  });

  it("answers a second open report of the cook's (the unique index's duplicate key) with 409, hiding nothing", async () => {
    const { service, reports, log } = serviceWith({ open: 5, insert: async () => Promise.reject(Object.assign(new Error('E11000'), { code: 11000 })) });
    await expect(service.report('review', 'abc', reporter, { reason: 'spam' })).rejects.toThrow(new ConflictException(MODERATION_MESSAGES.alreadyReported));
    expect(reports.countDocuments).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });
});
