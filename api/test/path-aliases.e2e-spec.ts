import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

type Method = 'get' | 'put' | 'delete';

const UNKNOWN_ID = '0123456789abcdef01234567';

/**
 * The API's former names, /authors… and /favourites…, stay for the remotes and shells built before the rename: each
 * answers exactly as its new path (status, body, X-Total-Count) for known, unknown and malformed input and without a
 * token, and the OpenAPI document lists it as deprecated, naming the path to call instead.
 */
describe('the former paths, kept as deprecated aliases', () => {
  let api: TestApp;
  let cook: TestUser;
  let saver: TestUser;
  let recipeId: string;
  let other: string;

  beforeAll(async () => {
    api = await startTestApp();
    [cook, saver] = await Promise.all([createTestUser({ displayName: 'Alias Cook' }), createTestUser()]);
    const add = async (title: string) => {
      const body = { image: 'https://images.example.com/alias.jpg', title, ingredients: 'rice', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5 };
      return (await request(api.url).post('/add-recipe').set(bearer(cook)).send(body).expect(201)).body.insertedId as string;
    };
    [recipeId, other] = [await add('Alias Rice'), await add('Alias Soup')];
    await request(api.url).put(`/saved-recipes/${recipeId}`).set(bearer(saver)).expect(204);
  });
  afterAll(() => api.close());

  /** What a call answers, as a client sees it. */
  async function answer(method: Method, path: string, query: Record<string, unknown> = {}, user?: TestUser) {
    const call = request(api.url)[method](path).query(query);
    const response = await (user ? call.set(bearer(user)) : call);
    return { status: response.status, body: response.body as unknown, total: response.headers['x-total-count'] as string | undefined };
  }

  /** One question put to an alias and to its new path alike: what follows the base path, the query, the caller. */
  interface Ask {
    rest?: string;
    query?: Record<string, unknown>;
    as?: TestUser;
  }
  /** Each alias, the route it is the old name of, and what both are asked: known, unknown and malformed input, no token. */
  const aliases: Array<{ alias: string; of: string; asks: () => Ask[] }> = [
    { alias: 'GET /authors', of: 'GET /cooks', asks: () => [{}, { query: { limit: 1 } }, { query: { limit: 0 } }] },
    { alias: 'GET /authors/{uid}', of: 'GET /cooks/{uid}', asks: () => [cook.uid, 'no-such-cook-0123456789', 'a.b'].map((uid) => ({ rest: `/${uid}` })) },
    {
      alias: 'GET /authors/{uid}/recipes',
      of: 'GET /cooks/{uid}/recipes',
      asks: () => [
        { rest: `/${cook.uid}/recipes` },
        { rest: `/${cook.uid}/recipes`, query: { page: 2, limit: 1 } },
        { rest: `/${cook.uid}/recipes`, query: { limit: 101 } },
        { rest: '/a.b/recipes' },
      ],
    },
    { alias: 'GET /favourites', of: 'GET /saved-recipes', asks: () => [{ as: saver }, { as: saver, query: { page: 0 } }, {}] },
    {
      alias: 'GET /favourites/{recipeId}',
      of: 'GET /saved-recipes/{recipeId}',
      asks: () => [recipeId, other, UNKNOWN_ID, 'not-an-id'].map((id) => ({ rest: `/${id}`, as: saver })),
    },
    {
      alias: 'PUT /favourites/{recipeId}',
      of: 'PUT /saved-recipes/{recipeId}',
      asks: () => [{ rest: `/${other}`, as: saver }, { rest: `/${UNKNOWN_ID}`, as: saver }, { rest: `/${other}` }],
    },
    {
      alias: 'DELETE /favourites/{recipeId}',
      of: 'DELETE /saved-recipes/{recipeId}',
      asks: () => [{ rest: `/${other}`, as: saver }, { rest: `/${UNKNOWN_ID}`, as: saver }, { rest: `/${other}` }],
    },
  ];

  it.each(aliases.map((a) => [a.alias, a.of, a] as const))('%s answers as %s', async (_alias, _of, { alias, of, asks }) => {
    const method = alias.split(' ')[0].toLowerCase() as Method;
    const [oldBase, newBase] = [alias, of].map((route) => route.split(' ')[1].split('/{')[0]);
    for (const { rest = '', query, as } of asks()) {
      const asNew = await answer(method, newBase + rest, query, as);
      const asOld = await answer(method, oldBase + rest, query, as);
      expect({ at: oldBase + rest, query, ...asOld }).toEqual({ at: oldBase + rest, query, ...asNew });
    }
  });

  it('writes through an alias as through the new path: saved at /favourites, seen at /saved-recipes, and back', async () => {
    const status = async () => (await answer('get', `/saved-recipes/${other}`, {}, saver)).body;
    await request(api.url).put(`/favourites/${other}`).set(bearer(saver)).expect(204);
    expect(await status()).toEqual({ recipeId: other, saved: true });
    await request(api.url).delete(`/favourites/${other}`).set(bearer(saver)).expect(204);
    expect(await status()).toEqual({ recipeId: other, saved: false });
  });

  it('documents every alias, and only those, as deprecated: the same operation as its new path, naming that path', async () => {
    const doc = (await request(api.url).get('/api/docs-json').expect(200)).body as OpenAPIObject;
    const operation = (route: string) => {
      const [method, path] = route.split(' ');
      return doc.paths[path]?.[method.toLowerCase() as Method] as OperationObject;
    };
    const deprecated = Object.entries(doc.paths).flatMap(([path, item]) =>
      (['get', 'put', 'post', 'patch', 'delete'] as const).filter((m) => (item[m] as OperationObject | undefined)?.deprecated).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(deprecated.sort()).toEqual(aliases.map((a) => a.alias).sort());
    for (const { alias, of } of aliases) {
      const [old, current] = [operation(alias), operation(of)];
      expect(current.deprecated).toBeUndefined();
      const names = `Deprecated: the former name of ${of},`;
      expect(old.description?.slice(0, names.length)).toBe(names);
      expect({ alias, operationId: old.operationId }).not.toEqual({ alias, operationId: current.operationId });
      const same = ({ summary, parameters, responses, security, tags }: OperationObject) => ({ summary, parameters, responses, security, tags });
      expect({ alias, ...same(old) }).toEqual({ alias, ...same(current) });
    }
  });
});
