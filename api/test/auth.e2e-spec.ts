import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/api-config';
import { readStack } from './support/stack';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser, withClaims } from './support/users';

describe('Firebase ID token verification', () => {
  let api: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    api = await startTestApp();
    user = await createTestUser({ displayName: 'Token Tester' });
  });
  afterAll(() => api.close());

  it('accepts a valid emulator token and knows the caller', async () => {
    const response = await request(api.url).get('/recipes/stats').set(bearer(user)).expect(200);
    expect(response.body).toEqual({ totalRecipes: 0, myRecipes: 0, totalLikes: 0 });
  });

  it('gives the handler uid, email and display name from the token', async () => {
    const added = await request(api.url)
      .post('/add-recipe')
      .set(bearer(user))
      .send({ image: 'https://example.com/a.jpg', title: 'Toast', ingredients: 'bread', instructions: 'Toast it.', cuisineType: 'Others', prepTime: 3 })
      .expect(201);
    const recipe = await request(api.url).get(`/recipes/${added.body.insertedId}`).expect(200);
    expect(recipe.body).toMatchObject({ authorName: 'Token Tester', authorEmail: user.email });
  });

  it('refuses a request without a token with 401 and a clear message', async () => {
    const response = await request(api.url).get('/recipes/stats').expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign in required: send "Authorization: Bearer <Firebase ID token>"',
      code: 'auth.required',
    });
  });

  it.each([
    ['a non-Bearer scheme', `Basic ${Buffer.from('a:b').toString('base64')}`, /Malformed Authorization header/],
    ['an empty Bearer', 'Bearer ', /Malformed Authorization header/],
    ['a token that is not a JWT', 'Bearer not-a-jwt', /malformed or invalid/],
    ['a JWT of garbage', 'Bearer aGVsbG8.d29ybGQ.c2lnbg', /malformed or invalid/],
  ])('refuses %s with 401', async (_case, header, message) => {
    const response = await request(api.url).get('/recipes/stats').set('Authorization', header).expect(401);
    expect(response.body.message).toMatch(message);
    expect(response.body.statusCode).toBe(401);
  });

  it('refuses a token issued for another Firebase project', async () => {
    const token = withClaims(user.idToken, { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' });
    const response = await request(api.url).get('/recipes/stats').set('Authorization', `Bearer ${token}`).expect(401);
    expect(response.body.message).toBe('The ID token was issued for another Firebase project (expected "demo-forkful")');
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = withClaims(user.idToken, { iat: past - 3600, exp: past, auth_time: past - 3600 });
    const response = await request(api.url).get('/recipes/stats').set('Authorization', `Bearer ${token}`).expect(401);
    expect(response.body.message).toBe('Your ID token has expired: sign in again');
  });

  it('guards every signed-in call', async () => {
    const id = '0123456789abcdef01234567';
    await request(api.url).patch(`/recipes/like/${id}`).expect(401);
    await request(api.url).post('/add-recipe').send({}).expect(401);
    await request(api.url).get('/my-recipes?email=a@b.c').expect(401);
    await request(api.url).put(`/my-recipes/${id}`).send({}).expect(401);
    await request(api.url).delete(`/my-recipes/${id}`).expect(401);
  });
});

describe('production mode', () => {
  it('refuses to start with FIREBASE_AUTH_EMULATOR_HOST set', async () => {
    const env = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', MONGODB_URI: `${readStack().mongoBaseUri}/x` };
    expect(() => loadConfig(env)).toThrow(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
    await expect(createApp({ config: loadConfig({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '' }), logger: false }).then((app) => app.close())).resolves.toBeUndefined();
  });
});
