import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review, type ReviewPage } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

// The recipe author's reply to a review. One app for the file; each test its own recipe, reviewed by the fan.
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
const reply = (reviewId: string, user: TestUser, body: object) => request(api.url).put(`/reviews/${reviewId}/reply`).set(bearer(user)).send(body);

describe('PUT and DELETE /reviews/{reviewId}/reply', () => {
  async function reviewed(): Promise<{ id: string; review: Review }> {
    const id = await addRecipe();
    return { id, review: (await put(id, fan, { rating: 4, text: 'Good' }).expect(201)).body };
  }

  it("lets the recipe's author reply, then replace the reply keeping its createdAt; the review's own updatedAt stays", async () => {
    const { id, review } = await reviewed();
    const first = await reply(review._id, author, { text: '  Thank you!\nGlad you liked it.  ' }).expect(200);
    expect(first.body).toMatchObject({ _id: review._id, rating: 4, text: 'Good', updatedAt: review.updatedAt });
    expect(first.body.reply).toEqual({ text: 'Thank you!\nGlad you liked it.', createdAt: expect.any(String), updatedAt: first.body.reply.createdAt });
    const second = await reply(review._id, author, { text: '$rating' }).expect(200);
    expect(second.body.reply.text).toBe('$rating');
    expect(second.body.reply.createdAt).toBe(first.body.reply.createdAt);
    expect(Date.parse(second.body.reply.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.reply.updatedAt));
    expect((await reviewPage(id)).reviews[0].reply?.text).toBe('$rating');
  });

  it(`refuses anyone but the recipe's author with 403 '${REVIEW_MESSAGES.replyNotAuthor}', the reviewer too`, async () => {
    const { review } = await reviewed();
    for (const user of [fan, critic]) {
      expect((await reply(review._id, user, { text: 'Me too' }).expect(403)).body.message).toBe(REVIEW_MESSAGES.replyNotAuthor);
      expect((await request(api.url).delete(`/reviews/${review._id}/reply`).set(bearer(user)).expect(403)).body.message).toBe(REVIEW_MESSAGES.replyNotAuthor);
    }
    expect((await mine((review as Review).recipeId, fan).expect(200)).body).not.toHaveProperty('reply');
  });

  it('refuses a caller without a token with 401', async () => {
    const { review } = await reviewed();
    await request(api.url).put(`/reviews/${review._id}/reply`).send({ text: 'Hi' }).expect(401);
    await request(api.url).delete(`/reviews/${review._id}/reply`).expect(401);
  });

  it.each([
    ['an empty text', { text: '   ' }, 'text is required'],
    ['no text', {}, 'text is required'],
    ['a text too long', { text: 'x'.repeat(REVIEW_LIMITS.replyMax + 1) }, `text must be at most ${REVIEW_LIMITS.replyMax} characters`],
    ['a text not a string', { text: ['Hi'] }, 'text must be a string'],
    ['an unknown field', { text: 'Hi', createdAt: '2020-01-01' }, 'property createdAt should not exist'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { review } = await reviewed();
    expect((await reply(review._id, author, body).expect(400)).body.message).toContain(message);
  });

  it(`gives 404 '${REVIEW_MESSAGES.reviewNotFound}' for an unknown or malformed review id`, async () => {
    expect((await reply(UNKNOWN, author, { text: 'Hi' }).expect(404)).body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    expect((await reply('nope', author, { text: 'Hi' }).expect(404)).body.message).toMatch(new RegExp(`^${REVIEW_MESSAGES.reviewNotFound}`));
    await request(api.url).delete(`/reviews/${UNKNOWN}/reply`).set(bearer(author)).expect(404);
  });

  it(`deletes the reply and answers the review without it; without one, 404 '${REVIEW_MESSAGES.replyNotFound}'`, async () => {
    const { review } = await reviewed();
    const del = () => request(api.url).delete(`/reviews/${review._id}/reply`).set(bearer(author));
    expect((await del().expect(404)).body.message).toBe(REVIEW_MESSAGES.replyNotFound);
    await reply(review._id, author, { text: 'Thanks' }).expect(200);
    const removed = await del().expect(200);
    expect(removed.body).toMatchObject({ _id: review._id, text: 'Good' });
    expect(removed.body).not.toHaveProperty('reply');
    expect((await mine(review.recipeId, fan).expect(200)).body).not.toHaveProperty('reply');
    expect((await del().expect(404)).body.message).toBe(REVIEW_MESSAGES.replyNotFound);
  });
});
