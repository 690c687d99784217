import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { API_ERROR_CODES, API_STATUS_ERROR_CODES, COLLECTION_LIMITS, IMAGE_UPLOAD, IMPORT_LIMITS, RUM_LIMITS } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MALFORMED_UID, Method, pathWith, UNKNOWN_ID, validRecipe } from './support/openapi-contract';
import { PlannerContractFixture, planToday, validEntry } from './support/planner-contract';
import { startTestApp } from './support/test-app';
import { bearer, createTestUser, emulatorPost, TestUser } from './support/users';

/** A refusal's stable code, as runtime's apiErrorCode accepts it. */
const ERROR_CODE = /^[a-z0-9][a-z0-9.-]{0,79}$/;
/** The codes a UI translates (ui/src/i18n/api-errors): domain's worded refusals and the kinds of refusal by status. */
const KNOWN_CODES = new Set<string>([...Object.keys(API_ERROR_CODES), ...API_STATUS_ERROR_CODES]);

/** Every error code the OpenAPI document declares is one the route really gives, as the JSON error body. */
describe('the OpenAPI document: responses', () => {
  // Set, so GET /metrics gives its 401 (unset, it answers 404 to everyone) and GET /rum/summary lets its bearer reach
  // the query's validation (a plain cook is refused 403 before it).
  const METRICS_TOKEN = 'contract-metrics-token-0123456789';
  const metricsBearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
  // A loopback server the imports may fetch (IMPORT_ALLOW_HOSTS, set before the fixture's app starts): it answers JSON,
  // neither a page nor a photo, for the imports' 422.
  const env: Record<string, string> = { METRICS_TOKEN };
  let importSite: Server;
  let importSiteUrl = '';
  beforeAll(async () => {
    importSite = createServer((_req, res) => void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => importSite.listen(0, '127.0.0.1', resolve));
    const { port } = importSite.address() as AddressInfo;
    env.IMPORT_ALLOW_HOSTS = `127.0.0.1:${port}`;
    importSiteUrl = `http://127.0.0.1:${port}/`;
  });
  afterAll(() => importSite.close());
  const c = new PlannerContractFixture(env);

  /** A valid body of each route that takes one (PUT /my-recipes/{id} the rest). */
  const validBodies = (): Record<string, object> => ({
    '/add-recipe': validRecipe,
    '/meal-plan/entries': validEntry(c.recipeId),
    '/meal-plan/entries/{entryId}': { servings: 3 },
    '/shopping-list/build': { from: planToday(), to: planToday() },
    '/shopping-list/items': { text: 'pepper' },
    '/shopping-list/items/{itemId}': { checked: true },
    '/imports': { url: importSiteUrl },
    '/imports/photo': { url: importSiteUrl },
    '/recipes/{id}/reviews/mine': { rating: 5 },
    '/reviews/{reviewId}/reply': { text: 'Thank you' },
    '/collections': { title: 'T' },
    '/collections/{collectionId}': { title: 'T' },
    '/collections/{collectionId}/order': { recipeIds: [] },
    '/reviews/{reviewId}/reports': { reason: 'spam' },
    '/collections/{collectionId}/reports': { reason: 'spam' },
    '/moderation/{kind}/{itemId}/decision': { action: 'keep', reason: 'Fine' },
  });

  /** How to make each route give each error code, with the fixtures above. */
  async function produce(method: Method, path: string, status: number): Promise<request.Response | undefined> {
    const call = (id?: string) => request(c.api.url)[method](c.pathWithId(path, id));
    const body = validBodies()[path] ?? { title: 'T', cuisineType: 'Italian', prepTime: 5 };
    const hasBody = !!c.operation(method, path).requestBody;
    if (hasBody && !c.takesJson(c.operation(method, path))) return produceUpload(path, status);
    if (path === '/metrics' && status === 404) return scrapeWithoutMetricsToken();
    if (path === '/rum/summary' && status === 400) return call().query({ app: 'recipes', version: 'dev', notInTheContract: 1 }).set(metricsBearer);
    // RUM's own body limit (RUM_LIMITS.maxBodyBytes), well below the app-wide JSON limit the generic case passes.
    if (path === '/rum' && status === 413) return call().set('Content-Type', 'text/plain').send(JSON.stringify({ shellVersion: 'dev', events: 'x'.repeat(RUM_LIMITS.maxBodyBytes) }));
    switch (status) {
      case 422:
        // Imports: the allowed site answers JSON, neither a web page nor a photo.
        return call().set(bearer(c.author)).send(body);
      case 400: {
        // As one who may call it (the moderation routes refuse anyone else 403 before reading the input): a query with
        // its required parameters valid (GET /meal-plan's range) and one the contract does not name, or an empty body.
        const caller = await c.callerOf(path);
        if (!hasBody) return call().query({ ...(path === '/meal-plan' ? { from: planToday(), to: planToday() } : {}), notInTheContract: 1 }).set(bearer(caller));
        return call().set(bearer(caller)).send({});
      }
      case 401:
        // A collection's page is public: its 401 is for a token that is sent and refused.
        if (method === 'get' && path === '/collections/{collectionId}') return call().set('Authorization', 'Bearer not-a-token');
        return call().send(hasBody ? body : undefined);
      case 404:
        // Planning an unknown recipe: a valid entry that names no recipe (the route has no id in its path).
        if (path === '/meal-plan/entries') return call().set(bearer(c.author)).send({ ...body, recipeId: UNKNOWN_ID });
        // An unknown cook uid (well-formed) has an empty recipe list: the 404 of cook routes is for a malformed one.
        return call(path.includes('{uid}') ? MALFORMED_UID : UNKNOWN_ID).set(bearer(await c.callerOf(path))).send(hasBody ? body : undefined);
      case 413:
        return call().set(bearer(c.author)).set('Content-Type', 'application/json').send(JSON.stringify({ title: 'x'.repeat(200_000) }));
      case 415:
        return call().set(bearer(c.author)).set('Content-Type', 'application/json; charset=klingon').send('{}');
      case 403: {
        if (path === '/add-recipe') return call().set(bearer(await anonymousUser())).send(body);
        if (path === '/my-recipes') return call().query({ email: c.other.email }).set(bearer(c.author));
        // Reviewing one's own recipe; reporting one's own collection; changing another cook's public collection.
        if (path === '/recipes/{id}/reviews/mine' || path === '/collections/{collectionId}/reports') return call().set(bearer(c.author)).send(body);
        if (path === '/collections/{collectionId}') return call().set(bearer(c.other)).send(body);
        if (method === 'patch') return call().set(bearer(c.author));
        return call().set(bearer(c.other)).send(hasBody ? body : undefined);
      }
      case 409: {
        // The build's 409 answers a build whose list the cook's own concurrent writes changed under it on every one of
        // its attempts (BUILD_RACED): no single request can produce it.
        if (path === '/shopping-list/build') return undefined;
        if (path === '/collections') return createOneCollectionTooMany();
        // The same recipe added twice; the same item reported twice by one cook.
        if (path === '/collections/{collectionId}/recipes/{recipeId}' || path.endsWith('/reports')) {
          const caller = await c.callerOf(path);
          await call().set(bearer(caller)).send(hasBody ? body : undefined).expect(hasBody ? 201 : 200);
          return call().set(bearer(caller)).send(hasBody ? body : undefined);
        }
        if (method === 'patch') {
          await call().set(bearer(c.other));
          return call().set(bearer(c.other));
        }
        return call().set(bearer(c.author));
      }
      default:
        return undefined;
    }
  }

  /** POST /collections's 409: a cook with COLLECTION_LIMITS.perUser collections already (stored directly) creates one more. */
  async function createOneCollectionTooMany(): Promise<request.Response> {
    const full = await createTestUser();
    const collections = c.api.app.get<Model<object>>(getModelToken('RecipeCollection'));
    await collections.insertMany(Array.from({ length: COLLECTION_LIMITS.perUser }, (_, i) => ({ ownerUid: full.uid, ownerName: 'Full', title: `List ${i}` })));
    return request(c.api.url).post('/collections').set(bearer(full)).send({ title: 'One too many' });
  }

  /** GET /metrics's 404 is for an app without METRICS_TOKEN (the fixture's has one): a scrape of such an app, token and all. */
  async function scrapeWithoutMetricsToken(): Promise<request.Response> {
    const bare = await startTestApp();
    try {
      return await request(bare.url).get('/metrics').set(metricsBearer);
    } finally {
      await bare.close();
    }
  }

  /** POST /images (one photo) and POST /imports/file (one JSON file): multipart, the file in the field "file". */
  function produceUpload(path: string, status: number): request.Test | undefined {
    const upload = () => request(c.api.url).post(path);
    const file = path === '/images' ? c.photo : Buffer.from('[]');
    const maxBytes = path === '/images' ? IMAGE_UPLOAD.maxBytes : IMPORT_LIMITS.fileMaxBytes;
    switch (status) {
      case 400:
        return upload().set(bearer(c.author)).attach('notTheFileField', file, 'p.jpg');
      case 401:
        return upload().attach('file', file, 'p.jpg');
      case 413:
        return upload().set(bearer(c.author)).attach('file', Buffer.alloc(maxBytes + 1), 'big.jpg');
      case 415:
        // A photo that is text; a file sent as JSON rather than multipart.
        if (path !== '/images') return upload().set(bearer(c.author)).send({});
        return upload().set(bearer(c.author)).attach('file', Buffer.from('plain text'), 'text.jpg');
      default:
        return undefined;
    }
  }

  it('gives every error code it declares (429 and 503 have their own specs), each as the JSON error body', async () => {
    const declared: string[] = [];
    const notProduced: string[] = [];
    const codes = new Set<string>();
    for (const { method, path, op } of c.operations()) {
      for (const code of Object.keys(op.responses).map(Number).filter((c) => c >= 400)) {
        declared.push(`${method} ${path} ${code}`);
        expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 503]).toContain(code);
        const response = await produce(method, path, code);
        if (!response) {
          if (code !== 429 && code !== 503) notProduced.push(`${method} ${path} ${code}`);
          continue;
        }
        expect({ at: `${method} ${path}`, status: response.status }).toEqual({ at: `${method} ${path}`, status: code });
        expect(response.body).toEqual({ statusCode: code, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(ERROR_CODE) });
        codes.add(response.body.code);
        const schema = (op.responses[code] as ResponseObject).content!['application/json'].schema as { $ref?: string };
        if (path !== '/health') expect(schema.$ref).toBe('#/components/schemas/ErrorResponse');
      }
    }
    for (const required of [
      'get /recipes/{id} 404', 'put /my-recipes/{id} 400', 'put /my-recipes/{id} 401', 'post /add-recipe 403', 'post /add-recipe 413',
      'patch /recipes/like/{id} 409', 'get /my-recipes 400',
      ...['/saved-recipes', '/favourites'].flatMap((at) => [
        `get ${at} 400`, `get ${at} 401`, `put ${at}/{recipeId} 401`, `put ${at}/{recipeId} 404`, `delete ${at}/{recipeId} 404`, `get ${at}/{recipeId} 404`,
      ]),
      ...['/cooks', '/authors'].flatMap((at) => [`get ${at}/{uid} 404`, `get ${at}/{uid}/recipes 400`, `get ${at}/{uid}/recipes 404`]),
      'get /meal-plan 400', 'post /meal-plan/entries 400', 'post /meal-plan/entries 404',
      'patch /meal-plan/entries/{entryId} 400', 'patch /meal-plan/entries/{entryId} 404', 'delete /meal-plan/entries/{entryId} 404',
      'post /shopping-list/build 400', 'post /shopping-list/items 400', 'patch /shopping-list/items/{itemId} 404', 'delete /shopping-list/items/{itemId} 404',
      ...['/meal-plan', '/shopping-list'].map((at) => `get ${at} 401`), 'post /shopping-list/clear-checked 401',
      'post /imports 400', 'post /imports 422', 'post /imports/photo 422', 'post /imports/file 400', 'post /imports/file 413', 'post /imports/file 415',
      'get /metrics 401', 'get /metrics 404', 'post /rum 400', 'post /rum 413', 'post /rum 415', 'get /rum/summary 400', 'get /rum/summary 401', 'get /rum/summary 403',
      // Reviews, collections and moderation (issue 33).
      'get /recipes/{id}/reviews 404', 'put /recipes/{id}/reviews/mine 403', 'put /reviews/{reviewId}/reply 403', 'delete /reviews/{reviewId}/reply 404',
      'post /collections 409', 'get /collections/{collectionId} 401', 'patch /collections/{collectionId} 403',
      'put /collections/{collectionId}/recipes/{recipeId} 409', 'put /collections/{collectionId}/order 400', 'get /cooks/{uid}/collections 404',
      'post /reviews/{reviewId}/reports 403', 'post /reviews/{reviewId}/reports 409', 'post /collections/{collectionId}/reports 409',
      'get /moderation/reports 403', 'post /moderation/{kind}/{itemId}/decision 403', 'post /moderation/{kind}/{itemId}/decision 404',
    ]) {
      expect(declared).toContain(required);
    }
    // Every other code declared is produced above; the build's race answer is the one no single request can give.
    expect(notProduced).toEqual(['post /shopping-list/build 409']);
    // Each refusal's code is one the UI has words for, and the document describes it.
    expect([...codes].filter((code) => !KNOWN_CODES.has(code))).toEqual([]);
    expect(codes).toContain('validation');
    expect(c.schemaOf({ $ref: '#/components/schemas/ErrorResponse' })).toMatchObject({
      required: expect.arrayContaining(['statusCode', 'message', 'error', 'code']),
      properties: { code: { type: 'string', pattern: ERROR_CODE.source } },
    });
    // Cooks' pages are public: no token, so no 401.
    expect(declared.filter((d) => /^get \/(cooks|authors)\//.test(d) && d.endsWith(' 401'))).toEqual([]);
  });

  it('gives 429 on every route that declares it once the per-minute limit is spent', async () => {
    // POST /rum skips those two limits for its own per-address one (RUM_BATCHES_PER_MIN).
    const limited = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '1', RATE_LIMIT_WRITE_PER_MIN: '1', RUM_BATCHES_PER_MIN: '1' });
    // The change feed is a stream that stays open, outside the per-minute limits: its 429 (too many subscribers) has its
    // own spec (recipe-changes.e2e-spec.ts).
    const operations = c.operations().filter(({ op }) => !(op.responses['200'] as ResponseObject | undefined)?.content?.['text/event-stream']);
    expect(operations.length).toBe(c.operations().length - 1);
    try {
      const declared = operations.filter(({ op }) => op.responses['429']);
      for (const { method, path } of [...declared, ...operations.filter(({ op }) => !op.responses['429'])]) {
        const call = () => request(limited.url)[method](pathWith(path, UNKNOWN_ID));
        const statuses = [(await call()).status, (await call()).status, (await call()).status];
        expect({ at: `${method} ${path}`, limited: statuses.includes(429) }).toEqual({ at: `${method} ${path}`, limited: declared.some((d) => d.method === method && d.path === path) });
      }
    } finally {
      await limited.close();
    }
  });
});

/** An emulator account without an email (anonymous sign-in): add-recipe refuses it with 403. */
async function anonymousUser(): Promise<TestUser> {
  const json = await emulatorPost<{ idToken: string; localId: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: json.localId, email: '', displayName: null, idToken: json.idToken };
}
