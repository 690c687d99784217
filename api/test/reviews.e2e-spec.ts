import { ANONYMOUS_AUTHOR_NAME, REVIEW_LIMITS, REVIEW_MESSAGES, type Review, type ReviewPage } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

// Reviews and the recipe's ratings, call by call (their races: review-tallies.e2e-spec.ts; replies: review-replies.e2e-spec.ts).
// One app for the file: every test adds its own recipe by the author, so tests share no reviews.
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
const remove = (id: string, user: TestUser) => request(api.url).delete(`/recipes/${id}/reviews/mine`).set(bearer(user));
const reviewPage = async (id: string, page = 1): Promise<ReviewPage> => (await request(api.url).get(`/recipes/${id}/reviews`).query({ page }).expect(200)).body;
const reviewModel = () => api.app.get<Model<{ recipeId: unknown; hidden: boolean }>>(getModelToken('Review'));
const cooks = (n: number) => Promise.all(Array.from({ length: n }, () => createTestUser({ displayName: null })));

describe('GET /recipes/{id}/reviews', () => {
  it('gives a recipe never rated an empty summary: average null, count 0, breakdown zeros, no reviews', async () => {
    const id = await addRecipe();
    expect(await reviewPage(id)).toEqual({ summary: { average: null, count: 0, breakdown: [0, 0, 0, 0, 0] }, reviews: [], total: 0, page: 1 });
  });

  it('gives 404 for an unknown recipe, and for a malformed id', async () => {
    expect((await request(api.url).get(`/recipes/${UNKNOWN}/reviews`).expect(404)).body.message).toBe('Recipe not found');
    await request(api.url).get('/recipes/not-an-id/reviews').expect(404);
  });

  it.each([['0'], ['1001'], ['-1'], ['1.5'], ['two'], ['']])('refuses page=%p with 400', async (page) => {
    const id = await addRecipe();
    const response = await request(api.url).get(`/recipes/${id}/reviews?page=${page}`).expect(400);
    expect(response.body.message).toContain('page must be a whole number from 1 to 1000');
  });

  it('refuses an unknown query parameter with 400', async () => {
    const id = await addRecipe();
    const response = await request(api.url).get(`/recipes/${id}/reviews?limit=50`).expect(400);
    expect(response.body.message).toContain('property limit should not exist');
  });

  it('pages the reviews newest first, ten a page, with the total of them all', async () => {
    const id = await addRecipe();
    const reviewers = await cooks(12);
    for (const [i, user] of reviewers.entries()) await put(id, user, { rating: (i % 5) + 1, text: `review ${i}` }).expect(201);
    const first = await reviewPage(id, 1);
    const second = await reviewPage(id, 2);
    expect(first.total).toBe(12);
    expect(second.total).toBe(12);
    expect(first.reviews.map((r) => r.text)).toEqual(Array.from({ length: 10 }, (_, i) => `review ${11 - i}`));
    expect(second.reviews.map((r) => r.text)).toEqual(['review 1', 'review 0']);
    expect(second.page).toBe(2);
    expect((await reviewPage(id, 3)).reviews).toEqual([]);
  });

  it('leaves hidden reviews out of the page and its total, and keeps them in the summary', async () => {
    const id = await addRecipe();
    await put(id, fan, { rating: 5, text: 'shown' }).expect(201);
    const hidden = (await put(id, critic, { rating: 1, text: 'hidden' }).expect(201)).body as Review;
    await reviewModel().updateOne({ _id: hidden._id }, { $set: { hidden: true } });
    const page = await reviewPage(id);
    expect(page.reviews.map((r) => r.text)).toEqual(['shown']);
    expect(page.total).toBe(1);
    expect(page.summary).toEqual({ average: 3, count: 2, breakdown: [1, 0, 0, 0, 1] });
    // Still the reviewer's own.
    expect((await mine(id, critic).expect(200)).body.text).toBe('hidden');
  });
});

describe('PUT /recipes/{id}/reviews/mine', () => {
  it('refuses a caller without a token with 401', async () => {
    const id = await addRecipe();
    await request(api.url).put(`/recipes/${id}/reviews/mine`).send({ rating: 5 }).expect(401);
    expect((await reviewPage(id)).summary.count).toBe(0);
  });

  it("creates the caller's review (201) with the token's display name and no email, then changes it (200), keeping its id and createdAt", async () => {
    const id = await addRecipe();
    const created = await put(id, fan, { rating: 4, text: '  Lovely.\n\nWould <b>cook</b> again & again.  ' }).expect(201);
    expect(created.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      recipeId: id,
      authorUid: fan.uid,
      authorName: 'Fan Cook',
      rating: 4,
      text: 'Lovely.\n\nWould <b>cook</b> again & again.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(created.body)).not.toContain(fan.email);
    const changed = await put(id, fan, { rating: 2 }).expect(200);
    expect(changed.body).toMatchObject({ _id: created.body._id, rating: 2, text: '', createdAt: created.body.createdAt });
    expect((await mine(id, fan).expect(200)).body).toEqual(changed.body);
    expect(await reviewModel().countDocuments({ recipeId: id })).toBe(1);
  });

  it('names a reviewer without a display name as recipes name such authors', async () => {
    const id = await addRecipe();
    const [nameless] = await cooks(1);
    expect((await put(id, nameless, { rating: 3 }).expect(201)).body.authorName).toBe(ANONYMOUS_AUTHOR_NAME);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating must be a whole number from 1 to 5'],
    ['rating 6', { rating: 6 }, 'rating must be a whole number from 1 to 5'],
    ['rating 2.5', { rating: 2.5 }, 'rating must be a whole number from 1 to 5'],
    ["rating '5'", { rating: '5' }, 'rating must be a whole number from 1 to 5'],
    ['rating null', { rating: null }, 'rating must be a whole number from 1 to 5'],
    ['no rating', { text: 'Nice' }, 'rating must be a whole number from 1 to 5'],
    ['text too long', { rating: 5, text: 'x'.repeat(REVIEW_LIMITS.textMax + 1) }, `text must be at most ${REVIEW_LIMITS.textMax} characters`],
    ['text null', { rating: 5, text: null }, 'text must be a string'],
    ['text a number', { rating: 5, text: 5 }, 'text must be a string'],
    ['an unknown field', { rating: 5, authorUid: 'someone-else' }, 'property authorUid should not exist'],
    ['a prototype key', JSON.parse('{"rating":5,"__proto__":{"hidden":true}}'), 'property __proto__ should not exist'],
  ])('refuses %s with 400 and a clear message', async (_case, body, message) => {
    const id = await addRecipe();
    const response = await put(id, fan, body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.message).toContain(message);
    expect((await reviewPage(id)).summary.count).toBe(0);
  });

  it('takes a text of exactly the limit once trimmed', async () => {
    const id = await addRecipe();
    const text = 'y'.repeat(REVIEW_LIMITS.textMax);
    expect((await put(id, fan, { rating: 5, text: `\n ${text} \n` }).expect(201)).body.text).toBe(text);
  });

  it(`refuses the recipe's author with 403 '${REVIEW_MESSAGES.reviewOwn}'`, async () => {
    const id = await addRecipe();
    const response = await put(id, author, { rating: 5 }).expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: REVIEW_MESSAGES.reviewOwn, code: 'review.own' });
    expect((await reviewPage(id)).summary.count).toBe(0);
  });

  it('gives 404 for an unknown recipe, and for a malformed id', async () => {
    expect((await put(UNKNOWN, fan, { rating: 5 }).expect(404)).body.message).toBe('Recipe not found');
    await put('not-an-id', fan, { rating: 5 }).expect(404);
  });

  it("keeps the recipe's summary and breakdown exact through create, change and delete, and its view's average and count", async () => {
    const id = await addRecipe();
    await put(id, fan, { rating: 5 }).expect(201);
    await put(id, critic, { rating: 2 }).expect(201);
    expect((await reviewPage(id)).summary).toEqual({ average: 3.5, count: 2, breakdown: [0, 1, 0, 0, 1] });
    await put(id, critic, { rating: 3 }).expect(200);
    expect((await reviewPage(id)).summary).toEqual({ average: 4, count: 2, breakdown: [0, 0, 1, 0, 1] });
    const recipe = (await request(api.url).get(`/recipes/${id}`).expect(200)).body;
    expect(recipe).toMatchObject({ ratingAverage: 4, ratingCount: 2 });
    await remove(id, fan).expect(204);
    expect((await reviewPage(id)).summary).toEqual({ average: 3, count: 1, breakdown: [0, 0, 1, 0, 0] });
    await remove(id, critic).expect(204);
    expect((await reviewPage(id)).summary).toEqual({ average: null, count: 0, breakdown: [0, 0, 0, 0, 0] });
    const unrated = (await request(api.url).get(`/recipes/${id}`).expect(200)).body;
    expect(unrated).not.toHaveProperty('ratingAverage');
    expect(unrated).not.toHaveProperty('ratingCount');
  });

  it("shows the recipe's average to one decimal in its view", async () => {
    const id = await addRecipe();
    await Promise.all([put(id, fan, { rating: 5 }).expect(201), put(id, critic, { rating: 4 }).expect(201)]);
    const [third] = await cooks(1);
    await put(id, third, { rating: 5 }).expect(201);
    expect((await request(api.url).get(`/recipes/${id}`).expect(200)).body).toMatchObject({ ratingAverage: 4.7, ratingCount: 3 });
  });
});

describe('GET and DELETE /recipes/{id}/reviews/mine', () => {
  it('refuses a caller without a token with 401', async () => {
    const id = await addRecipe();
    await request(api.url).get(`/recipes/${id}/reviews/mine`).expect(401);
    await request(api.url).delete(`/recipes/${id}/reviews/mine`).expect(401);
  });

  it(`answers 204 (no body) to a cook who has not reviewed it, whose DELETE is 404 '${REVIEW_MESSAGES.reviewNotFound}', and 404 for an unknown recipe`, async () => {
    const id = await addRecipe();
    const none = await mine(id, fan).expect(204);
    expect(none.text).toBe('');
    expect((await remove(id, fan).expect(404)).body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    expect((await mine(UNKNOWN, fan).expect(404)).body.message).toBe('Recipe not found');
    expect((await remove(UNKNOWN, fan).expect(404)).body.message).toBe('Recipe not found');
  });

  it("keeps each cook's review their own: another's GET, PUT and DELETE reach only their own", async () => {
    const id = await addRecipe();
    const fans = (await put(id, fan, { rating: 5, text: 'mine' }).expect(201)).body as Review;
    await mine(id, critic).expect(204);
    await remove(id, critic).expect(404);
    await put(id, critic, { rating: 1, text: 'theirs' }).expect(201);
    expect((await mine(id, fan).expect(200)).body).toEqual(fans);
    expect((await reviewPage(id)).summary).toMatchObject({ count: 2, breakdown: [1, 0, 0, 0, 1] });
  });

  it('deletes the review once: a second delete is 404 and the count stays exact', async () => {
    const id = await addRecipe();
    await put(id, fan, { rating: 4 }).expect(201);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => remove(id, fan)))).map((r) => r.status).sort();
    expect(statuses).toEqual([204, 404, 404, 404, 404]);
    expect((await reviewPage(id)).summary).toEqual({ average: null, count: 0, breakdown: [0, 0, 0, 0, 0] });
    // Reviewing again works: the review is gone, not hidden.
    await put(id, fan, { rating: 3 }).expect(201);
  });
});

describe("a recipe's deletion", () => {
  it('deletes its reviews', async () => {
    const id = await addRecipe();
    await put(id, fan, { rating: 5 }).expect(201);
    await put(id, critic, { rating: 3 }).expect(201);
    await request(api.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(200);
    expect(await reviewModel().countDocuments({ recipeId: id })).toBe(0);
    await request(api.url).get(`/recipes/${id}/reviews`).expect(404);
  });
});

describe('the hourly limit of reviews and replies', () => {
  it('refuses writes past REVIEWS_PER_HOUR with 429 and Retry-After, counted by account', async () => {
    const limited = await startTestApp({ REVIEWS_PER_HOUR: '2' });
    try {
      const [cook, reviewer, other] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
      const id = (await request(limited.url)
        .post('/add-recipe')
        .set(bearer(cook))
        .send({ image: 'https://example.com/p.png', title: 'Limited', ingredients: 'x', instructions: 'y', cuisineType: 'Others', prepTime: 5 })
        .expect(201)).body.insertedId as string;
      const write = (user: TestUser, rating: number) => request(limited.url).put(`/recipes/${id}/reviews/mine`).set(bearer(user)).send({ rating });
      await write(reviewer, 5).expect(201);
      await request(limited.url).delete(`/recipes/${id}/reviews/mine`).set(bearer(reviewer)).expect(204);
      const refused = await write(reviewer, 4).expect(429);
      expect(refused.body.message).toMatch(/^You can write 2 reviews and replies an hour: try again in (1 hour|\d+ minutes?)$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Reads are not counted, and another account has its own allowance.
      await request(limited.url).get(`/recipes/${id}/reviews`).expect(200);
      await write(other, 4).expect(201);
    } finally {
      await limited.close();
    }
  });
});
