import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { planDateOf, today } from '../meal-plans/plan-dates';

/**
 * Hostile input on every planner write and the plan's query, as a signed-in attacker: whatever arrives, a 2xx or a
 * 4xx in the JSON error shape (never a 5xx), and another cook's plan and list stay byte-for-byte what they were.
 * Bounded runs; a failure names its seed (FUZZ_SEED) to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const day = (offset: number) => planDateOf(today() + offset);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', ' ', '2025-02-30', '9999-12-31', '0000-01-01', day(731), 'x'.repeat(201), 'y'.repeat(120_000), -1, 0, 1.5, 101, 1e308),
  fc.constantFrom({ $ne: null }, { $gt: '' }, ['breakfast'], { __proto__: { x: 1 } }, '0123456789abcdef01234567', 'lunch', 'dinner'),
);
/** A body from a valid one: each field kept, dropped or replaced, maybe with an extra key; sometimes any value at all. */
function bodyFrom(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const field = (name: string) => fc.oneof(fc.constant(valid[name]), fc.constant(undefined), hostileValue).map((value) => [name, value] as const);
  const extra = fc.array(fc.tuple(fc.constantFrom('uid', '__proto__', 'constructor', '$set', 'own', 'key', 'recipes'), hostileValue), { maxLength: 2 });
  const fieldwise = fc.tuple(fc.tuple(...Object.keys(valid).map(field)), extra).map(([known, more]) => Object.fromEntries([...known.filter(([, v]) => v !== undefined), ...more]));
  const json = fc.oneof({ arbitrary: fieldwise, weight: 4 }, { arbitrary: hostileValue, weight: 1 }).map((body) => JSON.stringify(body) ?? 'null');
  return fc.oneof({ arbitrary: json, weight: 5 }, { arbitrary: fc.string({ maxLength: 30 }), weight: 1 });
}

let api: TestApp;
let attacker: TestUser;
let victim: TestUser;
let ids: { ownEntry: string; victimEntry: string; ownItem: string; victimItem: string; recipe: string };
let victimBefore: string;
const victimState = async () =>
  (await request(api.url).get('/meal-plan').query({ from: day(-3), to: day(30) }).set(bearer(victim)).expect(200)).text +
  (await request(api.url).get('/shopping-list').set(bearer(victim)).expect(200)).text;

beforeAll(async () => {
  api = await startTestApp();
  [attacker, victim] = await Promise.all([createTestUser(), createTestUser()]);
  const recipe = { image: 'https://example.com/p.png', title: 'Fuzz Soup', ingredients: '1 l stock, salt', instructions: 'Heat.', cuisineType: 'Others', prepTime: 5, servings: 2 };
  const recipeId = (await request(api.url).post('/add-recipe').set(bearer(victim)).send(recipe).expect(201)).body.insertedId;
  const entry = async (user: TestUser) => (await request(api.url).post('/meal-plan/entries').set(bearer(user)).send({ recipeId, date: day(1), meal: 'lunch' }).expect(201)).body._id;
  const item = async (user: TestUser) => (await request(api.url).post('/shopping-list/items').set(bearer(user)).send({ text: 'bread' }).expect(201)).body._id;
  ids = { ownEntry: await entry(attacker), victimEntry: await entry(victim), ownItem: await item(attacker), victimItem: await item(victim), recipe: recipeId };
  await request(api.url).post('/shopping-list/build').set(bearer(victim)).send({ from: day(0), to: day(6) }).expect(200);
  victimBefore = await victimState();
});
afterAll(() => api.close());

async function send(method: 'post' | 'patch' | 'delete', path: string, raw: string): Promise<void> {
  const response = await request(api.url)[method](path).set(bearer(attacker)).set('Content-Type', 'application/json').send(raw);
  if (response.status >= 500) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status} to ${raw.slice(0, 200)}`);
  if (response.status >= 400) expect(response.body).toEqual({ statusCode: response.status, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });
}

const entry = () => ({ recipeId: ids.recipe, date: day(2), meal: 'dinner', servings: 3, note: 'n' });
const routes: Array<[string, 'post' | 'patch' | 'delete', () => string, () => fc.Arbitrary<string>]> = [
  ['POST /meal-plan/entries', 'post', () => '/meal-plan/entries', () => bodyFrom(entry())],
  ['PATCH own entry', 'patch', () => `/meal-plan/entries/${ids.ownEntry}`, () => bodyFrom({ date: day(3), meal: 'lunch', servings: 2, note: 'm' })],
  ["PATCH another cook's entry", 'patch', () => `/meal-plan/entries/${ids.victimEntry}`, () => bodyFrom({ date: day(3), servings: 2 })],
  ["DELETE another cook's entry", 'delete', () => `/meal-plan/entries/${ids.victimEntry}`, () => bodyFrom({ uid: 'x' })],
  ['POST /shopping-list/build', 'post', () => '/shopping-list/build', () => bodyFrom({ from: day(0), to: day(6) })],
  ['POST /shopping-list/items', 'post', () => '/shopping-list/items', () => bodyFrom({ text: 'milk' })],
  ['PATCH own item', 'patch', () => `/shopping-list/items/${ids.ownItem}`, () => bodyFrom({ checked: true })],
  ["PATCH another cook's item", 'patch', () => `/shopping-list/items/${ids.victimItem}`, () => bodyFrom({ checked: true })],
  ["DELETE another cook's item", 'delete', () => `/shopping-list/items/${ids.victimItem}`, () => bodyFrom({})],
  ['POST /shopping-list/clear-checked', 'post', () => '/shopping-list/clear-checked', () => bodyFrom({ all: true })],
];

it.each(routes)('%s: never a 5xx, errors in the JSON shape', async (_name, method, path, body) => {
  const details = await fc.check(fc.asyncProperty(body(), (raw) => send(method, path(), raw)), { numRuns: RUNS, seed: SEED, endOnFailure: true });
  if (details.failed) throw new Error(`FUZZ_SEED=${details.seed}: ${String(details.errorInstance).slice(0, 500)}`);
});

it('GET /meal-plan: never a 5xx, whatever the query', async () => {
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(day(0), day(6), day(800), '2025-02-30', '[$gt]'));
  const query = fc.array(fc.tuple(fc.constantFrom('from', 'to', 'from[$gt]', 'to[]', 'uid', '__proto__'), value), { maxLength: 4 });
  const details = await fc.check(
    fc.asyncProperty(query, async (pairs) => {
      const search = pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
      const response = await request(api.url).get(`/meal-plan?${search}`).set(bearer(attacker));
      if (response.status >= 500) throw new Error(`GET /meal-plan?${search} answered ${response.status}`);
    }),
    { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
  );
  if (details.failed) throw new Error(`FUZZ_SEED=${details.seed}: ${String(details.errorInstance).slice(0, 500)}`);
});

it("left another cook's plan and list byte-for-byte unchanged", async () => {
  expect(await victimState()).toBe(victimBefore);
});
