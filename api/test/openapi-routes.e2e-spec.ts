import type { ParameterObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { ParseRecipeIdPipe } from '../src/common/object-id.pipe';
import { ContractFixture } from './support/openapi-contract';

/** The OpenAPI document lists every route the app serves, with its parameters and the links between them. */
describe('the OpenAPI document: routes', () => {
  const c = new ContractFixture();

  it('documents every route the app serves, with its method and every path parameter', () => {
    type Layer = { route?: { path: string; methods: Record<string, boolean> } };
    const express = c.api.app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
    const stack = (express.router ?? express._router)!.stack; // express 5, express 4
    const served = stack
      .filter((layer) => layer.route && !layer.route.path.startsWith('/api/docs'))
      .flatMap(({ route }) => Object.keys(route!.methods).map((method) => `${method.toUpperCase()} ${route!.path.replace(/:(\w+)/g, '{$1}')}`));
    expect(served.length).toBeGreaterThanOrEqual(11);
    const documented = c.operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual([...new Set(served)].sort());

    for (const { path, op } of c.operations()) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = ((op.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path');
      expect({ path, params: declared.map((p) => p.name).sort() }).toEqual({ path, params: names.sort() });
      for (const parameter of declared) expect({ path, required: parameter.required, hasSchema: !!parameter.schema }).toEqual({ path, required: true, hasSchema: true });
    }
  });

  it('declares every recipe id as the MongoDB ObjectId the pipe parses; anything else is the documented 404', async () => {
    const idRoutes = c.operations().filter(({ path }) => path.includes('{id}'));
    expect(idRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      ['delete /my-recipes/{id}', 'delete /recipes/like/{id}', 'get /recipes/{id}', 'patch /recipes/like/{id}', 'put /my-recipes/{id}'].sort(),
    );
    for (const { op } of idRoutes) {
      const id = (op.parameters as ParameterObject[]).find((p) => p.name === 'id')!;
      expect(id.schema).toEqual({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' });
      expect(id.schema).toEqual(ParseRecipeIdPipe.openApiSchema);
      expect(op.responses['404']).toBeDefined();
    }
    await request(c.api.url).get(`/recipes/${c.recipeId}`).expect(200);
    await request(c.api.url).get(`/recipes/${c.recipeId.slice(1)}`).expect(404);
    await request(c.api.url).get(`/recipes/${c.recipeId}0`).expect(404);
    await request(c.api.url).get(`/recipes/${'g'.repeat(24)}`).expect(404);
  });

  it("links add-recipe's insertedId to every route that takes a recipe id", () => {
    const created = c.operation('post', '/add-recipe').responses['201'] as ResponseObject;
    const idOperations = c.operations().filter(({ path }) => path.includes('{id}')).map(({ op }) => op.operationId);
    expect(Object.values(created.links ?? {}).map((l) => (l as { operationId: string }).operationId).sort()).toEqual(idOperations.sort());
    for (const link of Object.values(created.links!)) expect(link).toMatchObject({ parameters: { id: '$response.body#/insertedId' } });
  });
});
