import type { Review, ReviewPage } from '@forkful/domain';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import request from 'supertest';
import { mongoUriOf, startTestApp, TestApp } from '../../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../../test/support/users';
import { ReviewModeration } from '../review-moderation';
import { ReviewsService } from '../reviews.service';
import { ReviewReadCache } from './review-read-cache';

/**
 * While set, the reviews change stream names another recipe than the review's: what this process's writes must do on
 * their own (drop the recipe's pages before answering) is then tested without the stream's echo, which may come first.
 */
let mockReviewStreamMuted = false;
jest.mock('./review-changes', () => {
  const actual = jest.requireActual('./review-changes');
  return { ...actual, recipeOfReviewChange: (...args: unknown[]) => (mockReviewStreamMuted ? 'f'.repeat(24) : actual.recipeOfReviewChange(...args)) };
});

const SHELL = 'http://shell.example.com';
let api: TestApp;
let author: TestUser;
let fan: TestUser;
let critic: TestUser;
/** The database reads of a page (a miss), and the pages Nest answered (a miss, or a signed-in caller's hit). */
let pageReads: jest.SpyInstance;
let nestAnswers: jest.SpyInstance;

beforeAll(async () => {
  // Only a change, never the fallback expiry, may make another process's write show here.
  api = await startTestApp({ RECIPES_CACHE_FALLBACK_TTL_MS: '600000', CORS_ORIGINS: SHELL });
  [author, fan, critic] = await Promise.all([createTestUser({ displayName: 'Author' }), createTestUser({ displayName: 'Fan' }), createTestUser({ displayName: 'Critic' })]);
  const service = api.app.get(ReviewsService);
  pageReads = jest.spyOn(service, 'page');
  nestAnswers = jest.spyOn(service, 'pageJson');
});
afterAll(() => api.close());
afterEach(() => (mockReviewStreamMuted = false));

async function addRecipe(base = api.url): Promise<string> {
  const body = { image: 'https://example.com/p.png', title: 'Rated Stew', ingredients: 'beans', instructions: 'Stew.', cuisineType: 'Others', prepTime: 5 };
  return (await request(base).post('/add-recipe').set(bearer(author)).send(body).expect(201)).body.insertedId as string;
}
const read = (id: string, page = 1, base = api.url) => request(base).get(`/recipes/${id}/reviews?page=${page}`);
const put = (id: string, user: TestUser, body: object, base = api.url) => request(base).put(`/recipes/${id}/reviews/mine`).set(bearer(user)).send(body);
const texts = (page: ReviewPage) => page.reviews.map((review) => `${review.text}${review.reply ? ` / ${review.reply.text}` : ''}`);
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
const headersOf = (response: request.Response) => {
  const { date, connection, 'keep-alive': keepAlive, 'x-request-id': requestId, ...rest } = response.headers;
  expect(requestId).toEqual(expect.any(String));
  return rest;
};

/**
 * The page as the first read gives it, read again until that second read reaches no database (a kept page). The
 * change stream's echo of a test's own write may drop the first page kept: hence a few tries.
 */
async function cachedPage(id: string, page = 1): Promise<ReviewPage> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await read(id, page).expect(200);
    const reads = pageReads.mock.calls.length;
    const again = await read(id, page).expect(200);
    if (pageReads.mock.calls.length === reads) {
      expect(again.text).toBe(first.text);
      return first.body as ReviewPage;
    }
    await pause();
  }
  throw new Error('the page was never kept');
}

/** Reads the page on this process until `done` holds (another process's change arrives through a change stream), 5 s at most. */
async function pageOnceSeen(id: string, done: (page: ReviewPage) => boolean): Promise<ReviewPage> {
  const until = Date.now() + 5000;
  for (;;) {
    const page = (await read(id).expect(200)).body as ReviewPage;
    if (done(page) || Date.now() > until) return page;
    await pause();
  }
}

describe('GET /recipes/{id}/reviews, kept per recipe and page', () => {
  it("answers a kept page before Nest with a fresh read's bytes and Nest's headers; a signed-in caller's from the controller", async () => {
    const id = await addRecipe();
    const review = (await put(id, fan, { rating: 5, text: 'Lovely <b>stew</b> & "more"' }).expect(201)).body as Review;
    await request(api.url).put(`/reviews/${review._id}/reply`).set(bearer(author)).send({ text: 'Thanks!' }).expect(200);
    await put(id, critic, { rating: 2 }).expect(201);
    let viaNest: request.Response | undefined;
    let hit: request.Response | undefined;
    for (let attempt = 0; attempt < 20 && !hit; attempt++) {
      viaNest = await read(id).set('Origin', SHELL).expect(200);
      const answers = nestAnswers.mock.calls.length;
      const again = await read(id).set('Origin', SHELL).expect(200);
      if (nestAnswers.mock.calls.length === answers) hit = again;
      else await pause();
    }
    const fresh = JSON.stringify(await api.app.get(ReviewsService).page(new Types.ObjectId(id), 1));
    expect(hit!.text).toBe(fresh);
    expect(viaNest!.text).toBe(fresh);
    expect(headersOf(hit!)).toEqual(headersOf(viaNest!));
    expect(hit!.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': SHELL });

    const reads = pageReads.mock.calls.length;
    const answers = nestAnswers.mock.calls.length;
    const signedIn = await read(id).set('Origin', SHELL).set(bearer(critic)).expect(200);
    expect(nestAnswers.mock.calls.length).toBe(answers + 1);
    expect(pageReads.mock.calls.length).toBe(reads);
    expect(signedIn.text).toBe(fresh);
    expect(headersOf(signedIn)).toEqual(headersOf(viaNest!));
  });

  it('keeps each page apart and never keeps a 404', async () => {
    const id = await addRecipe();
    const reviewers = await Promise.all(Array.from({ length: 11 }, () => createTestUser({ displayName: null })));
    for (const [i, user] of reviewers.entries()) await put(id, user, { rating: 3, text: `review ${i}` }).expect(201);
    expect(texts(await cachedPage(id, 1))).toHaveLength(10);
    expect(texts(await cachedPage(id, 2))).toEqual(['review 0']);
    const unknown = String(new Types.ObjectId());
    const reads = pageReads.mock.calls.length;
    await read(unknown).expect(404);
    await read(unknown).expect(404);
    expect(pageReads.mock.calls.length).toBe(reads + 2);
  });

  it('follows both change streams once started', () => {
    expect(api.app.get(ReviewReadCache).pages.following).toBe(true);
  });
});

describe("this process's writes", () => {
  it('each show in the very next read, before the change stream tells: new, changed text, reply, hiding, removal, deletion', async () => {
    mockReviewStreamMuted = true;
    const id = await addRecipe();
    const moderation = api.app.get(ReviewModeration);
    expect(await cachedPage(id)).toMatchObject({ reviews: [], total: 0, summary: { count: 0 } });
    const fans = (await put(id, fan, { rating: 4, text: 'first' }).expect(201)).body as Review;
    expect(await cachedPage(id)).toMatchObject({ total: 1, summary: { count: 1, average: 4 } });
    // The same rating: the recipe's fields stay, only the reviews' own drop can show it.
    await put(id, fan, { rating: 4, text: 'second' }).expect(200);
    expect(texts(await cachedPage(id))).toEqual(['second']);
    const critics = (await put(id, critic, { rating: 2, text: 'meh' }).expect(201)).body as Review;
    expect(await cachedPage(id)).toMatchObject({ total: 2, summary: { count: 2, average: 3 } });
    await request(api.url).put(`/reviews/${fans._id}/reply`).set(bearer(author)).send({ text: 'Thanks' }).expect(200);
    expect(texts(await cachedPage(id))).toEqual(['meh', 'second / Thanks']);
    await request(api.url).delete(`/reviews/${fans._id}/reply`).set(bearer(author)).expect(200);
    expect(texts(await cachedPage(id))).toEqual(['meh', 'second']);
    expect(await moderation.setHidden(critics._id, true)).toBe(true);
    expect(await cachedPage(id)).toMatchObject({ total: 1, summary: { count: 2 } });
    expect(texts(await cachedPage(id))).toEqual(['second']);
    await moderation.setHidden(critics._id, false);
    expect(texts(await cachedPage(id))).toEqual(['meh', 'second']);
    expect(await moderation.remove(critics._id)).toBe(true);
    expect(await cachedPage(id)).toMatchObject({ total: 1, summary: { count: 1, average: 4 } });
    await request(api.url).delete(`/recipes/${id}/reviews/mine`).set(bearer(fan)).expect(204);
    expect(await cachedPage(id)).toMatchObject({ reviews: [], total: 0, summary: { count: 0 } });
    await request(api.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(200);
    await read(id).expect(404);
  });
});

describe('writes by another API process on the same database', () => {
  it('each show here once their change event arrives: a review, its text, a reply, hiding, a deletion, the ratings, the recipe', async () => {
    const second = await startTestApp({ MONGODB_URI: mongoUriOf(api), RECIPES_CACHE_FALLBACK_TTL_MS: '600000' });
    try {
      const id = await addRecipe();
      expect((await cachedPage(id)).total).toBe(0);
      const fans = (await put(id, fan, { rating: 5, text: 'from afar' }, second.url).expect(201)).body as Review;
      expect(texts(await pageOnceSeen(id, (page) => page.total === 1))).toEqual(['from afar']);
      await cachedPage(id);
      await put(id, fan, { rating: 5, text: 'edited afar' }, second.url).expect(200);
      expect(texts(await pageOnceSeen(id, (page) => texts(page)[0] === 'edited afar'))).toEqual(['edited afar']);
      await cachedPage(id);
      await request(second.url).put(`/reviews/${fans._id}/reply`).set(bearer(author)).send({ text: 'Cheers' }).expect(200);
      expect(texts(await pageOnceSeen(id, (page) => !!page.reviews[0]?.reply))).toEqual(['edited afar / Cheers']);
      await cachedPage(id);
      await second.app.get(ReviewModeration).setHidden(fans._id, true);
      expect(await pageOnceSeen(id, (page) => page.total === 0)).toMatchObject({ reviews: [], total: 0, summary: { count: 1 } });
      await second.app.get(ReviewModeration).setHidden(fans._id, false);
      expect((await pageOnceSeen(id, (page) => page.total === 1)).total).toBe(1);

      // Straight to the database: a delete names only the review (every page goes); the recipe's fields, the recipes stream.
      const db = api.app.get<Connection>(getConnectionToken()).db!;
      await cachedPage(id);
      await db.collection('reviews').deleteOne({ _id: new Types.ObjectId(fans._id) });
      expect((await pageOnceSeen(id, (page) => page.total === 0)).total).toBe(0);
      await cachedPage(id);
      await db.collection('recipes').updateOne({ _id: new Types.ObjectId(id) }, { $set: { ratingCount: 2, ratingSum: 6, ratingBreakdown: [0, 0, 2, 0, 0] } });
      expect((await pageOnceSeen(id, (page) => page.summary.count === 2)).summary).toEqual({ average: 3, count: 2, breakdown: [0, 0, 2, 0, 0] });

      await cachedPage(id);
      await request(second.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(200);
      const until = Date.now() + 5000;
      let status = 200;
      while (status === 200 && Date.now() < until) if ((status = (await read(id)).status) === 200) await pause();
      expect(status).toBe(404);
    } finally {
      await second.app.close();
    }
  });
});

describe('the read limit', () => {
  it("counts kept pages served before Nest against the caller's limit; over it, Nest's throttler answers the 429", async () => {
    const limit = 30;
    const limited = await startTestApp({ RATE_LIMIT_READ_PER_MIN: String(limit) });
    try {
      const id = await addRecipe(limited.url);
      let status = 200;
      let reads = 0;
      for (; reads < limit + 5 && status === 200; reads++) status = (await read(id, 1, limited.url)).status;
      // The first read (a miss) counted by the throttler, the kept ones by the hook: the limit's next read is refused.
      expect(status).toBe(429);
      expect(reads).toBeLessThanOrEqual(limit + 1);
    } finally {
      await limited.close();
    }
  });
});
