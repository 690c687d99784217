import type { ParameterObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { ParseCookUidPipe } from '../src/common/cook-uid.pipe';
import { ParseImageIdPipe, ParseRecipeIdPipe } from '../src/common/object-id.pipe';
import { ContractFixture } from './support/openapi-contract';

/** Routes from fastify's printRoutes tree (`├── /recipes (GET, HEAD)`, children indented by 4): full paths and methods. */
function servedRoutes(tree: string): Array<{ path: string; methods: string[] }> {
  const parents: string[] = [];
  const routes: Array<{ path: string; methods: string[] }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents.push(path);
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

/** The OpenAPI document lists every route the app serves, with its parameters and the links between them. */
describe('the OpenAPI document: routes', () => {
  const c = new ContractFixture();

  it('documents every route the app serves, with its method and every path parameter', () => {
    const served = servedRoutes(c.api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false }))
      .filter(({ path }) => !path.startsWith('/api/docs') && !/^\/images\/?\*$/.test(path) && path !== '*')
      // fastify answers HEAD for every GET, and CORS preflights (OPTIONS) everywhere: not routes of their own.
      .flatMap(({ path, methods }) => methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS').map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`));
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

  it('declares every recipe and image id as the MongoDB ObjectId the pipe parses; anything else is the documented 404', async () => {
    const idRoutes = c.operations().filter(({ path }) => /\{(id|recipeId)\}/.test(path));
    expect(idRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        'delete /my-recipes/{id}', 'delete /recipes/like/{id}', 'get /recipes/{id}', 'patch /recipes/like/{id}', 'put /my-recipes/{id}',
        'get /images/{id}', 'delete /images/{id}', 'get /saved-recipes/{recipeId}', 'put /saved-recipes/{recipeId}', 'delete /saved-recipes/{recipeId}',
        'get /favourites/{recipeId}', 'put /favourites/{recipeId}', 'delete /favourites/{recipeId}',
        'get /recipes/{id}/reviews', 'get /recipes/{id}/reviews/mine', 'put /recipes/{id}/reviews/mine', 'delete /recipes/{id}/reviews/mine',
        'put /collections/{collectionId}/recipes/{recipeId}', 'delete /collections/{collectionId}/recipes/{recipeId}',
      ].sort(),
    );
    for (const { path, op } of idRoutes) {
      const id = (op.parameters as ParameterObject[]).find((p) => p.name === 'id' || p.name === 'recipeId')!;
      const pipe = path.startsWith('/images/') ? ParseImageIdPipe : ParseRecipeIdPipe;
      expect(id.schema).toEqual({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' });
      expect(id.schema).toEqual(pipe.openApiSchema);
      expect(id.description).toBe(pipe.openApiDescription);
      expect(op.responses['404']).toBeDefined();
    }
    await request(c.api.url).get(`/recipes/${c.recipeId}`).expect(200);
    await request(c.api.url).get(`/recipes/${c.recipeId.slice(1)}`).expect(404);
    await request(c.api.url).get(`/recipes/${c.recipeId}0`).expect(404);
    await request(c.api.url).get(`/recipes/${'g'.repeat(24)}`).expect(404);
  });

  it('declares every cook uid with the pattern its pipe checks; a malformed uid is the documented 404, an unknown one too', async () => {
    const uidRoutes = c.operations().filter(({ path }) => path.includes('{uid}'));
    expect(uidRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /authors/{uid}', 'get /authors/{uid}/recipes', 'get /cooks/{uid}', 'get /cooks/{uid}/collections', 'get /cooks/{uid}/recipes',
    ]);
    for (const { op } of uidRoutes) {
      const uid = (op.parameters as ParameterObject[]).find((p) => p.name === 'uid')!;
      expect(uid.schema).toEqual(ParseCookUidPipe.openApiSchema);
      expect(uid.description).toBe(ParseCookUidPipe.openApiDescription);
      expect(op.responses['404']).toBeDefined();
      expect(op.responses['401']).toBeUndefined();
    }
    await request(c.api.url).get(`/cooks/${c.author.uid}`).expect(200);
    await request(c.api.url).get('/cooks/a.b').expect(404);
    await request(c.api.url).get(`/cooks/${'a'.repeat(129)}/recipes`).expect(404);
    await request(c.api.url).get(`/cooks/${'a'.repeat(128)}`).expect(404);
    await request(c.api.url).get(`/cooks/${'a'.repeat(128)}/recipes`).expect(200);
  });

  it.each([
    ['post', '/add-recipe', '201', '$response.body#/insertedId', (path: string) => /\{(id|recipeId)\}/.test(path) && !path.startsWith('/images/')],
    ['post', '/images', '201', '$response.body#/id', (path: string) => path.startsWith('/images/')],
    ['get', '/recipes/{id}', '200', '$response.body#/authorUid', (path: string) => path.includes('{uid}')],
    ['put', '/recipes/{id}/reviews/mine', '201', '$response.body#/_id', (path: string) => path.includes('{reviewId}')],
    ['post', '/collections', '201', '$response.body#/_id', (path: string) => path.includes('{collectionId}')],
  ] as const)("links %s %s's id to every route that takes one", (method, source, status, expression, takesIt) => {
    const answer = c.operation(method, source).responses[status] as ResponseObject;
    const idOperations = c.operations().filter(({ path }) => takesIt(path)).map(({ op }) => op.operationId);
    expect(Object.values(answer.links ?? {}).map((l) => (l as { operationId: string }).operationId).sort()).toEqual(idOperations.sort());
    for (const link of Object.values(answer.links!)) expect(Object.values((link as { parameters: object }).parameters)).toEqual([expression]);
  });
});
