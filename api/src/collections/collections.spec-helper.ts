import { COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { ONLY_OWN_COLLECTIONS } from './collections.service';

export const UNKNOWN = '0123456789abcdef01234567';
export const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: COLLECTION_MESSAGES.notFound, code: 'collection.not-found' };
export const ONLY_OWN = { statusCode: 403, error: 'Forbidden', message: ONLY_OWN_COLLECTIONS, code: 'collection.not-own' };
/** One of our own pictures at an address an earlier start had: stored as its path, sent at the API's public URL. */
export const OWN_PICTURE = 'http://localhost:4000/images/recipes/masoor-dal.svg';

export const titles = (list: CollectionSummary[]) => list.map((c) => c.title);
export const ids = (collection: Collection) => collection.recipes.map((r) => r._id);

/** Every answer of the collections' routes: never an email (the tests' accounts all have one, with its '@'). */
export function noEmail<T>(response: request.Response): T {
  expect(JSON.stringify(response.body)).not.toContain('@');
  return response.body as T;
}

/**
 * The collections' API specs' app (one per file) and a recipe author, set up before the file's tests and closed
 * after, with a call for each route. Each test uses fresh owners, so lists never mix between tests.
 */
export class CollectionsFixture {
  api: TestApp;
  author: TestUser;

  constructor() {
    beforeAll(async () => {
      this.api = await startTestApp();
      this.author = await createTestUser({ displayName: 'Recipe Author' });
    });
    afterAll(() => this.api.close());
  }

  async addRecipe(title = 'Collected', image = OWN_PICTURE): Promise<string> {
    const body = { image, title, ingredients: 'rice', instructions: 'Cook.', cuisineType: 'Bangladeshi', prepTime: 5 };
    return (await request(this.api.url).post('/add-recipe').set(bearer(this.author)).send(body).expect(201)).body.insertedId as string;
  }

  post = (user: TestUser, body: object) => request(this.api.url).post('/collections').set(bearer(user)).send(body);

  async create(user: TestUser, body: object = {}): Promise<Collection> {
    return noEmail<Collection>(await this.post(user, { title: 'Weeknight dinners', ...body }).expect(201));
  }

  read = (id: string, user?: TestUser) => {
    const call = request(this.api.url).get(`/collections/${id}`);
    return user ? call.set(bearer(user)) : call;
  };

  mine = (user: TestUser, query: Record<string, string> = {}) => request(this.api.url).get('/collections').query(query).set(bearer(user));
  change = (user: TestUser, id: string, body: object) => request(this.api.url).patch(`/collections/${id}`).set(bearer(user)).send(body);
  remove = (user: TestUser, id: string) => request(this.api.url).delete(`/collections/${id}`).set(bearer(user));
  add = (user: TestUser, id: string, recipeId: string) => request(this.api.url).put(`/collections/${id}/recipes/${recipeId}`).set(bearer(user));
  takeOut = (user: TestUser, id: string, recipeId: string) => request(this.api.url).delete(`/collections/${id}/recipes/${recipeId}`).set(bearer(user));
  reorder = (user: TestUser, id: string, body: unknown) => request(this.api.url).put(`/collections/${id}/order`).set(bearer(user)).send(body as object);
  ofCook = (uid: string) => request(this.api.url).get(`/cooks/${uid}/collections`);

  /** The stored collections, for what no route does (filling one, looking at what is stored). */
  model(): Model<{ recipeIds: Types.ObjectId[]; ownerUid: string }> {
    return this.api.app.get(getModelToken('RecipeCollection'));
  }
}
