import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { emulatorAdmin } from './admin';
import { phoneJpeg } from './photos';
import { startTestApp, TestApp } from './test-app';
import { bearer, createTestUser, signIn, TestUser } from './users';

/**
 * /api/docs-json is the API's whole contract: every route the app serves is in it, every documented constraint is the
 * validators' own (and the running app refuses a value just outside it and takes one just inside), and every error
 * code it declares is one the route really gives. The openapi-*.e2e-spec.ts files check it, each on one concern.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  path: string;
  method: Method;
  op: OperationObject;
}

export const UNKNOWN_ID = '0123456789abcdef01234567';
/** A cook uid outside COOK_UID_PATTERN: refused by its pipe (404) before any lookup. */
export const MALFORMED_UID = 'no.such.cook';

/** The path with every parameter set to one value (e.g. UNKNOWN_ID). */
export const pathWith = (path: string, value: string): string => path.replace(/\{\w+\}/g, value);

export const validRecipe = {
  image: 'https://images.example.com/dal.jpg',
  title: 'Contract Dal',
  ingredients: 'lentils, cumin',
  instructions: 'Simmer.',
  cuisineType: 'Bangladeshi',
  prepTime: 30,
  categories: ['Lunch'],
};

/**
 * The app and its document, two users, a recipe of the first and the second's review of it, and an empty public
 * collection of the first; set up before a spec file's tests, closed after.
 * `env`: settings of the app beside startTestApp's (e.g. METRICS_TOKEN, for the routes behind it).
 */
export class ContractFixture {
  api: TestApp;
  doc: OpenAPIObject;
  author: TestUser;
  other: TestUser;
  recipeId: string;
  /** A photo the author uploaded. */
  imageId: string;
  photo: Buffer;
  /** The other cook's review of the author's recipe. */
  reviewId: string;
  /** The author's public collection, empty (so `{ recipeIds: [] }` is its whole order). */
  collectionId: string;
  private moderatorSignedIn?: Promise<TestUser>;

  constructor(env: Record<string, string> = {}) {
    beforeAll(async () => {
      this.api = await startTestApp(env);
      this.doc = (await request(this.api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
      [this.author, this.other] = await Promise.all([createTestUser(), createTestUser()]);
      this.recipeId = (await request(this.api.url).post('/add-recipe').set(bearer(this.author)).send(validRecipe).expect(201)).body.insertedId;
      this.photo = await phoneJpeg(400, 300);
      this.imageId = (await request(this.api.url).post('/images').set(bearer(this.author)).attach('file', this.photo, 'p.jpg').expect(201)).body.id;
      const review = { rating: 4, text: 'Contract review' };
      this.reviewId = (await request(this.api.url).put(`/recipes/${this.recipeId}/reviews/mine`).set(bearer(this.other)).send(review).expect(201)).body._id;
      this.collectionId = (await this.publicCollection()).body._id;
    });
    afterAll(() => this.api.close());
  }

  operations(): Operation[] {
    return Object.entries(this.doc.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as Method[]).filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
    );
  }

  operation(method: Method, path: string): OperationObject {
    return this.doc.paths[path][method] as OperationObject;
  }

  schemaOf(ref: { $ref?: string } & SchemaObject): SchemaObject {
    return ref.$ref ? (this.doc.components!.schemas![ref.$ref.split('/').pop()!] as SchemaObject) : ref;
  }

  /**
   * The path with its parameter filled with `id`, else the fixture's own: {id} its photo under /images, else its
   * recipe; {recipeId} its recipe; {uid} its author; {reviewId} its review; {collectionId} its collection; a
   * moderation route's item (whatever `id`, {kind} is collection) its collection.
   */
  pathWithId(path: string, id?: string): string {
    return path
      .replace('{id}', id ?? (path.startsWith('/images/') ? this.imageId : this.recipeId))
      .replace('{recipeId}', id ?? this.recipeId)
      .replace('{uid}', id ?? this.author.uid)
      .replace('{reviewId}', id ?? this.reviewId)
      .replace('{collectionId}', id ?? this.collectionId)
      .replace('{kind}', 'collection')
      .replace('{itemId}', id ?? this.collectionId);
  }

  /**
   * A cook with the moderator role (the roles claim, as `npm run role` sets it), signed in again for it: made on
   * first use, as only the specs that call the moderation routes need one.
   */
  moderator(): Promise<TestUser> {
    this.moderatorSignedIn ??= (async () => {
      const user = await createTestUser({ displayName: 'Contract Moderator' });
      const admin = emulatorAdmin();
      try {
        await admin.auth.setCustomUserClaims(user.uid, { roles: ['moderator'] });
      } finally {
        await admin.close();
      }
      return { ...user, idToken: await signIn(user.email) };
    })();
    return this.moderatorSignedIn;
  }

  /**
   * The cook whose valid call of the path succeeds on the fixture's items: a moderator for the moderation routes,
   * the other cook to review the author's recipe or report the author's collection, else the author.
   */
  async callerOf(path: string): Promise<TestUser> {
    if (path.startsWith('/moderation/')) return this.moderator();
    return ['/recipes/{id}/reviews/mine', '/collections/{collectionId}/reports'].includes(path) ? this.other : this.author;
  }

  /**
   * The path of a call that succeeds once per item, named afresh: a report (a second one of the same cook is 409) or a
   * decision (it closes the reports, and removing deletes the item) gets a new item its caller may report or decide
   * on (a review of a new recipe, or a new public collection, reported for a decision). Any other path is pathWithId's.
   */
  async freshPathOf(path: string): Promise<string> {
    const url = this.api.url;
    if (path === '/reviews/{reviewId}/reports') {
      const recipeId = (await request(url).post('/add-recipe').set(bearer(this.author)).send(validRecipe).expect(201)).body.insertedId;
      const review = await request(url).put(`/recipes/${recipeId}/reviews/mine`).set(bearer(this.other)).send({ rating: 3 }).expect(201);
      return this.pathWithId(path, review.body._id);
    }
    if (path !== '/collections/{collectionId}/reports' && path !== '/moderation/{kind}/{itemId}/decision') return this.pathWithId(path);
    const collectionId: string = (await this.publicCollection()).body._id;
    if (path.startsWith('/moderation/')) await request(url).post(`/collections/${collectionId}/reports`).set(bearer(this.other)).send({ reason: 'spam' }).expect(201);
    return this.pathWithId(path, collectionId);
  }

  private publicCollection(): request.Test {
    return request(this.api.url).post('/collections').set(bearer(this.author)).send({ title: 'Contract collection', visibility: 'public' }).expect(201);
  }

  /** Whether the operation takes a JSON body (POST /images takes multipart/form-data). */
  takesJson(op: OperationObject): boolean {
    return !!(op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json'];
  }

  bodySchema(op: OperationObject): SchemaObject {
    return this.schemaOf((op.requestBody as { content: Record<string, { schema: SchemaObject }> }).content['application/json'].schema);
  }
}
