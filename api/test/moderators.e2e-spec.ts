import {
  MODERATION_LIMITS, MODERATION_MESSAGES, REVIEW_MESSAGES, type ModerationDecision,
} from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { generateKeyPairSync, sign } from 'node:crypto';
import request from 'supertest';
import { useModerationStack } from './support/moderation-stack';
import type { TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser, withClaims } from './support/users';

/** The moderators: the queue and decisions, refused to everyone else (reports and hiding: moderation.e2e-spec.ts). */
const UNKNOWN = '0123456789abcdef01234567';
const { hideThreshold } = MODERATION_LIMITS;

const stack = useModerationStack();
const { cooks, addRecipe, addReview, addCollection, report, decide, publicReviews, wholeQueue, openReports } = stack;
let api: TestApp;
let author: TestUser;
let moderator: TestUser;
let plain: TestUser;
beforeAll(() => ({ api, author, moderator, plain } = stack.state));

describe('the moderators', () => {
  /** An item with `count` reports, by new cooks (a review unless a collection is asked for). */
  async function reported(count: number, kind: 'review' | 'collection' = 'review'): Promise<{ itemId: string; recipeId?: string; reporters: TestUser[] }> {
    const reporters = await cooks(count);
    if (kind === 'collection') {
      const itemId = await addCollection(await createTestUser({ displayName: 'Collector' }));
      for (const reporter of reporters) await report(reporter, 'collection', itemId).expect(201);
      return { itemId, reporters };
    }
    const recipeId = await addRecipe();
    const { reviewId } = await addReview(recipeId, 2);
    for (const reporter of reporters) await report(reporter, 'review', reviewId, { reason: 'spam', note: 'A shop link' }).expect(201);
    return { itemId: reviewId, recipeId, reporters };
  }

  it('lists the reported items, hidden first then the most reported, each with its excerpt, author, page and reports (names, never emails)', async () => {
    const once = await reported(1);
    const hidden = await reported(hideThreshold);
    const twice = await reported(2, 'collection');
    const queue = await wholeQueue();
    const ids = queue.map((item) => item.itemId);
    expect(ids.indexOf(hidden.itemId)).toBeLessThan(ids.indexOf(twice.itemId));
    expect(ids.indexOf(twice.itemId)).toBeLessThan(ids.indexOf(once.itemId));
    const firstShown = queue.findIndex((item) => !item.hidden);
    expect(queue.slice(firstShown).every((item) => !item.hidden)).toBe(true);

    const item = queue.find((i) => i.itemId === hidden.itemId)!;
    expect(item).toEqual({
      kind: 'review',
      itemId: hidden.itemId,
      hidden: true,
      excerpt: '2 stars\nBuy cheap pans at example.com',
      authorUid: expect.any(String),
      authorName: 'Loud Reviewer',
      path: `/recipes/${hidden.recipeId}`,
      reports: expect.any(Array),
    });
    expect(item.reports.map((r) => r.reporterName).sort()).toEqual(['Reporter 1', 'Reporter 2', 'Reporter 3']);
    expect(item.reports[0]).toEqual({ reason: 'spam', note: 'A shop link', reporterUid: expect.any(String), reporterName: expect.any(String), createdAt: expect.any(String) });
    expect(queue.find((i) => i.itemId === twice.itemId)).toMatchObject({ kind: 'collection', hidden: false, excerpt: 'Weeknight dinners\nQuick ones', authorName: 'Collector', path: `/collections/${twice.itemId}` });
    expect(JSON.stringify(queue)).not.toMatch(/@forkful\.test/);
  });

  it('refuses the queue and decisions to a plain cook (403, whatever they send) and to a caller without a token (401)', async () => {
    const { itemId } = await reported(1);
    const refusal = { statusCode: 403, error: 'Forbidden', message: MODERATION_MESSAGES.notModerator, code: 'moderation.not-moderator' };
    expect((await request(api.url).get('/moderation/reports').set(bearer(plain)).expect(403)).body).toEqual(refusal);
    expect((await request(api.url).get('/moderation/reports').query({ page: 'x' }).set(bearer(plain)).expect(403)).body).toEqual(refusal);
    expect((await decide(plain, 'review', itemId, { action: 'remove', reason: 'Spam' }).expect(403)).body).toEqual(refusal);
    expect((await decide(plain, 'nonsense', 'x', { nothing: 1 }).expect(403)).body).toEqual(refusal);
    await request(api.url).get('/moderation/reports').expect(401);
    await request(api.url).post(`/moderation/review/${itemId}/decision`).send({ action: 'keep', reason: 'Fine' }).expect(401);
    expect(await openReports('review', itemId)).toBe(1);
  });

  it('never lets in a forged roles claim: a self-signed token is 401, and so is an unsigned one where signatures are checked', async () => {
    const { itemId } = await reported(1);
    const claims = JSON.parse(Buffer.from(plain.idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', kid: 'forged', typ: 'JWT' })}.${part({ ...claims, roles: ['moderator'] })}`;
    const selfSigned = `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    const as = (idToken: string) => ({ ...plain, idToken });
    await request(api.url).get('/moderation/reports').set(bearer(as(selfSigned))).expect(401);
    await decide(as(selfSigned), 'review', itemId, { action: 'remove', reason: 'Forged' }).expect(401);

    // The Auth emulator's own tokens are unsigned, so the test stack trusts unsigned tokens (never in production: see
    // auth-emulator-guard.ts). Without it, as in production, the API checks signatures: a copy of a real token with
    // the claim added is refused.
    const forged = withClaims(plain.idToken, { roles: ['moderator'] });
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await request(api.url).get('/moderation/reports').set(bearer(as(forged))).expect(401);
      await decide(as(forged), 'review', itemId, { action: 'remove', reason: 'Forged' }).expect(401);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    }
    expect(await openReports('review', itemId)).toBe(1);
  });

  it('keep: shows the review again, closes its reports and records the decision; a second decision is 404', async () => {
    const { itemId, recipeId, reporters } = await reported(hideThreshold);
    expect((await publicReviews(recipeId!)).reviews).toEqual([]);
    const response = await decide(moderator, 'review', itemId, { action: 'keep', reason: '  Harsh, but about the recipe  ' }).expect(201);
    const decision = response.body as ModerationDecision;
    expect(decision).toEqual({
      kind: 'review',
      itemId,
      action: 'keep',
      reason: 'Harsh, but about the recipe',
      moderatorUid: moderator.uid,
      moderatorName: 'Mo Derator',
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await publicReviews(recipeId!)).reviews.map((r) => r._id)).toEqual([itemId]);
    expect(await openReports('review', itemId)).toBe(0);
    expect((await wholeQueue()).map((item) => item.itemId)).not.toContain(itemId);
    const record = await api.app.get<Model<Record<string, unknown>>>(getModelToken('ModerationDecisionRecord')).findOne({ itemId }).lean();
    expect(record).toMatchObject({ action: 'keep', moderatorUid: moderator.uid, excerpt: '2 stars\nBuy cheap pans at example.com', authorName: 'Loud Reviewer', reportCount: hideThreshold });

    expect((await decide(moderator, 'review', itemId, { action: 'remove', reason: 'Again' }).expect(404)).body.message).toBe(MODERATION_MESSAGES.itemNotFound);
    // Its reports closed, a cook may report it again.
    await report(reporters[0], 'review', itemId).expect(201);
  });

  it("remove: deletes the review through the reviews (its rating leaves the recipe's average) and records the decision", async () => {
    const recipeId = await addRecipe();
    const { reviewId: kept } = await addReview(recipeId, 5);
    const { reviewId: removed, reviewer } = await addReview(recipeId, 1);
    expect((await publicReviews(recipeId)).summary).toMatchObject({ average: 3, count: 2 });
    for (const reporter of await cooks(hideThreshold)) await report(reporter, 'review', removed).expect(201);

    const decision = (await decide(moderator, 'review', removed, { action: 'remove', reason: 'Advertising' }).expect(201)).body as ModerationDecision;
    expect(decision).toMatchObject({ kind: 'review', itemId: removed, action: 'remove', reason: 'Advertising', moderatorUid: moderator.uid });
    const page = await publicReviews(recipeId);
    expect(page.summary).toEqual({ average: 5, count: 1, breakdown: [0, 0, 0, 0, 1] });
    expect(page.reviews.map((r) => r._id)).toEqual([kept]);
    await request(api.url).get(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).expect(204);
    expect((await request(api.url).get(`/recipes/${recipeId}`).expect(200)).body).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    expect(await openReports('review', removed)).toBe(0);
    const record = await api.app.get<Model<Record<string, unknown>>>(getModelToken('ModerationDecisionRecord')).findOne({ itemId: removed }).lean();
    expect(record).toMatchObject({ action: 'remove', reason: 'Advertising', excerpt: '1 star\nBuy cheap pans at example.com', reportCount: hideThreshold });
  });

  it('keep and remove a collection: kept, its page is public again; removed, it is gone for its owner too', async () => {
    const kept = await reported(hideThreshold, 'collection');
    await request(api.url).get(`/collections/${kept.itemId}`).expect(404);
    await decide(moderator, 'collection', kept.itemId, { action: 'keep', reason: 'A fine list' }).expect(201);
    expect((await request(api.url).get(`/collections/${kept.itemId}`).expect(200)).body).toMatchObject({ _id: kept.itemId, title: 'Weeknight dinners' });

    const owner = await createTestUser();
    const removedId = await addCollection(owner);
    await report(plain, 'collection', removedId).expect(201);
    await decide(moderator, 'collection', removedId, { action: 'remove', reason: 'Spam titles' }).expect(201);
    await request(api.url).get(`/collections/${removedId}`).set(bearer(owner)).expect(404);
    expect(await openReports('collection', removedId)).toBe(0);
  });

  it('validates a decision: kind (400), body (400), an item without open reports or a malformed id (404)', async () => {
    const { itemId } = await reported(1);
    expect((await decide(moderator, 'recipe', itemId, { action: 'keep', reason: 'x' }).expect(400)).body.message).toBe('kind must be one of: review, collection');
    const invalid = async (body: object) => (await decide(moderator, 'review', itemId, body).expect(400)).body.message as string[];
    expect(await invalid({ action: 'ban', reason: 'x' })).toEqual(['action must be one of: keep, remove']);
    expect(await invalid({ action: 'keep', reason: '   ' })).toEqual(['reason is required']);
    expect(await invalid({ action: 'keep', reason: 'x'.repeat(MODERATION_LIMITS.decisionReasonMax + 1) })).toEqual([`reason must be at most ${MODERATION_LIMITS.decisionReasonMax} characters`]);
    expect(await invalid({ action: 'keep' })).toContain('reason is required');
    expect(await invalid({ reason: 'x' })).toEqual(['action must be one of: keep, remove']);
    expect(await invalid({ action: 'keep', reason: 'x', notInTheContract: 1 })).toEqual(['property notInTheContract should not exist']);
    const notFound = { statusCode: 404, error: 'Not Found', message: MODERATION_MESSAGES.itemNotFound, code: 'moderation.item-not-found' };
    expect((await decide(moderator, 'review', UNKNOWN, { action: 'keep', reason: 'x' }).expect(404)).body).toEqual(notFound);
    expect((await decide(moderator, 'collection', itemId, { action: 'keep', reason: 'x' }).expect(404)).body).toEqual(notFound);
    expect((await decide(moderator, 'review', 'not-an-id', { action: 'keep', reason: 'x' }).expect(404)).body).toEqual(notFound);
    expect(await openReports('review', itemId)).toBe(1);
    // At the longest reason it is taken.
    const kept = await decide(moderator, 'review', itemId, { action: 'keep', reason: 'x'.repeat(MODERATION_LIMITS.decisionReasonMax) }).expect(201);
    expect(kept.body.reason).toHaveLength(MODERATION_LIMITS.decisionReasonMax);
  });

  it('pages the queue: ?page= from 1 to 1000, digits only; past the last page an empty page', async () => {
    const queue = (query: object) => request(api.url).get('/moderation/reports').query(query).set(bearer(moderator));
    const pageMessage = ['page must be a whole number from 1 to 1000'];
    for (const page of [0, 1001, 1.5, 'abc', '']) expect([page, [...new Set((await queue({ page }).expect(400)).body.message)]]).toEqual([page, pageMessage]);
    expect((await queue({ other: 1 }).expect(400)).body.message).toEqual(['property other should not exist']);
    const last = await queue({ page: 1000 }).expect(200);
    expect(last.body).toEqual([]);
    expect(Number(last.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('leaves out an item its author deleted, and closes its reports', async () => {
    const recipeId = await addRecipe();
    const { reviewId, reviewer } = await addReview(recipeId);
    await report(plain, 'review', reviewId).expect(201);
    await request(api.url).delete(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).expect(204);
    expect((await wholeQueue()).map((item) => item.itemId)).not.toContain(reviewId);
    expect(await openReports('review', reviewId)).toBe(0);
    await decide(moderator, 'review', reviewId, { action: 'remove', reason: 'Gone' }).expect(404);
  });
});

