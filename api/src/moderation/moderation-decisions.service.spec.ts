import { NotFoundException } from '@nestjs/common';
import { MODERATION_MESSAGES } from '@forkful/domain';
import type { AuthUser } from '../auth/auth-user';
import type { ModeratedItem, ModeratedItems, ModeratedKind } from './moderated-items';
import { ModerationDecisions } from './moderation-decisions.service';

const moderator: AuthUser = { uid: 'mod', email: 'mod@example.com', emailVerified: true, name: 'Mo', roles: ['moderator'] };
const item: ModeratedItem = { itemId: 'abc', hidden: true, excerpt: '1/5 stars', authorUid: 'author', authorName: 'Al', path: '/recipes/r1' };

/** Decisions on stand-ins that log each write in order. */
function decisionsWith(options: { open?: boolean; exists?: boolean; closes?: number; removed?: boolean } = {}) {
  const log: string[] = [];
  const reports = {
    exists: jest.fn(async () => (options.open === false ? null : { _id: 'r' })),
    updateMany: jest.fn(async () => {
      log.push('close');
      return { modifiedCount: options.closes ?? 3 };
    }),
  };
  const records = { create: jest.fn(async () => void log.push('record')) };
  const kind: ModeratedKind = {
    notFound: 'Review not found',
    authorSeenBy: jest.fn(),
    setHidden: jest.fn(async (_id: string, hidden: boolean) => void log.push(hidden ? 'hide' : 'show')),
    remove: jest.fn(async () => {
      log.push('remove');
      return options.removed ?? true;
    }),
    describe: jest.fn(async () => new Map(options.exists === false ? [] : [['abc', item]])),
  };
  const items = { of: () => kind } as unknown as ModeratedItems;
  return { decisions: new ModerationDecisions(reports as never, records as never, items), records, log };
}

describe('ModerationDecisions.decide', () => {
  it('keep: closes the reports, then shows the item, then records the decision with a snapshot of the item', async () => {
    const { decisions, records, log } = decisionsWith();
    const decision = await decisions.decide('review', 'abc', { action: 'keep', reason: 'Fine' }, moderator);
    expect(log).toEqual(['close', 'show', 'record']);
    expect(decision).toEqual({ kind: 'review', itemId: 'abc', action: 'keep', reason: 'Fine', moderatorUid: 'mod', moderatorName: 'Mo', decidedAt: expect.any(String) });
    expect(records.create).toHaveBeenCalledWith({
      ...decision,
      decidedAt: new Date(decision.decidedAt),
      excerpt: '1/5 stars',
      authorUid: 'author',
      authorName: 'Al',
      path: '/recipes/r1',
      reportCount: 3,
    });
  });

  it('remove: deletes the item, then closes its reports, then records', async () => {
    const { decisions, log } = decisionsWith();
    await decisions.decide('review', 'abc', { action: 'remove', reason: 'Spam' }, moderator);
    expect(log).toEqual(['remove', 'close', 'record']);
  });

  const notFound = new NotFoundException(MODERATION_MESSAGES.itemNotFound);

  it('answers 404 for an item without open reports, touching nothing', async () => {
    const { decisions, log } = decisionsWith({ open: false });
    await expect(decisions.decide('review', 'abc', { action: 'remove', reason: 'Spam' }, moderator)).rejects.toThrow(notFound);
    expect(log).toEqual([]);
  });

  it('answers 404 for an item found gone, closing its reports', async () => {
    const { decisions, log } = decisionsWith({ exists: false });
    await expect(decisions.decide('review', 'abc', { action: 'keep', reason: 'Fine' }, moderator)).rejects.toThrow(notFound);
    expect(log).toEqual(['close']);
  });

  it("answers 404 when another moderator's decision got there first, recording nothing", async () => {
    const keep = decisionsWith({ closes: 0 });
    await expect(keep.decisions.decide('review', 'abc', { action: 'keep', reason: 'Fine' }, moderator)).rejects.toThrow(notFound);
    expect(keep.log).toEqual(['close']);
    const remove = decisionsWith({ closes: 0, removed: false });
    await expect(remove.decisions.decide('review', 'abc', { action: 'remove', reason: 'Spam' }, moderator)).rejects.toThrow(notFound);
    expect(remove.log).toEqual(['remove', 'close']);
  });
});
