import type { ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { catalogueRoutes } from '../src/openapi/route-catalogue';
import { deriveSchema, validationMetadataOf } from '../src/openapi/validation-schema';
import { ContractFixture, Method } from './support/openapi-contract';
import { bearer } from './support/users';

/** Every constraint the OpenAPI document states is the validators' own, and the body rules it describes hold. */
describe('the OpenAPI document: constraints', () => {
  const c = new ContractFixture();

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
        isBoolean: ['type', 'boolean'],
        matches: ['pattern', c[0] instanceof RegExp ? c[0].source : c[0]],
        isMongoId: ['pattern', '^[0-9a-fA-F]{24}$'],
      };
      const rule = m.name ? expected[m.name] : undefined;
      if (rule) expect({ property: m.propertyName, [rule[0]]: says(rule[0], rule[1]) }).toEqual({ property: m.propertyName, [rule[0]]: rule[1] });
      if (m.type === 'conditionalValidation') expect({ property: m.propertyName, required: required.includes(m.propertyName) }).toEqual({ property: m.propertyName, required: false });
    }
  }

  it('documents exactly the validators of every body and query DTO', () => {
    const routes = catalogueRoutes(c.api.app).filter((r) => r.body || r.query);
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'get /authors', 'get /authors/{uid}/recipes', 'get /cooks', 'get /cooks/{uid}/recipes', 'get /favourites', 'get /images/{id}', 'get /my-recipes',
        'get /recipes', 'get /saved-recipes', 'post /add-recipe', 'put /my-recipes/{id}',
        // The planner: a range of days (the plan's query, the list's build), an entry added or changed, an item added or checked.
        'get /meal-plan', 'post /meal-plan/entries', 'patch /meal-plan/entries/{entryId}',
        'post /shopping-list/build', 'post /shopping-list/items', 'patch /shopping-list/items/{itemId}',
        // RUM: an app version's summary (POST /rum's body is checked by hand, rum-batch.ts, and documented by rum-openapi.ts).
        'get /rum/summary',
        // Imports: the address of a page or its photo.
        'post /imports', 'post /imports/photo',
        // Reviews: a page of them, one's own review, the author's reply.
        'get /recipes/{id}/reviews', 'put /recipes/{id}/reviews/mine', 'put /reviews/{reviewId}/reply',
        // Collections: one's own (those containing a recipe), a new one, a change, an order.
        'get /collections', 'post /collections', 'patch /collections/{collectionId}', 'put /collections/{collectionId}/order',
        // Moderation: a report of a review or collection, a page of the queue, a decision.
        'post /reviews/{reviewId}/reports', 'post /collections/{collectionId}/reports', 'get /moderation/reports', 'post /moderation/{kind}/{itemId}/decision',
      ].sort(),
    );
    for (const route of routes) {
      const op = c.operation(route.method as Method, route.path);
      if (route.body) {
        const schema = c.bodySchema(op);
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
    const list = Object.fromEntries((c.operation('get', '/recipes').parameters as ParameterObject[]).map((p) => [p.name, p.schema as SchemaObject]));
    expect(list.page).toMatchObject({ type: 'integer', minimum: 1 });
    expect(list.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    for (const paged of ['/saved-recipes', '/cooks/{uid}/recipes', '/favourites', '/authors/{uid}/recipes']) {
      const query = Object.fromEntries((c.operation('get', paged).parameters as ParameterObject[]).filter((p) => p.in === 'query').map((p) => [p.name, p.schema as SchemaObject]));
      expect(query).toEqual({
        page: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 1_000_000 }),
        limit: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100, default: 8 }),
      });
      expect(c.operation('get', paged).responses['200']).toMatchObject({ headers: { 'X-Total-Count': { schema: { type: 'integer' } } } });
    }
    const create = c.bodySchema(c.operation('post', '/add-recipe'));
    expect(create.properties!.servings).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(create.properties!.servings).not.toHaveProperty('nullable');
    expect(create.properties!.image).toMatchObject({ type: 'string', format: 'uri', pattern: '^([hH][tT][tT][pP]|[hH][tT][tT][pP][sS])://' });
    expect(create.required!.sort()).toEqual(['cuisineType', 'image', 'ingredients', 'instructions', 'prepTime', 'title']);
    const update = c.bodySchema(c.operation('put', '/my-recipes/{id}'));
    expect(update.properties!.ingredients).toMatchObject({ type: 'string', minLength: 1, pattern: '\\S' });
    expect(update.properties!.servings).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, nullable: true });
    expect(update.allOf).toEqual([{ anyOf: [{ required: ['preparationTime'] }, { required: ['prepTime'] }] }]);
    expect((c.operation('put', '/my-recipes/{id}').requestBody as { description?: string }).description).toMatch(/prepTime and preparationTime.*equal/);
  });

  it('refuses prepTime and preparationTime that disagree, as documented', async () => {
    const put = (body: object) => request(c.api.url).put(`/my-recipes/${c.recipeId}`).set(bearer(c.author)).send({ title: 'T', cuisineType: 'Italian', ...body });
    expect((await put({ prepTime: 10, preparationTime: 11 })).body).toEqual({
      statusCode: 400,
      message: 'prepTime and preparationTime disagree: send one of them',
      error: 'Bad Request',
      code: 'recipe.prep-times-disagree',
    });
    await put({ prepTime: 10, preparationTime: 10 }).expect(200);
  });
});
