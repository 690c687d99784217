import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { COLLECTION_LIMITS } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { ParseCookUidPipe } from '../common/cook-uid.pipe';
import { ParseRecipeIdPipe } from '../common/object-id.pipe';
import { deriveSchema } from '../openapi/validation-schema';
import { ParseCollectionIdPipe } from './collection-id.pipe';
import { CollectionChangeDto } from './dto/collection-change.dto';
import { CollectionOrderDto } from './dto/collection-order.dto';
import { ContainingQueryDto } from './dto/containing-query.dto';
import { NewCollectionDto } from './dto/new-collection.dto';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const UNKNOWN = '0123456789abcdef01234567';

/** The collections' part of /api/docs-json: every route, its rules, and every error it declares, as the app gives it. */
let api: TestApp;
let doc: OpenAPIObject;
let owner: TestUser;
let other: TestUser;
let recipeId: string;
/** The owner's public collection, empty: others may read it and are refused its writes (403). */
let shared: string;

beforeAll(async () => {
  api = await startTestApp();
  doc = (await request(api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
  [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
  const recipe = { image: 'https://example.com/p.png', title: 'Doc Soup', ingredients: 'stock', instructions: 'Heat.', cuisineType: 'Others', prepTime: 5 };
  recipeId = (await request(api.url).post('/add-recipe').set(bearer(owner)).send(recipe).expect(201)).body.insertedId;
  shared = (await request(api.url).post('/collections').set(bearer(owner)).send({ title: 'Shared', visibility: 'public' }).expect(201)).body._id;
});
afterAll(() => api.close());

const SIGNED_IN: Array<[Method, string]> = [
  ['get', '/collections'], ['post', '/collections'], ['patch', '/collections/{collectionId}'], ['delete', '/collections/{collectionId}'],
  ['put', '/collections/{collectionId}/recipes/{recipeId}'], ['delete', '/collections/{collectionId}/recipes/{recipeId}'],
  ['put', '/collections/{collectionId}/order'],
];
const PUBLIC: Array<[Method, string]> = [['get', '/collections/{collectionId}'], ['get', '/cooks/{uid}/collections']];
const PIPES = { collectionId: ParseCollectionIdPipe, recipeId: ParseRecipeIdPipe, uid: ParseCookUidPipe } as const;
const operation = (method: Method, path: string) => doc.paths[path][method] as OperationObject;
const schemaNamed = (name: string) => doc.components!.schemas![name] as SchemaObject;

it('documents the collections routes, signed in but for the two public reads, with their ids parsed as their pipes parse them', () => {
  const documented = Object.entries(doc.paths)
    // POST /collections/{collectionId}/reports is moderation's.
    .filter(([path]) => /^\/collections|^\/cooks\/\{uid\}\/collections/.test(path) && !path.endsWith('/reports'))
    .flatMap(([path, item]) => (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => item[m]).map((m) => `${m} ${path}`));
  expect(documented.sort()).toEqual([...SIGNED_IN, ...PUBLIC].map(([m, p]) => `${m} ${p}`).sort());
  for (const [method, path] of SIGNED_IN) {
    expect({ path, security: operation(method, path).security, has401: !!operation(method, path).responses['401'] }).toEqual({ path, security: [{ bearer: [] }], has401: true });
  }
  // A collection's page: anonymous or with a token (a refused one is 401); a cook's list: anonymous only.
  expect(operation('get', '/collections/{collectionId}').security).toEqual([{}, { bearer: [] }]);
  expect(operation('get', '/collections/{collectionId}').responses['401']).toBeDefined();
  expect(operation('get', '/cooks/{uid}/collections').responses['401']).toBeUndefined();
  for (const [method, path] of [...SIGNED_IN, ...PUBLIC]) {
    const params = ((operation(method, path).parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path');
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as keyof typeof PIPES);
    expect(params.map(({ name, required, schema, description }) => ({ name, required, schema, description })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      names.map((name) => ({ name, required: true, schema: PIPES[name].openApiSchema, description: PIPES[name].openApiDescription })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    if (names.length) expect(operation(method, path).responses['404']).toBeDefined();
  }
});

it("states the DTOs' rules as their validators do, and refuses unknown properties", () => {
  for (const dto of [NewCollectionDto, CollectionChangeDto, CollectionOrderDto, ContainingQueryDto]) {
    expect({ dto: dto.name, undocumented: deriveSchema(dto).undocumented }).toEqual({ dto: dto.name, undocumented: [] });
  }
  const { titleMax, descriptionMax, recipesMax } = COLLECTION_LIMITS;
  expect(schemaNamed('NewCollectionDto')).toMatchObject({ additionalProperties: false, required: ['title'] });
  expect(schemaNamed('NewCollectionDto').properties).toMatchObject({
    title: { type: 'string', minLength: 1, maxLength: titleMax, pattern: '\\S' },
    description: { type: 'string', maxLength: descriptionMax },
    visibility: { enum: ['private', 'public'], default: 'private' },
  });
  expect(schemaNamed('CollectionChangeDto')).not.toHaveProperty('required');
  expect(schemaNamed('CollectionChangeDto').additionalProperties).toBe(false);
  expect(schemaNamed('CollectionOrderDto')).toMatchObject({
    required: ['recipeIds'],
    properties: { recipeIds: { type: 'array', maxItems: recipesMax, items: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' } } },
  });
  const query = (operation('get', '/collections').parameters as ParameterObject[]).filter((p) => p.in === 'query');
  expect(query.map((p) => [p.name, p.required, (p.schema as SchemaObject).pattern])).toEqual([['containing', false, '^[0-9a-fA-F]{24}$']]);
});

it('gives every error code a collections route declares (429 and 503 are the app-wide specs), as the JSON error body', async () => {
  const valid: Record<string, object> = {
    '/collections': { title: 'Docs' },
    '/collections/{collectionId}': { title: 'Renamed' },
    '/collections/{collectionId}/order': { recipeIds: [] },
  };
  const call = (method: Method, path: string, id = shared) =>
    request(api.url)[method](path.replace('{collectionId}', id).replace('{recipeId}', id === shared ? recipeId : id).replace('{uid}', owner.uid));
  const produce = async (method: Method, path: string, status: number) => {
    const body = valid[path];
    const send = (test: request.Test) => (method === 'get' || method === 'delete' || !body ? test : test.send(body));
    switch (status) {
      case 400: return body && method !== 'get' ? call(method, path).set(bearer(owner)).send({ ...body, notInTheContract: 1 }) : call(method, path).query({ notInTheContract: 1 }).set(bearer(owner));
      case 401: return method === 'get' && path !== '/collections' ? call(method, path).set('Authorization', 'Bearer not-a-token') : send(call(method, path));
      case 403: return send(call(method, path).set(bearer(other)));
      case 404: return path.includes('{uid}') ? request(api.url).get('/cooks/a.b/collections') : send(call(method, path, UNKNOWN).set(bearer(owner)));
      case 409: return conflict(method, path);
      case 413: return call(method, path).set(bearer(owner)).set('Content-Type', 'application/json').send(JSON.stringify({ title: 'x'.repeat(200_000) }));
      case 415: return call(method, path).set(bearer(owner)).set('Content-Type', 'application/json; charset=klingon').send('{}');
      default: return undefined;
    }
  };
  const produced: string[] = [];
  for (const [method, path] of [...SIGNED_IN, ...PUBLIC]) {
    for (const code of Object.keys(operation(method, path).responses).map(Number).filter((c) => c >= 400 && c !== 429 && c !== 503)) {
      const response = await produce(method, path, code);
      if (!response) continue;
      produced.push(`${method} ${path} ${code}`);
      expect({ at: `${method} ${path}`, status: response.status }).toEqual({ at: `${method} ${path}`, status: code });
      expect(response.body).toEqual({ statusCode: code, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });
    }
  }
  expect(produced).toEqual(expect.arrayContaining([
    'post /collections 409', 'put /collections/{collectionId}/recipes/{recipeId} 409', 'get /collections/{collectionId} 401',
    'patch /collections/{collectionId} 403', 'put /collections/{collectionId}/order 403', 'get /cooks/{uid}/collections 404',
  ]));
});

/** POST: a cook who has COLLECTION_LIMITS.perUser already (stored directly). PUT a recipe: one already in it. */
async function conflict(method: Method, path: string): Promise<request.Response | undefined> {
  if (method === 'post' && path === '/collections') {
    const full = await createTestUser();
    const collections = api.app.get<Model<object>>(getModelToken('RecipeCollection'));
    await collections.insertMany(Array.from({ length: COLLECTION_LIMITS.perUser }, (_, i) => ({ ownerUid: full.uid, ownerName: 'Full', title: `List ${i}` })));
    return request(api.url).post('/collections').set(bearer(full)).send({ title: 'One too many' });
  }
  if (method === 'put' && path.endsWith('/recipes/{recipeId}')) {
    const { _id } = (await request(api.url).post('/collections').set(bearer(owner)).send({ title: 'Twice' }).expect(201)).body;
    await request(api.url).put(`/collections/${_id}/recipes/${recipeId}`).set(bearer(owner)).expect(200);
    return request(api.url).put(`/collections/${_id}/recipes/${recipeId}`).set(bearer(owner));
  }
  return undefined;
}
