import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { ParseRecipeIdPipe } from '../src/common/object-id.pipe';
import { catalogueRoutes } from '../src/openapi/route-catalogue';
import { deriveSchema, validationMetadataOf } from '../src/openapi/validation-schema';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';
import { readStack } from './support/stack';

/**
 * /api/docs-json is the API's whole contract: every route the app serves is in it, every documented constraint is the
 * validators' own (and the running app refuses a value just outside it and takes one just inside), and every error
 * code it declares is one the route really gives.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  path: string;
  method: Method;
  op: OperationObject;
}

const UNKNOWN_ID = '0123456789abcdef01234567';

describe('the OpenAPI document as the contract', () => {
  let api: TestApp;
  let doc: OpenAPIObject;
  let author: TestUser;
  let other: TestUser;
  let recipeId: string;

  const operations = (): Operation[] =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as Method[]).filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
    );
  const operation = (method: Method, path: string) => doc.paths[path][method] as OperationObject;
  const schemaOf = (ref: { $ref?: string } & SchemaObject): SchemaObject =>
    ref.$ref ? (doc.components!.schemas![ref.$ref.split('/').pop()!] as SchemaObject) : ref;
  const bodySchema = (op: OperationObject) =>
    schemaOf((op.requestBody as { content: Record<string, { schema: SchemaObject }> }).content['application/json'].schema);

  const validRecipe = {
    image: 'https://images.example.com/dal.jpg',
    title: 'Contract Dal',
    ingredients: 'lentils, cumin',
    instructions: 'Simmer.',
    cuisineType: 'Bangladeshi',
    prepTime: 30,
    categories: ['Lunch'],
  };

  beforeAll(async () => {
    api = await startTestApp();
    doc = (await request(api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
    [author, other] = await Promise.all([createTestUser(), createTestUser()]);
    recipeId = (await request(api.url).post('/add-recipe').set(bearer(author)).send(validRecipe).expect(201)).body.insertedId;
  });
  afterAll(() => api.close());

  describe('routes', () => {
    it('documents every route the app serves, with its method and every path parameter', () => {
      type Layer = { route?: { path: string; methods: Record<string, boolean> } };
      const express = api.app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
      const stack = (express.router ?? express._router)!.stack; // express 5, express 4
      const served = stack
        .filter((layer) => layer.route && !layer.route.path.startsWith('/api/docs'))
        .flatMap(({ route }) => Object.keys(route!.methods).map((method) => `${method.toUpperCase()} ${route!.path.replace(/:(\w+)/g, '{$1}')}`));
      expect(served.length).toBeGreaterThanOrEqual(11);
      const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
      expect(documented.sort()).toEqual([...new Set(served)].sort());

      for (const { path, op } of operations()) {
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = ((op.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path');
        expect({ path, params: declared.map((p) => p.name).sort() }).toEqual({ path, params: names.sort() });
        for (const parameter of declared) expect({ path, required: parameter.required, hasSchema: !!parameter.schema }).toEqual({ path, required: true, hasSchema: true });
      }
    });

    it('declares every recipe id as the MongoDB ObjectId the pipe parses; anything else is the documented 404', async () => {
      const idRoutes = operations().filter(({ path }) => path.includes('{id}'));
      expect(idRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
        ['delete /my-recipes/{id}', 'delete /recipes/like/{id}', 'get /recipes/{id}', 'patch /recipes/like/{id}', 'put /my-recipes/{id}'].sort(),
      );
      for (const { op } of idRoutes) {
        const id = (op.parameters as ParameterObject[]).find((p) => p.name === 'id')!;
        expect(id.schema).toEqual({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' });
        expect(id.schema).toEqual(ParseRecipeIdPipe.openApiSchema);
        expect(op.responses['404']).toBeDefined();
      }
      await request(api.url).get(`/recipes/${recipeId}`).expect(200);
      await request(api.url).get(`/recipes/${recipeId.slice(1)}`).expect(404);
      await request(api.url).get(`/recipes/${recipeId}0`).expect(404);
      await request(api.url).get(`/recipes/${'g'.repeat(24)}`).expect(404);
    });

    it("links add-recipe's insertedId to every route that takes a recipe id", () => {
      const created = operation('post', '/add-recipe').responses['201'] as ResponseObject;
      const idOperations = operations().filter(({ path }) => path.includes('{id}')).map(({ op }) => op.operationId);
      expect(Object.values(created.links ?? {}).map((l) => (l as { operationId: string }).operationId).sort()).toEqual(idOperations.sort());
      for (const link of Object.values(created.links!)) expect(link).toMatchObject({ parameters: { id: '$response.body#/insertedId' } });
    });
  });

  describe('constraints', () => {
    /** The validator metadata, read directly: each rule the document must state, independently of how it was derived. */
    function expectDocumentedAsValidated(dto: Function, properties: Record<string, SchemaObject>, required: string[]) {
      expect(deriveSchema(dto).undocumented).toEqual([]);
      for (const m of validationMetadataOf(dto)) {
        const raw = properties[m.propertyName];
        expect({ property: m.propertyName, documented: !!raw }).toEqual({ property: m.propertyName, documented: true });
        // A property with several wire forms (oneOf) states each rule on one of them.
        const forms = [raw, ...((raw.oneOf ?? []) as SchemaObject[])];
        const schemas = m.each ? forms.map((s) => s.items as SchemaObject).filter(Boolean) : forms;
        const c = m.constraints ?? [];
        const says = (key: string, value: unknown) =>
          schemas.map((s) => (s as Record<string, unknown>)[key]).find((v) => JSON.stringify(v) === JSON.stringify(value)) ?? schemas.map((s) => (s as Record<string, unknown>)[key]);
        const expected: Record<string, [string, unknown]> = {
          maxLength: ['maxLength', c[0]],
          minLength: ['minLength', c[0]],
          min: ['minimum', c[0]],
          max: ['maximum', c[0]],
          isIn: ['enum', c[0]],
          isInt: ['type', 'integer'],
          isString: ['type', 'string'],
          isArray: ['type', 'array'],
          isNotEmpty: ['minLength', 1],
          isUrl: ['format', 'uri'],
          arrayMaxSize: ['maxItems', c[0]],
        };
        const rule = m.name ? expected[m.name] : undefined;
        if (rule) expect({ property: m.propertyName, [rule[0]]: says(rule[0], rule[1]) }).toEqual({ property: m.propertyName, [rule[0]]: rule[1] });
        if (m.type === 'conditionalValidation') expect({ property: m.propertyName, required: required.includes(m.propertyName) }).toEqual({ property: m.propertyName, required: false });
      }
    }

    it('documents exactly the validators of every body and query DTO', () => {
      const routes = catalogueRoutes(api.app).filter((r) => r.body || r.query);
      expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['get /my-recipes', 'get /recipes', 'post /add-recipe', 'put /my-recipes/{id}']);
      for (const route of routes) {
        const op = operation(route.method as Method, route.path);
        if (route.body) {
          const schema = bodySchema(op);
          expect(schema.additionalProperties).toBe(false);
          expectDocumentedAsValidated(route.body, schema.properties as Record<string, SchemaObject>, schema.required ?? []);
        }
        if (route.query) {
          const params = (op.parameters as ParameterObject[]).filter((p) => p.in === 'query');
          expectDocumentedAsValidated(
            route.query,
            Object.fromEntries(params.map((p) => [p.name, p.schema as SchemaObject])),
            params.filter((p) => p.required).map((p) => p.name),
          );
        }
      }
      // The rules the brief names, as the document states them.
      const list = Object.fromEntries((operation('get', '/recipes').parameters as ParameterObject[]).map((p) => [p.name, p.schema as SchemaObject]));
      expect(list.page).toMatchObject({ type: 'integer', minimum: 1 });
      expect(list.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
      const create = bodySchema(operation('post', '/add-recipe'));
      expect(create.properties!.image).toMatchObject({ type: 'string', format: 'uri', pattern: '^([hH][tT][tT][pP]|[hH][tT][tT][pP][sS])://' });
      expect(create.required!.sort()).toEqual(['cuisineType', 'image', 'ingredients', 'instructions', 'prepTime', 'title']);
      const update = bodySchema(operation('put', '/my-recipes/{id}'));
      expect(update.properties!.ingredients).toMatchObject({ type: 'string', minLength: 1, pattern: '\\S' });
      expect(update.allOf).toEqual([{ anyOf: [{ required: ['preparationTime'] }, { required: ['prepTime'] }] }]);
      expect((operation('put', '/my-recipes/{id}').requestBody as { description?: string }).description).toMatch(/prepTime and preparationTime.*equal/);
    });

    /** A value the schema allows (the smallest), for building valid requests. */
    function valid(schema: SchemaObject): unknown {
      if (schema.oneOf) return valid(schema.oneOf.find((s) => (s as SchemaObject).type === 'array') as SchemaObject ?? schema.oneOf[0]);
      if (schema.enum) return schema.enum[0];
      if (schema.type === 'integer') return schema.minimum ?? 1;
      if (schema.type === 'array') return schema.items && (schema.items as SchemaObject).enum ? [(schema.items as SchemaObject).enum![0]] : [];
      if (schema.format === 'uri') return 'https://example.com/x.jpg';
      return 'x';
    }

    /** A string of exactly `length` characters the schema's format allows. */
    const stringOf = (schema: SchemaObject, length: number) => {
      const prefix = schema.format === 'uri' ? 'https://example.com/' : '';
      return prefix + 'a'.repeat(length - prefix.length);
    };

    /** Values at each documented bound: [label, value, accepted?]. */
    function boundaryCases(schema: SchemaObject): Array<[string, unknown, boolean]> {
      const s = (schema.oneOf?.find((b) => (b as SchemaObject).type === 'array') as SchemaObject) ?? schema;
      const cases: Array<[string, unknown, boolean]> = [];
      if (s.enum) cases.push(['first member', s.enum[0], true], ['last member', s.enum.at(-1), true], ['a non-member', 'NotAMember', false]);
      if (s.type === 'integer') {
        const min = s.minimum ?? 1;
        cases.push(['minimum', min, true], ['below minimum', min - 1, false], ['a fraction', min + 0.5, false], ['text', 'abc', false]);
        if (s.maximum !== undefined) cases.push(['maximum', s.maximum, true], ['above maximum', s.maximum + 1, false]);
      }
      if (s.type === 'string' && !s.enum) {
        if (s.maxLength !== undefined) cases.push(['maxLength', stringOf(s, s.maxLength), true], ['maxLength + 1', stringOf(s, s.maxLength + 1), false]);
        if (s.minLength) cases.push(['minLength - 1', 'x'.repeat(s.minLength - 1), false]);
        if (s.pattern === '\\S') cases.push(['blank', '   ', false]);
        if (s.format === 'uri') cases.push(['another scheme', 'ftp://example.com/x.jpg', false], ['not a URL', 'not a url', false]);
      }
      if (s.type === 'array') {
        const items = s.items as SchemaObject;
        if (items?.enum) {
          cases.push(['every member', items.enum.slice(0, s.maxItems ?? items.enum.length), true], ['a non-member item', ['NotAMember'], false]);
        }
        cases.push(['an object', { $ne: null }, false]);
      }
      return cases;
    }

    it('takes a body value just inside each documented bound and refuses one just outside with 400', async () => {
      const checked: string[] = [];
      for (const { method, path, op } of operations().filter(({ op }) => op.requestBody)) {
        const schema = bodySchema(op);
        const properties = schema.properties as Record<string, SchemaObject>;
        const groups = ((schema.allOf ?? []) as SchemaObject[]).map((g) => (g.anyOf as SchemaObject[]).map((r) => r.required![0]));
        const base: Record<string, unknown> = {};
        for (const name of [...(schema.required ?? []), ...groups.map((g) => g[0])]) base[name] = valid(properties[name]);
        const url = path.replace('{id}', recipeId);
        const send = (body: unknown) => request(api.url)[method](url).set(bearer(author)).send(body as object);
        const withOnly = (name: string, value: unknown) => {
          const body = { ...base };
          for (const group of groups) if (group.includes(name)) for (const n of group) delete body[n];
          return { ...body, [name]: value };
        };
        await send(base).expect(method === 'post' ? 201 : 200);
        for (const [name, property] of Object.entries(properties)) {
          for (const [label, value, accepted] of boundaryCases(property)) {
            const response = await send(withOnly(name, value));
            checked.push(`${method} ${path} ${name}: ${label}`);
            expect({ at: `${method} ${path} ${name}: ${label}`, status: response.status }).toEqual({
              at: `${method} ${path} ${name}: ${label}`,
              status: accepted ? (method === 'post' ? 201 : 200) : 400,
            });
          }
        }
        for (const name of schema.required ?? []) {
          const { [name]: _omitted, ...without } = base;
          expect({ missing: name, status: (await send(without)).status }).toEqual({ missing: name, status: 400 });
        }
        for (const group of groups) {
          const without = { ...base };
          for (const n of group) delete without[n];
          expect({ missing: group, status: (await send(without)).status }).toEqual({ missing: group, status: 400 });
        }
        expect((await send({ ...base, notInTheContract: 1 })).status).toBe(400);
      }
      expect(checked.length).toBeGreaterThan(40);
    });

    it('takes a query value just inside each documented bound and refuses one just outside with 400', async () => {
      for (const { path, op } of operations().filter(({ method, op }) => method === 'get' && (op.parameters as ParameterObject[] | undefined)?.some((p) => p.in === 'query'))) {
        const get = (query: Record<string, unknown>) => request(api.url).get(path).query(query as object).set(bearer(author));
        for (const parameter of (op.parameters as ParameterObject[]).filter((p) => p.in === 'query')) {
          const schema = parameter.schema as SchemaObject;
          // email must be the caller's: its bounds are checked with a value of the right length, answered 403 (not 400) inside.
          const insideStatus = parameter.name === 'email' ? 403 : 200;
          for (const [label, value, accepted] of boundaryCases(schema)) {
            if (typeof value === 'object') continue;
            const status = (await get({ [parameter.name]: value })).status;
            expect({ at: `${path}?${parameter.name}: ${label}`, status }).toEqual({ at: `${path}?${parameter.name}: ${label}`, status: accepted ? insideStatus : 400 });
          }
        }
        expect((await get({ notInTheContract: '1' })).status).toBe(400);
      }
    });

    it('refuses prepTime and preparationTime that disagree, as documented', async () => {
      const put = (body: object) => request(api.url).put(`/my-recipes/${recipeId}`).set(bearer(author)).send({ title: 'T', cuisineType: 'Italian', ...body });
      expect((await put({ prepTime: 10, preparationTime: 11 })).body).toEqual({
        statusCode: 400,
        message: 'prepTime and preparationTime disagree: send one of them',
        error: 'Bad Request',
      });
      await put({ prepTime: 10, preparationTime: 10 }).expect(200);
    });
  });

  describe('responses', () => {
    /** How to make each route give each error code, with the fixtures above. */
    async function produce(method: Method, path: string, status: number): Promise<request.Response | undefined> {
      const url = (id: string) => path.replace('{id}', id);
      const call = (id = recipeId) => request(api.url)[method](url(id));
      const body = path === '/add-recipe' ? validRecipe : { title: 'T', cuisineType: 'Italian', prepTime: 5 };
      const hasBody = !!operation(method, path).requestBody;
      switch (status) {
        case 400:
          return hasBody ? call().set(bearer(author)).send({}) : call().query({ notInTheContract: 1 }).set(bearer(author));
        case 401:
          return call().send(hasBody ? body : undefined);
        case 404:
          return call(UNKNOWN_ID).set(bearer(author)).send(hasBody ? body : undefined);
        case 413:
          return call().set(bearer(author)).set('Content-Type', 'application/json').send(JSON.stringify({ title: 'x'.repeat(200_000) }));
        case 415:
          return call().set(bearer(author)).set('Content-Type', 'application/json; charset=klingon').send('{}');
        case 403: {
          if (path === '/add-recipe') return call().set(bearer(await anonymousUser())).send(body);
          if (path === '/my-recipes') return call().query({ email: other.email }).set(bearer(author));
          if (method === 'patch') return call().set(bearer(author));
          return call().set(bearer(other)).send(hasBody ? body : undefined);
        }
        case 409: {
          if (method === 'patch') {
            await call().set(bearer(other));
            return call().set(bearer(other));
          }
          return call().set(bearer(author));
        }
        default:
          return undefined;
      }
    }

    it('gives every error code it declares (429 and 503 have their own specs), each as the JSON error body', async () => {
      const declared: string[] = [];
      for (const { method, path, op } of operations()) {
        for (const code of Object.keys(op.responses).map(Number).filter((c) => c >= 400)) {
          declared.push(`${method} ${path} ${code}`);
          expect([400, 401, 403, 404, 409, 413, 415, 429, 503]).toContain(code);
          const response = await produce(method, path, code);
          if (!response) continue;
          expect({ at: `${method} ${path}`, status: response.status }).toEqual({ at: `${method} ${path}`, status: code });
          expect(response.body).toEqual({ statusCode: code, message: expect.anything(), error: expect.any(String) });
          const schema = (op.responses[code] as ResponseObject).content!['application/json'].schema as { $ref?: string };
          if (path !== '/health') expect(schema.$ref).toBe('#/components/schemas/ErrorResponse');
        }
      }
      for (const required of ['get /recipes/{id} 404', 'put /my-recipes/{id} 400', 'put /my-recipes/{id} 401', 'post /add-recipe 403', 'post /add-recipe 413', 'patch /recipes/like/{id} 409', 'get /my-recipes 400']) {
        expect(declared).toContain(required);
      }
    });

    it('gives 429 on every route that declares it once the per-minute limit is spent', async () => {
      const limited = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '1', RATE_LIMIT_WRITE_PER_MIN: '1' });
      try {
        const declared = operations().filter(({ op }) => op.responses['429']);
        for (const { method, path } of [...declared, ...operations().filter(({ op }) => !op.responses['429'])]) {
          const call = () => request(limited.url)[method](path.replace('{id}', UNKNOWN_ID));
          const statuses = [(await call()).status, (await call()).status, (await call()).status];
          expect({ at: `${method} ${path}`, limited: statuses.includes(429) }).toEqual({ at: `${method} ${path}`, limited: declared.some((d) => d.method === method && d.path === path) });
        }
      } finally {
        await limited.close();
      }
    });
  });
});

/** An emulator account without an email (anonymous sign-in): add-recipe refuses it with 403. */
async function anonymousUser(): Promise<TestUser> {
  const { authEmulatorHost } = readStack();
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const json = (await response.json()) as { idToken: string; localId: string };
  return { uid: json.localId, email: '', displayName: null, idToken: json.idToken };
}
