import { roundedAverage, type Review, type ReviewPage } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { ReviewModeration } from '../src/reviews/review-moderation';
import { mongoUriOf, startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

// The recipe's ratings stay the exact tally of its reviews: under concurrent writes (in one API process and across
// two), and through what moderation does (ReviewModeration). One app for the file; each test its own recipe.
let api: TestApp;
let author: TestUser;
let fan: TestUser;
let critic: TestUser;

const UNKNOWN = '0123456789abcdef01234567';

beforeAll(async () => {
  api = await startTestApp();
  [author, fan, critic] = await Promise.all([
    createTestUser({ displayName: 'Recipe Author' }),
    createTestUser({ displayName: 'Fan Cook' }),
    createTestUser({ displayName: 'Critic Cook' }),
  ]);
});
afterAll(() => api.close());

async function addRecipe(): Promise<string> {
  const response = await request(api.url)
    .post('/add-recipe')
    .set(bearer(author))
    .send({ image: 'https://example.com/p.png', title: 'Rateable', ingredients: 'stars', instructions: 'Rate.', cuisineType: 'Others', prepTime: 5 })
    .expect(201);
  return response.body.insertedId as string;
}

const put = (id: string, user: TestUser, body: object) => request(api.url).put(`/recipes/${id}/reviews/mine`).set(bearer(user)).send(body);
const mine = (id: string, user: TestUser) => request(api.url).get(`/recipes/${id}/reviews/mine`).set(bearer(user));
const reviewPage = async (id: string, page = 1): Promise<ReviewPage> => (await request(api.url).get(`/recipes/${id}/reviews`).query({ page }).expect(200)).body;
const reviewModel = () => api.app.get<Model<{ recipeId: unknown; hidden: boolean }>>(getModelToken('Review'));
const cooks = (n: number) => Promise.all(Array.from({ length: n }, () => createTestUser({ displayName: null })));

describe('concurrent reviews', () => {
  it('counts 50 concurrent reviews by 50 cooks exactly: count 50, the exact mean, a breakdown of 50', async () => {
    const id = await addRecipe();
    const reviewers = await cooks(50);
    const ratings = reviewers.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(reviewers.map((user, i) => put(id, user, { rating: ratings[i] })));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const { summary, total } = await reviewPage(id);
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(summary.count).toBe(50);
    expect(summary.average).toBe(roundedAverage(sum, 50));
    expect(summary.breakdown).toEqual([10, 10, 10, 10, 10]);
    expect(total).toBe(50);
    const stored = await api.app.get<Model<{ ratingSum?: number; ratingAverage?: number }>>(getModelToken('Recipe')).findById(id).lean();
    expect(stored).toMatchObject({ ratingSum: sum, ratingAverage: sum / 50 });
  });

  // One process lets one recipe's writes take turns; across processes only the transactions keep the tally exact.
  it('counts concurrent reviews sent to two API processes on one database exactly, and one cook\'s first reviews as one', async () => {
    const second = await startTestApp({ MONGODB_URI: mongoUriOf(api) });
    try {
      const id = await addRecipe();
      const reviewers = await cooks(30);
      const ratings = reviewers.map((_, i) => ((i * 7) % 5) + 1);
      const responses = await Promise.all(
        reviewers.map((user, i) => request((i % 2 ? second : api).url).put(`/recipes/${id}/reviews/mine`).set(bearer(user)).send({ rating: ratings[i] })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
      const { summary, total } = await reviewPage(id);
      const sum = ratings.reduce((a, b) => a + b, 0);
      expect(summary).toEqual({ average: roundedAverage(sum, 30), count: 30, breakdown: [6, 6, 6, 6, 6] });
      expect(total).toBe(30);

      const other = await addRecipe();
      const [eager] = await cooks(1);
      const firsts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => request((i % 2 ? second : api).url).put(`/recipes/${other}/reviews/mine`).set(bearer(eager)).send({ rating: 3 })),
      );
      expect(firsts.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(await reviewModel().countDocuments({ recipeId: other })).toBe(1);
      expect((await reviewPage(other)).summary).toEqual({ average: 3, count: 1, breakdown: [0, 0, 1, 0, 0] });
    } finally {
      await second.app.close();
    }
  });

  it("leaves one review after one cook's 20 concurrent writes, counted once", async () => {
    const id = await addRecipe();
    const [eager] = await cooks(1);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => put(id, eager, { rating: (i % 5) + 1, text: `take ${i}` })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(await reviewModel().countDocuments({ recipeId: id })).toBe(1);
    const review = (await mine(id, eager).expect(200)).body as Review;
    const { summary } = await reviewPage(id);
    expect(summary.count).toBe(1);
    expect(summary.average).toBe(review.rating);
    expect(summary.breakdown[review.rating - 1]).toBe(1);
  });
});

describe('ReviewModeration (what moderation does to reviews)', () => {
  it('hides a review from the pages but not from its author or the summary, shows it again, describes it', async () => {
    const id = await addRecipe();
    const review = (await put(id, fan, { rating: 2, text: 'Meh' }).expect(201)).body as Review;
    const moderation = api.app.get(ReviewModeration);
    expect(await moderation.authorSeenBy(review._id, critic.uid)).toBe(fan.uid);
    expect(await moderation.setHidden(review._id, true)).toBe(true);
    expect(await reviewPage(id)).toMatchObject({ reviews: [], total: 0, summary: { count: 1, average: 2 } });
    expect(await moderation.authorSeenBy(review._id, critic.uid)).toBeNull();
    expect(await moderation.authorSeenBy(review._id, fan.uid)).toBe(fan.uid);
    expect(await moderation.describe([review._id, UNKNOWN, 'nope'])).toEqual([
      { itemId: review._id, excerpt: '2 stars\nMeh', authorUid: fan.uid, authorName: 'Fan Cook', path: `/recipes/${id}`, hidden: true },
    ]);
    await moderation.setHidden(review._id, false);
    expect((await reviewPage(id)).total).toBe(1);
    // Neither is the reviewer's change.
    expect((await mine(id, fan).expect(200)).body.updatedAt).toBe(review.updatedAt);
    expect(await moderation.setHidden(UNKNOWN, true)).toBe(false);
  });

  it("removes a review with its rating from the recipe's", async () => {
    const id = await addRecipe();
    const review = (await put(id, fan, { rating: 5 }).expect(201)).body as Review;
    await put(id, critic, { rating: 3 }).expect(201);
    const moderation = api.app.get(ReviewModeration);
    expect(await moderation.remove(review._id)).toBe(true);
    expect(await moderation.remove(review._id)).toBe(false);
    expect((await reviewPage(id)).summary).toEqual({ average: 3, count: 1, breakdown: [0, 0, 1, 0, 0] });
    await mine(id, fan).expect(204);
  });
});
