import { API_ERROR_CODES, API_MESSAGES, REVIEW_MESSAGES } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/**
 * Every refusal carries a stable `code` beside its English message (issue 34): a UI words it in the page's language by
 * the code. The real app, real refusals: worded ones, a list of problems, sign-in, an unknown path.
 */
let api: TestApp;
let author: TestUser;

beforeAll(async () => {
  api = await startTestApp();
  author = await createTestUser();
});
afterAll(() => api.close());

async function addRecipe(): Promise<string> {
  const response = await request(api.url)
    .post('/add-recipe')
    .set(bearer(author))
    .send({ image: 'https://example.com/p.png', title: 'Coded', ingredients: 'salt', instructions: 'Stir.', cuisineType: 'Others', prepTime: 5 })
    .expect(201);
  return response.body.insertedId as string;
}

describe('error codes', () => {
  it("gives the author's own like its code, the message as before", async () => {
    const id = await addRecipe();
    const refused = await request(api.url).patch(`/recipes/like/${id}`).set(bearer(author)).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: API_MESSAGES.likeOwn, code: 'recipe.like-own' });
    expect(API_ERROR_CODES[refused.body.code as keyof typeof API_ERROR_CODES]).toBe(refused.body.message);
  });

  it('keeps the code of a refusal that adds detail to its message', async () => {
    const refused = await request(api.url).delete('/reviews/not-an-id/reply').set(bearer(author)).expect(404);
    expect(refused.body).toMatchObject({ statusCode: 404, code: 'review.not-found' });
    expect(refused.body.message).toMatch(new RegExp(`^${REVIEW_MESSAGES.reviewNotFound}: `));
  });

  it('codes a list of problems, a missing sign-in and an unknown path by their kind', async () => {
    const invalid = await request(api.url).post('/add-recipe').set(bearer(author)).send({ title: 7 }).expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(Array), code: 'validation' });
    const anonymous = await request(api.url).post('/add-recipe').send({}).expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, code: 'auth.required' });
    const nowhere = await request(api.url).get('/no-such-path').expect(404);
    expect(nowhere.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /no-such-path', code: 'http.404' });
  });
});
