import {
  COLLECTION_MESSAGES, MODERATION_LIMITS, MODERATION_MESSAGES, REVIEW_MESSAGES,
} from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { useModerationStack } from './support/moderation-stack';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/** Reports of reviews and public collections, hiding at the threshold, and the hourly limit (moderators: moderators.e2e-spec.ts). */
const UNKNOWN = '0123456789abcdef01234567';
const { hideThreshold } = MODERATION_LIMITS;

const stack = useModerationStack();
const { cooks, addRecipe, addReview, addCollection, reportPath, report, publicReviews, openReports } = stack;
let api: TestApp;
let author: TestUser;
let moderator: TestUser;
let plain: TestUser;
beforeAll(() => ({ api, author, moderator, plain } = stack.state));

describe('POST /reviews/{reviewId}/reports and /collections/{collectionId}/reports', () => {
  it('takes a report (201 and the thanks) once: a second open report by the same cook is 409', async () => {
    const { reviewId } = await addReview(await addRecipe());
    const first = await report(plain, 'review', reviewId, { reason: 'spam', note: '  Links to a shop  ' }).expect(201);
    expect(first.body).toEqual({ message: MODERATION_MESSAGES.reported });
    expect((await report(plain, 'review', reviewId, { reason: 'hate' }).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: MODERATION_MESSAGES.alreadyReported, code: 'moderation.already-reported' });
    const stored = await api.app.get<Model<Record<string, unknown>>>(getModelToken('Report')).find({ itemId: reviewId }).lean();
    expect(stored).toEqual([expect.objectContaining({ kind: 'review', reporterUid: plain.uid, reporterName: 'Test Cook', reason: 'spam', note: 'Links to a shop', status: 'open' })]);
    expect(JSON.stringify(stored)).not.toContain('@');
  });

  it('keeps one report under 5 concurrent reports of one item by one cook (one 201, four 409)', async () => {
    const { reviewId } = await addReview(await addRecipe());
    const reporter = await createTestUser();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => report(reporter, 'review', reviewId)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await openReports('review', reviewId)).toBe(1);
  });

  it("refuses one's own review or collection with 403", async () => {
    const { reviewId, reviewer } = await addReview(await addRecipe());
    expect((await report(reviewer, 'review', reviewId).expect(403)).body.message).toBe(MODERATION_MESSAGES.reportOwn);
    const collectionId = await addCollection(author);
    expect((await report(author, 'collection', collectionId).expect(403)).body.message).toBe(MODERATION_MESSAGES.reportOwn);
    expect(await openReports('review', reviewId)).toBe(0);
  });

  it('answers 404 for a private collection, and for an unknown or malformed id', async () => {
    const privateId = await addCollection(author, 'private');
    expect((await report(plain, 'collection', privateId).expect(404)).body.message).toBe(COLLECTION_MESSAGES.notFound);
    expect((await report(plain, 'collection', UNKNOWN).expect(404)).body.message).toBe(COLLECTION_MESSAGES.notFound);
    expect((await report(plain, 'review', UNKNOWN).expect(404)).body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    expect((await report(plain, 'review', 'not-an-id').expect(404)).body.message).toMatch(new RegExp(`^${REVIEW_MESSAGES.reviewNotFound}`));
    expect(await openReports('collection', privateId)).toBe(0);
  });

  it('refuses a body outside the contract with 400, and a caller without a token with 401', async () => {
    const { reviewId } = await addReview(await addRecipe());
    const refused = async (body: object) => (await report(plain, 'review', reviewId, body).expect(400)).body.message as string[];
    expect(await refused({})).toContain('reason must be one of: spam, harassment, hate, sexual, misinformation, other');
    expect(await refused({ reason: 'boring' })).toContain('reason must be one of: spam, harassment, hate, sexual, misinformation, other');
    expect(await refused({ reason: 'spam', note: 'x'.repeat(MODERATION_LIMITS.noteMax + 1) })).toEqual([`note must be at most ${MODERATION_LIMITS.noteMax} characters`]);
    expect(await refused({ reason: 'spam', note: null })).toContain('note must be a string');
    expect(await refused({ reason: 'spam', moderator: true })).toEqual(['property moderator should not exist']);
    await request(api.url).post(reportPath('review', reviewId)).send({ reason: 'spam' }).expect(401);
    await report(plain, 'review', reviewId, { reason: 'other', note: 'x'.repeat(MODERATION_LIMITS.noteMax) }).expect(201);
  });
});

describe('hiding at the threshold', () => {
  it(`hides a review reported by ${hideThreshold} cooks from everyone but its author`, async () => {
    const recipeId = await addRecipe();
    const { reviewId, reviewer } = await addReview(recipeId, 1);
    const reporters = await cooks(hideThreshold + 1);
    for (const reporter of reporters.slice(0, hideThreshold - 1)) await report(reporter, 'review', reviewId).expect(201);
    expect((await publicReviews(recipeId)).reviews.map((r) => r._id)).toEqual([reviewId]);

    await report(reporters[hideThreshold - 1], 'review', reviewId, { reason: 'harassment' }).expect(201);
    const page = await publicReviews(recipeId);
    expect(page.reviews).toEqual([]);
    expect(page.total).toBe(0);
    // Its author still has it, and the recipe's rating still counts it until a moderator decides.
    const mine = await request(api.url).get(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).expect(200);
    expect(mine.body).toMatchObject({ _id: reviewId, rating: 1 });
    expect(page.summary.count).toBe(1);
    // Hidden is unknown to everyone else: a further report is 404; its author's is still their own (403).
    expect((await report(reporters[hideThreshold], 'review', reviewId).expect(404)).body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    await report(reviewer, 'review', reviewId).expect(403);
  });

  it(`hides a public collection reported by ${hideThreshold} cooks: 404 to others, still its owner's`, async () => {
    const owner = await createTestUser({ displayName: 'Collector' });
    const collectionId = await addCollection(owner);
    for (const reporter of await cooks(hideThreshold)) await report(reporter, 'collection', collectionId, { reason: 'sexual' }).expect(201);
    expect((await request(api.url).get(`/collections/${collectionId}`).set(bearer(plain)).expect(404)).body.message).toBe(COLLECTION_MESSAGES.notFound);
    await request(api.url).get(`/collections/${collectionId}`).expect(404);
    const own = await request(api.url).get(`/collections/${collectionId}`).set(bearer(owner)).expect(200);
    expect(own.body).toMatchObject({ _id: collectionId, hidden: true });
    await report(plain, 'collection', collectionId).expect(404);
  });

  it('holds under concurrent reports: 5 cooks at once all count, and the review is hidden', async () => {
    const recipeId = await addRecipe();
    const { reviewId } = await addReview(recipeId);
    const reporters = await cooks(5);
    const statuses = (await Promise.all(reporters.map((reporter) => report(reporter, 'review', reviewId)))).map((r) => r.status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await openReports('review', reviewId)).toBe(5);
    expect((await publicReviews(recipeId)).reviews).toEqual([]);
  });
});

describe('REPORTS_PER_HOUR', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ REPORTS_PER_HOUR: '2' });
  });
  afterAll(() => limited.close());

  it('refuses the third report of an hour with 429 and Retry-After, whatever the item', async () => {
    const reporter = await createTestUser();
    const collections = await Promise.all([author, plain, moderator].map((owner) =>
      request(limited.url).post('/collections').set(bearer(owner)).send({ title: 'Reportable', visibility: 'public' }).expect(201).then((r) => r.body._id as string),
    ));
    const send = (id: string) => request(limited.url).post(`/collections/${id}/reports`).set(bearer(reporter)).send({ reason: 'spam' });
    await send(collections[0]).expect(201);
    await send(collections[1]).expect(201);
    const refused = await send(collections[2]).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'You can send 2 reports an hour: try again in 1 hour', code: 'rate-limit' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another cook's allowance is their own.
    await request(limited.url).post(`/collections/${collections[2]}/reports`).set(bearer(plain)).send({ reason: 'spam' }).expect(201);
  });
});
