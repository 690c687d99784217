import { CATEGORIES, CUISINES, RECIPE_LIMITS } from '@forkful/domain';
import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/**
 * Property-based hostile input: every write route gets arbitrary JSON in every field and as the whole body, as a
 * signed-in user. Whatever arrives, the answer is a 2xx or a 4xx (never a 5xx), every error has the JSON error shape,
 * and another user's recipes are byte-for-byte what they were. Runs are bounded (a few seconds); on failure
 * the error gives the seed and path: rerun with FUZZ_SEED=<seed> FUZZ_PATH=<path> to replay that case.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

/** Runs a property; a failure names its seed and path, with the (often huge) counterexample cut short. */
async function checkProperty<T>(property: fc.IAsyncProperty<T>): Promise<void> {
  const details = await fc.check(property, { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true });
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample) ?? '';
  throw new Error(
    `Failed after ${details.numRuns} runs. Replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath}\n` +
      `${String(details.errorInstance).slice(0, 600)}\n` +
      `Input (${example.length} characters): ${example.slice(0, 400)}${example.length > 400 ? '…' : ''}`,
  );
}

const validRecipe = {
  image: 'https://example.com/fuzz.png',
  title: 'Fuzz',
  ingredients: 'salt',
  instructions: 'Stir.',
  cuisineType: 'Others',
  prepTime: 5,
  categories: ['Lunch'],
  servings: 4,
};
const validEdit = { title: 'Fuzz', cuisineType: 'Others', preparationTime: 5, categories: 'Lunch, Vegan', servings: 2 };

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$set', '$where'];

function deepArray(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

/** An object whose keys may be prototype names: Object.fromEntries makes `__proto__` an own, serialisable key. */
const protoObject = fc
  .array(fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 3 })
  .map((entries) => Object.fromEntries(entries));

/** Anything a hostile client may put in one field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.integer({ min: 2, max: 2000 }).map(deepArray),
  fc.constantFrom(...Object.values(RECIPE_LIMITS)).map((n) => 'x'.repeat(n + 1)),
  fc.constantFrom(30_000, 150_000).map((n) => 'y'.repeat(n)),
  protoObject,
  fc.constantFrom(...CUISINES, ...CATEGORIES, 'lunch, VEGAN', '12', '1e3', -1, 0, 1.5, 10_001, ''),
  fc.array(fc.constantFrom(...CATEGORIES, 'Brunch', 1, null), { maxLength: 30 }),
);

/** A body built from a valid one: each field kept, dropped or replaced, maybe with extra (prototype) keys. */
function bodyFrom(valid: Record<string, unknown>, extraFields: string[]): fc.Arbitrary<unknown> {
  const fieldNames = [...Object.keys(valid), ...extraFields];
  const field = (name: string) =>
    fc.oneof({ arbitrary: fc.constant(valid[name]), weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 }, { arbitrary: hostileValue, weight: 2 });
  const fields = fc.tuple(...fieldNames.map((name) => field(name).map((value) => [name, value] as const)));
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })), hostileValue), { maxLength: 2 });
  const fieldwise = fc.tuple(fields, extra).map(([known, more]) =>
    Object.fromEntries([...known.filter(([, value]) => value !== undefined), ...more]),
  );
  return fc.oneof({ arbitrary: fieldwise, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

/** The raw text sent: mostly the JSON of a body, sometimes broken JSON. */
function rawBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const json = body.map((value) => JSON.stringify(value) ?? 'null');
  const broken = fc.oneof(
    fc.string({ maxLength: 40 }),
    json.map((text) => text.slice(0, Math.max(1, text.length - 1))),
    fc.integer({ min: 33, max: 5000 }).map((n) => '{"title":' + '['.repeat(n) + ']'.repeat(n) + '}'),
  );
  return fc.oneof({ arbitrary: json, weight: 5 }, { arbitrary: broken, weight: 1 });
}

describe('hostile input, property-based (fast-check)', () => {
  let api: TestApp;
  let attacker: TestUser;
  let victim: TestUser;
  let ownId: string;
  let victimIds: string[];
  let victimBefore: string;

  const victimRecipesText = async () => (await request(api.url).get('/my-recipes').set(bearer(victim)).expect(200)).text;

  beforeAll(async () => {
    api = await startTestApp();
    [attacker, victim] = await Promise.all([createTestUser({ displayName: 'Attacker' }), createTestUser({ displayName: 'Victim' })]);
    const add = async (user: TestUser, title: string) =>
      (await request(api.url).post('/add-recipe').set(bearer(user)).send({ ...validRecipe, title }).expect(201)).body.insertedId as string;
    ownId = await add(attacker, 'Mine');
    victimIds = [await add(victim, 'Victim one'), await add(victim, 'Victim two')];
    victimBefore = await victimRecipesText();
  });
  afterAll(() => api.close());

  async function send(method: 'post' | 'put' | 'patch' | 'delete', path: string, raw: string) {
    const response = await request(api.url)[method](path).set(bearer(attacker)).set('Content-Type', 'application/json').send(raw);
    const okOrRefused = (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500);
    if (!okOrRefused) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
    if (response.status >= 400) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ statusCode: response.status, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });
      const { message } = response.body as { message: unknown };
      expect(typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'))).toBe(true);
    }
    return response;
  }

  const routes: Array<[string, 'post' | 'put' | 'patch' | 'delete', () => string, fc.Arbitrary<unknown>]> = [
    ['POST /add-recipe', 'post', () => '/add-recipe', bodyFrom(validRecipe, ['likeCount', 'authorName', 'authorEmail'])],
    ['PUT /my-recipes/{own id}', 'put', () => `/my-recipes/${ownId}`, bodyFrom({ ...validEdit, prepTime: 5, image: validRecipe.image, ingredients: 'a', instructions: 'b' }, [])],
    ["PUT /my-recipes/{another user's id}", 'put', () => `/my-recipes/${victimIds[0]}`, bodyFrom(validEdit, ['image', 'ingredients', 'instructions'])],
    ["DELETE /my-recipes/{another user's id}", 'delete', () => `/my-recipes/${victimIds[1]}`, bodyFrom({}, ['id'])],
    // The attacker's own recipe: a like of it is refused whatever the body, so the victim's likeCounts cannot move.
    ['PATCH /recipes/like/{own id}', 'patch', () => `/recipes/like/${ownId}`, bodyFrom({}, ['likeCount'])],
    ['DELETE /recipes/like/{own id}', 'delete', () => `/recipes/like/${ownId}`, bodyFrom({}, ['likeCount'])],
    // Saving someone else's recipe is allowed; whatever the body, it must not change that recipe.
    ["PUT /saved-recipes/{another user's id}", 'put', () => `/saved-recipes/${victimIds[0]}`, bodyFrom({}, ['uid', 'recipeId', 'createdAt'])],
    ["DELETE /saved-recipes/{another user's id}", 'delete', () => `/saved-recipes/${victimIds[0]}`, bodyFrom({}, ['uid', 'recipeId'])],
  ];

  it.each(routes)('%s: never a 5xx, errors in the JSON shape', async (_name, method, path, body) => {
    await checkProperty(
      fc.asyncProperty(rawBody(body), async (raw) => {
        await send(method, path(), raw);
      }),
    );
  });

  it("left another user's recipes byte-for-byte unchanged", async () => {
    expect(await victimRecipesText()).toBe(victimBefore);
  });

  it("kept the attacker's own recipe well-typed whatever edits got through", async () => {
    const own = (await request(api.url).get(`/recipes/${ownId}`).expect(200)).body;
    expect(own).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        image: expect.any(String),
        ingredients: expect.any(String),
        instructions: expect.any(String),
        cuisineType: expect.stringMatching(new RegExp(`^(${CUISINES.join('|')})$`)),
        prepTime: expect.any(Number),
        preparationTime: expect.any(Number),
        likeCount: 0,
      }),
    );
    expect(own.categories.every((c: string) => (CATEGORIES as readonly string[]).includes(c))).toBe(true);
    expect(own.title.length).toBeLessThanOrEqual(RECIPE_LIMITS.title);
    expect(own.instructions.length).toBeLessThanOrEqual(RECIPE_LIMITS.instructions);
  });
});
