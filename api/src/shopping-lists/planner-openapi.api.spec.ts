import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { EntryChangeDto } from '../meal-plans/dto/entry-change.dto';
import { NewEntryDto } from '../meal-plans/dto/new-entry.dto';
import { PlanRangeDto } from '../meal-plans/dto/plan-range.dto';
import { ParseEntryIdPipe } from '../meal-plans/entry-id.pipe';
import { planDateOf, today } from '../meal-plans/plan-dates';
import { deriveSchema } from '../openapi/validation-schema';
import { ItemCheckDto } from './dto/item-check.dto';
import { NewItemDto } from './dto/new-item.dto';
import { ParseItemIdPipe } from './item-id.pipe';

type Method = 'get' | 'post' | 'patch' | 'delete';
const UNKNOWN = '0123456789abcdef01234567';
const day = (offset: number) => planDateOf(today() + offset);

/** The meal plan's and shopping list's part of /api/docs-json: every route, its rules, and every error it declares. */
let api: TestApp;
let doc: OpenAPIObject;
let cook: TestUser;
let recipeId: string;

beforeAll(async () => {
  api = await startTestApp();
  doc = (await request(api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
  cook = await createTestUser();
  const recipe = { image: 'https://example.com/p.png', title: 'Doc Soup', ingredients: '1 l stock', instructions: 'Heat.', cuisineType: 'Others', prepTime: 5 };
  recipeId = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(recipe).expect(201)).body.insertedId;
});
afterAll(() => api.close());

const ROUTES: Array<[Method, string]> = [
  ['get', '/meal-plan'], ['post', '/meal-plan/entries'], ['patch', '/meal-plan/entries/{entryId}'], ['delete', '/meal-plan/entries/{entryId}'],
  ['get', '/shopping-list'], ['post', '/shopping-list/build'], ['post', '/shopping-list/items'], ['patch', '/shopping-list/items/{itemId}'],
  ['delete', '/shopping-list/items/{itemId}'], ['post', '/shopping-list/clear-checked'],
];
const operation = (method: Method, path: string) => doc.paths[path][method] as OperationObject;
const schemaNamed = (name: string) => doc.components!.schemas![name] as SchemaObject;

it('documents exactly the planner routes, each signed in, with its ids parsed as their pipes parse them', () => {
  const documented = Object.entries(doc.paths)
    .filter(([path]) => /^\/(meal-plan|shopping-list)/.test(path))
    .flatMap(([path, item]) => (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => item[m]).map((m) => `${m} ${path}`));
  expect(documented.sort()).toEqual(ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  for (const [method, path] of ROUTES) {
    const op = operation(method, path);
    expect({ path, security: op.security, has401: !!op.responses['401'] }).toEqual({ path, security: [{ bearer: [] }], has401: true });
    const pipe = path.includes('{entryId}') ? ParseEntryIdPipe : path.includes('{itemId}') ? ParseItemIdPipe : undefined;
    const params = ((op.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path');
    expect(params.map(({ name, required, schema, description }) => ({ name, required, schema, description }))).toEqual(
      pipe ? [{ name: path.match(/\{(\w+)\}/)![1], required: true, schema: pipe.openApiSchema, description: pipe.openApiDescription }] : [],
    );
  }
});

it("states the DTOs' rules as their validators do, and refuses unknown properties", () => {
  for (const dto of [NewEntryDto, EntryChangeDto, PlanRangeDto, NewItemDto, ItemCheckDto]) expect({ dto: dto.name, undocumented: deriveSchema(dto).undocumented }).toEqual({ dto: dto.name, undocumented: [] });
  const add = schemaNamed('NewEntryDto');
  expect(add).toMatchObject({ additionalProperties: false, required: ['recipeId', 'date', 'meal'] });
  expect(add.properties).toMatchObject({
    recipeId: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
    meal: { enum: ['breakfast', 'lunch', 'dinner'] },
    servings: { type: 'integer', minimum: 1, maximum: 100 },
    note: { type: 'string', maxLength: 200 },
    date: { type: 'string', pattern: expect.stringMatching(/^\^\\d\{4\}-/) },
  });
  expect(schemaNamed('EntryChangeDto')).not.toHaveProperty('required');
  expect(schemaNamed('NewItemDto').properties!.text).toMatchObject({ type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' });
  expect(schemaNamed('ItemCheckDto')).toMatchObject({ required: ['checked'], properties: { checked: { type: 'boolean' } } });
  const query = (operation('get', '/meal-plan').parameters as ParameterObject[]).filter((p) => p.in === 'query');
  expect(query.map((p) => [p.name, p.required])).toEqual([['from', true], ['to', true]]);
  expect(schemaNamed('ShoppingListResponse').properties!.from).toMatchObject({ type: 'string', nullable: true });
});

it("links a new entry's and a new item's _id to the routes that take it", () => {
  const links = (method: Method, path: string) => (operation(method, path).responses['201'] as ResponseObject).links ?? {};
  expect(Object.keys(links('post', '/meal-plan/entries')).sort()).toEqual(['MealPlansController_change', 'MealPlansController_remove']);
  expect(Object.keys(links('post', '/shopping-list/items')).sort()).toEqual(['ShoppingListsController_check', 'ShoppingListsController_removeItem']);
  for (const link of [...Object.values(links('post', '/meal-plan/entries')), ...Object.values(links('post', '/shopping-list/items'))]) {
    expect(Object.values((link as { parameters: object }).parameters)).toEqual(['$response.body#/_id']);
  }
});

it('gives every error code a planner route declares (429 and 503 are the app-wide specs), as the JSON error body', async () => {
  const entryId = (await request(api.url).post('/meal-plan/entries').set(bearer(cook)).send({ recipeId, date: day(0), meal: 'lunch' }).expect(201)).body._id;
  const itemId = (await request(api.url).post('/shopping-list/items').set(bearer(cook)).send({ text: 'salt' }).expect(201)).body._id;
  const valid: Record<string, object> = {
    '/meal-plan/entries': { recipeId, date: day(0), meal: 'lunch' },
    '/meal-plan/entries/{entryId}': { note: 'x' },
    '/shopping-list/build': { from: day(0), to: day(6) },
    '/shopping-list/items': { text: 'pepper' },
    '/shopping-list/items/{itemId}': { checked: true },
  };
  const call = (method: Method, path: string, id?: string) =>
    request(api.url)[method](path.replace('{entryId}', id ?? entryId).replace('{itemId}', id ?? itemId));
  const produce = (method: Method, path: string, status: number) => {
    const body = valid[path];
    switch (status) {
      case 400: return body ? call(method, path).set(bearer(cook)).send({ ...body, notInTheContract: 1 }) : call(method, path).query({ notInTheContract: 1 }).set(bearer(cook));
      case 401: return call(method, path).send(body);
      case 404: return path === '/meal-plan/entries' ? call(method, path).set(bearer(cook)).send({ ...body, recipeId: UNKNOWN }) : call(method, path, UNKNOWN).set(bearer(cook)).send(body);
      case 413: return call(method, path).set(bearer(cook)).set('Content-Type', 'application/json').send(JSON.stringify({ text: 'x'.repeat(200_000) }));
      case 415: return call(method, path).set(bearer(cook)).set('Content-Type', 'application/json; charset=klingon').send('{}');
      default: return undefined; // 409: a rebuild that lost the race BUILD_ATTEMPTS times (shopping-lists.api.spec.ts races one)
    }
  };
  const produced: string[] = [];
  for (const [method, path] of ROUTES) {
    for (const code of Object.keys(operation(method, path).responses).map(Number).filter((c) => c >= 400 && c !== 429 && c !== 503)) {
      const response = await produce(method, path, code);
      if (!response) continue;
      produced.push(`${method} ${path} ${code}`);
      expect({ at: `${method} ${path}`, status: response.status }).toEqual({ at: `${method} ${path}`, status: code });
      expect(response.body).toEqual({ statusCode: code, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });
    }
  }
  expect(produced).toEqual(expect.arrayContaining(['post /meal-plan/entries 404', 'patch /meal-plan/entries/{entryId} 404', 'delete /shopping-list/items/{itemId} 404', 'get /meal-plan 400']));
});
