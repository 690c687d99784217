import {
  COLLECTION_MESSAGES, MODERATION_LIMITS, MODERATION_MESSAGES, REVIEW_MESSAGES, type ModerationDecision, type ReportedItem, type ReviewPage,
} from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { generateKeyPairSync, sign } from 'node:crypto';
import request from 'supertest';
import { emulatorAdmin } from './support/admin';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, signIn, TestUser, withClaims } from './support/users';

const UNKNOWN = '0123456789abcdef01234567';
const { hideThreshold } = MODERATION_LIMITS;

let api: TestApp;
let author: TestUser;
let moderator: TestUser;
let plain: TestUser;

/** A cook given the moderator role (the roles custom claim, as `npm run role` sets it) and signed in again for it. */
async function createModerator(): Promise<TestUser> {
  const user = await createTestUser({ displayName: 'Mo Derator' });
  const admin = emulatorAdmin();
  try {
    await admin.auth.setCustomUserClaims(user.uid, { roles: ['moderator'] });
  } finally {
    await admin.close();
  }
  return { ...user, idToken: await signIn(user.email) };
}

beforeAll(async () => {
  api = await startTestApp();
  [author, plain, moderator] = await Promise.all([createTestUser({ displayName: 'Recipe Author' }), createTestUser(), createModerator()]);
});
afterAll(() => api.close());

const cooks = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => createTestUser({ displayName: `Reporter ${i + 1}` })));

async function addRecipe(by: TestUser = author): Promise<string> {
  const body = { image: 'https://example.com/p.png', title: 'Reviewed Stew', ingredients: 'beans', instructions: 'Stew.', cuisineType: 'Others', prepTime: 5 };
  return (await request(api.url).post('/add-recipe').set(bearer(by)).send(body).expect(201)).body.insertedId as string;
}

/** A review of the recipe by `by` (a new cook unless given): its id. */
async function addReview(recipeId: string, rating = 1, by?: TestUser): Promise<{ reviewId: string; reviewer: TestUser }> {
  const reviewer = by ?? (await createTestUser({ displayName: 'Loud Reviewer' }));
  const response = await request(api.url).put(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).send({ rating, text: 'Buy cheap pans at example.com' }).expect(201);
  return { reviewId: response.body._id as string, reviewer };
}

async function addCollection(owner: TestUser, visibility: 'public' | 'private' = 'public'): Promise<string> {
  const response = await request(api.url).post('/collections').set(bearer(owner)).send({ title: 'Weeknight dinners', description: 'Quick ones', visibility }).expect(201);
  return response.body._id as string;
}

const reportPath = (kind: 'review' | 'collection', id: string) => (kind === 'review' ? `/reviews/${id}/reports` : `/collections/${id}/reports`);
const report = (user: TestUser, kind: 'review' | 'collection', id: string, body: object = { reason: 'spam' }) =>
  request(api.url).post(reportPath(kind, id)).set(bearer(user)).send(body);
const decide = (user: TestUser, kind: string, id: string, body: object) => request(api.url).post(`/moderation/${kind}/${id}/decision`).set(bearer(user)).send(body);
const publicReviews = async (recipeId: string) => (await request(api.url).get(`/recipes/${recipeId}/reviews`).expect(200)).body as ReviewPage;

/** Every page of the moderation queue. */
async function wholeQueue(user: TestUser = moderator): Promise<ReportedItem[]> {
  const items: ReportedItem[] = [];
  for (let page = 1; ; page++) {
    const response = await request(api.url).get('/moderation/reports').query({ page }).set(bearer(user)).expect(200);
    items.push(...(response.body as ReportedItem[]));
    if (response.body.length < MODERATION_LIMITS.queuePageSize) {
      expect(Number(response.headers['x-total-count'])).toBe(items.length);
      return items;
    }
  }
}

const openReports = (kind: string, itemId: string) =>
  api.app.get<Model<{ status: string }>>(getModelToken('Report')).countDocuments({ kind, itemId, status: 'open' });

describe('POST /reviews/{reviewId}/reports and /collections/{collectionId}/reports', () => {
  it('takes a report (201 and the thanks) once: a second open report by the same cook is 409', async () => {
    const { reviewId } = await addReview(await addRecipe());
    const first = await report(plain, 'review', reviewId, { reason: 'spam', note: '  Links to a shop  ' }).expect(201);
    expect(first.body).toEqual({ message: MODERATION_MESSAGES.reported });
    expect((await report(plain, 'review', reviewId, { reason: 'hate' }).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: MODERATION_MESSAGES.alreadyReported });
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
    const refusal = { statusCode: 403, error: 'Forbidden', message: MODERATION_MESSAGES.notModerator };
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
    expect((await request(api.url).get(`/recipes/${recipeId}/reviews/mine`).set(bearer(reviewer)).expect(404)).body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
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
    const notFound = { statusCode: 404, error: 'Not Found', message: MODERATION_MESSAGES.itemNotFound };
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
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'You can send 2 reports an hour: try again in 1 hour' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another cook's allowance is their own.
    await request(limited.url).post(`/collections/${collections[2]}/reports`).set(bearer(plain)).send({ reason: 'spam' }).expect(201);
  });
});
