import { API_MESSAGES, MESSAGES } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

// One app for the file: every test adds its own recipe by the author, so tests do not share likes.
let api: TestApp;
let author: TestUser;
let fan: TestUser;

beforeAll(async () => {
  api = await startTestApp();
  [author, fan] = await Promise.all([createTestUser(), createTestUser()]);
});
afterAll(() => api.close());

async function addRecipe(): Promise<string> {
  const response = await request(api.url)
    .post('/add-recipe')
    .set(bearer(author))
    .send({ image: 'https://example.com/p.png', title: 'Likeable', ingredients: 'love', instructions: 'Share.', cuisineType: 'Others', prepTime: 5 })
    .expect(201);
  return response.body.insertedId as string;
}

const likeCount = async (id: string) => (await request(api.url).get(`/recipes/${id}`).expect(200)).body.likeCount as number;

describe('PATCH /recipes/like/{id}', () => {

  it("adds the caller's like and returns the new likeCount", async () => {
    const id = await addRecipe();
    const response = await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
    expect(response.body).toEqual({ likeCount: 1 });
    expect(await likeCount(id)).toBe(1);
  });

  it('refuses a second like by the same user with 409', async () => {
    const id = await addRecipe();
    await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
    const response = await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(409);
    expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.likeRepeated, code: 'recipe.like-repeated' });
    expect(await likeCount(id)).toBe(1);
  });

  it("refuses the author's own like with 403 'You cannot like your own recipe'", async () => {
    const id = await addRecipe();
    const response = await request(api.url).patch(`/recipes/like/${id}`).set(bearer(author)).expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message: API_MESSAGES.likeOwn, code: 'recipe.like-own' });
    expect(await likeCount(id)).toBe(0);
  });

  it('gives 404 for no such recipe, and for a malformed id', async () => {
    const unknown = await request(api.url).patch('/recipes/like/0123456789abcdef01234567').set(bearer(fan)).expect(404);
    expect(unknown.body.message).toBe('Recipe not found');
    await request(api.url).patch('/recipes/like/not-an-id').set(bearer(fan)).expect(404);
  });

  it('counts 50 concurrent likes from 50 users as exactly +50', async () => {
    const id = await addRecipe();
    const fans = await Promise.all(Array.from({ length: 50 }, () => createTestUser({ displayName: null })));
    const responses = await Promise.all(fans.map((user) => request(api.url).patch(`/recipes/like/${id}`).set(bearer(user))));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(responses.map((r) => r.body.likeCount).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await likeCount(id)).toBe(50);
  });

  it('counts 50 concurrent likes from one user as exactly +1 (the others get 409)', async () => {
    const id = await addRecipe();
    const eager = await createTestUser();
    const responses = await Promise.all(Array.from({ length: 50 }, () => request(api.url).patch(`/recipes/like/${id}`).set(bearer(eager))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await likeCount(id)).toBe(1);
  });

  it('writes each like document together with its increment (one transaction): documents and count always agree', async () => {
    const id = await addRecipe();
    const fans = await Promise.all(Array.from({ length: 20 }, () => createTestUser({ displayName: null })));
    const eager = fans[0];
    const responses = await Promise.all([
      ...fans.map((user) => request(api.url).patch(`/recipes/like/${id}`).set(bearer(user))),
      ...Array.from({ length: 10 }, () => request(api.url).patch(`/recipes/like/${id}`).set(bearer(eager))),
    ]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(20);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(10);
    const likes = api.app.get<Model<{ recipeId: unknown; counted?: boolean }>>(getModelToken('Like'));
    expect(await likes.countDocuments({ recipeId: id })).toBe(20);
    expect(await likes.countDocuments({ recipeId: id, counted: false })).toBe(0);
    expect(await likeCount(id)).toBe(20);
  });

  it("keeps a sample recipe's starting likes (baseLikeCount) in its count, and shows a like in the top list at once", async () => {
    const seeded = await startTestApp({ SEED_SAMPLE_DATA: 'true' });
    try {
      const [top] = (await request(seeded.url).get('/top-recipes').expect(200)).body;
      const liked = await request(seeded.url).patch(`/recipes/like/${top._id}`).set(bearer(fan)).expect(200);
      expect(liked.body.likeCount).toBe(top.likeCount + 1);
      // The shared top-recipes answer is dropped by the like: the new count shows at once.
      expect((await request(seeded.url).get('/top-recipes').expect(200)).body[0]).toMatchObject({ _id: top._id, likeCount: top.likeCount + 1 });
    } finally {
      await seeded.close();
    }
  });
});

describe('DELETE /recipes/like/{id}', () => {
  const likeDocuments = (id: string) => api.app.get<Model<{ recipeId: unknown }>>(getModelToken('Like')).countDocuments({ recipeId: id });

  it("removes the caller's like together with its count and returns the new likeCount", async () => {
    const id = await addRecipe();
    await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
    const response = await request(api.url).delete(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
    expect(response.body).toEqual({ likeCount: 0 });
    expect(await likeCount(id)).toBe(0);
    expect(await likeDocuments(id)).toBe(0);
    // Liking again works: the like is gone, not hidden.
    expect((await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200)).body).toEqual({ likeCount: 1 });
  });

  it("refuses to remove a like the caller has not given with 409 'You have not liked this recipe'", async () => {
    const id = await addRecipe();
    const response = await request(api.url).delete(`/recipes/like/${id}`).set(bearer(fan)).expect(409);
    expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', message: API_MESSAGES.notLiked, code: 'recipe.not-liked' });
    expect(await likeCount(id)).toBe(0);
  });

  it('gives 404 for no such recipe, and for a malformed id', async () => {
    const unknown = await request(api.url).delete('/recipes/like/0123456789abcdef01234567').set(bearer(fan)).expect(404);
    expect(unknown.body.message).toBe('Recipe not found');
    await request(api.url).delete('/recipes/like/not-an-id').set(bearer(fan)).expect(404);
  });

  it('counts 20 concurrent unlikes by one user as exactly -1 (the others get 409)', async () => {
    const id = await addRecipe();
    const user = await createTestUser();
    await request(api.url).patch(`/recipes/like/${id}`).set(bearer(user)).expect(200);
    const responses = await Promise.all(Array.from({ length: 20 }, () => request(api.url).delete(`/recipes/like/${id}`).set(bearer(user))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await likeCount(id)).toBe(0);
    expect(await likeDocuments(id)).toBe(0);
  });

  it('keeps likes and counts exact under concurrent likes and unlikes by many users', async () => {
    const id = await addRecipe();
    const users = await Promise.all(Array.from({ length: 20 }, () => createTestUser({ displayName: null })));
    await Promise.all(users.slice(0, 10).map((user) => request(api.url).patch(`/recipes/like/${id}`).set(bearer(user)).expect(200)));
    const responses = await Promise.all([
      ...users.slice(0, 10).map((user) => request(api.url).delete(`/recipes/like/${id}`).set(bearer(user))),
      ...users.slice(10).map((user) => request(api.url).patch(`/recipes/like/${id}`).set(bearer(user))),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await likeCount(id)).toBe(10);
    expect(await likeDocuments(id)).toBe(10);
  });
});
