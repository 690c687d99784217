import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { phoneJpeg } from './photos';
import { startTestApp, TestApp } from './test-app';
import { bearer, createTestUser, TestUser } from './users';

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
 * The app and its document, two users and a recipe of the first; set up before a spec file's tests, closed after.
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

  constructor(env: Record<string, string> = {}) {
    beforeAll(async () => {
      this.api = await startTestApp(env);
      this.doc = (await request(this.api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
      [this.author, this.other] = await Promise.all([createTestUser(), createTestUser()]);
      this.recipeId = (await request(this.api.url).post('/add-recipe').set(bearer(this.author)).send(validRecipe).expect(201)).body.insertedId;
      this.photo = await phoneJpeg(400, 300);
      this.imageId = (await request(this.api.url).post('/images').set(bearer(this.author)).attach('file', this.photo, 'p.jpg').expect(201)).body.id;
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
   * recipe; {recipeId} its recipe; {uid} its author.
   */
  pathWithId(path: string, id?: string): string {
    return path
      .replace('{id}', id ?? (path.startsWith('/images/') ? this.imageId : this.recipeId))
      .replace('{recipeId}', id ?? this.recipeId)
      .replace('{uid}', id ?? this.author.uid);
  }

  /** Whether the operation takes a JSON body (POST /images takes multipart/form-data). */
  takesJson(op: OperationObject): boolean {
    return !!(op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json'];
  }

  bodySchema(op: OperationObject): SchemaObject {
    return this.schemaOf((op.requestBody as { content: Record<string, { schema: SchemaObject }> }).content['application/json'].schema);
  }
}
