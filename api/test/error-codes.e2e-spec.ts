import { API_ERROR_CODES, API_MESSAGES, REVIEW_MESSAGES } from '@forkful/domain';
import { BadRequestException } from '@nestjs/common';
import request from 'supertest';
import { toErrorBody } from '../src/common/all-exceptions.filter';
import { RECIPE_NOT_FOUND } from '../src/recipes/recipe-ownership';
import { COOK_NOT_FOUND } from '../src/common/cook-uid.pipe';
import { IMAGE_NOT_FOUND, PROCESSING_BUSY } from '../src/images/images.service';
import { TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from '../src/images/image-processing';
import { PHOTO_MISSING, PHOTO_TOO_LARGE } from '../src/images/read-upload';
import { ONLY_OWN_COLLECTIONS } from '../src/collections/collections.service';
import { BUILD_RACED, BUILD_TOO_LARGE, LIST_FULL } from '../src/shopping-lists/shopping-lists.service';
import { ITEM_NOT_FOUND } from '../src/shopping-lists/item-id.pipe';
import { ENTRY_NOT_FOUND } from '../src/meal-plans/entry-id.pipe';
import { dayFullMessage } from '../src/meal-plans/day-capacity';
import { PREP_TIMES_DISAGREE } from '../src/recipes/dto/recipe-edit';
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
  it("gives each of the API's own refusal constants the code domain's table has for it", () => {
    const thrown: [string, string][] = [
      [RECIPE_NOT_FOUND, 'recipe.not-found'], [PREP_TIMES_DISAGREE, 'recipe.prep-times-disagree'], [COOK_NOT_FOUND, 'cook.not-found'],
      [IMAGE_NOT_FOUND, 'image.not-found'], [PROCESSING_BUSY, 'image.busy'], [UNSUPPORTED_IMAGE, 'image.unsupported'],
      [TOO_MANY_PIXELS, 'image.too-many-pixels'], [PHOTO_TOO_LARGE, 'image.too-large'], [PHOTO_MISSING, 'image.missing'],
      [ONLY_OWN_COLLECTIONS, 'collection.not-own'], [LIST_FULL, 'shopping-list.full'], [BUILD_RACED, 'shopping-list.build-raced'],
      [BUILD_TOO_LARGE(400, 101), 'shopping-list.build-too-large'], [ITEM_NOT_FOUND, 'shopping-list.item-not-found'],
      [ENTRY_NOT_FOUND, 'meal-plan.entry-not-found'], [dayFullMessage('2026-11-27'), 'meal-plan.day-full'],
      [API_MESSAGES.likeOwn, 'recipe.like-own'], ['You can only edit your own recipes', 'recipe.edit-not-own'],
    ];
    expect(thrown.map(([message]) => toErrorBody(new BadRequestException(message)).code)).toEqual(thrown.map(([, code]) => code));
    expect(Object.keys(API_ERROR_CODES)).toEqual(expect.arrayContaining(thrown.map(([, code]) => code)));
  });

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
