import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { MealPlansService } from '../meal-plans/meal-plans.service';
import { planDateOf, today } from '../meal-plans/plan-dates';
import { ShoppingListsService } from './shopping-lists.service';

/** The reads kept per account, served by the onRequest hook before Nest: what a hit skips, and what it may not. */
const READS_PER_MINUTE = 40;
let api: TestApp;
let cook: TestUser;
let planReads: jest.SpyInstance;
let listReads: jest.SpyInstance;
const from = planDateOf(today());
const to = planDateOf(today() + 6);
const week = (user: TestUser, query: Record<string, string> = { from, to }) => request(api.url).get('/meal-plan').query(query).set(bearer(user));
const list = (user: TestUser) => request(api.url).get('/shopping-list').set(bearer(user));

/** Reads until a read reaches no service (a hit answered by the hook), then returns it with the read Nest answered. */
async function hitAfterMiss(read: () => request.Test, spy: jest.SpyInstance): Promise<{ viaNest: request.Response; hit: request.Response }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const viaNest = await read().expect(200);
    const calls = spy.mock.calls.length;
    const hit = await read().expect(200);
    if (spy.mock.calls.length === calls) return { viaNest, hit };
    // The change stream's echo of a write may drop the first read kept.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never served by the hook');
}
const headersOf = (response: request.Response) => {
  // The request id is each request's own, like the date.
  const { date, connection, 'keep-alive': keepAlive, 'x-request-id': requestId, ...rest } = response.headers;
  expect(requestId).toEqual(expect.any(String));
  return rest;
};

beforeAll(async () => {
  api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: String(READS_PER_MINUTE) });
  cook = await createTestUser();
  planReads = jest.spyOn(api.app.get(MealPlansService), 'rangeJson');
  listReads = jest.spyOn(api.app.get(ShoppingListsService), 'getJson');
});
afterAll(() => api.close());

describe('kept plan and list reads, served before Nest', () => {
  it('answer a hit with the same body and headers as Nest did, without reaching the service', async () => {
    for (const [read, spy] of [[() => week(cook), planReads], [() => list(cook), listReads]] as const) {
      const { viaNest, hit } = await hitAfterMiss(read, spy);
      expect(hit.text).toBe(viaNest.text);
      expect(headersOf(hit)).toEqual(headersOf(viaNest));
    }
  });

  it('never serve a kept read to a caller without a valid token, nor to another cook', async () => {
    await hitAfterMiss(() => week(cook), planReads);
    await request(api.url).get('/meal-plan').query({ from, to }).set('Authorization', 'Bearer forged.token.here').expect(401);
    await request(api.url).get('/meal-plan').query({ from, to }).expect(401);
    const other = await createTestUser();
    const calls = planReads.mock.calls.length;
    const theirs = await week(other).expect(200);
    expect(planReads.mock.calls.length).toBe(calls + 1);
    expect(theirs.body.entries).toEqual([]);
  });

  it('leave a query the route refuses to Nest, even for a kept range', async () => {
    await hitAfterMiss(() => week(cook), planReads);
    const refused = await week(cook, { from, to, extra: '1' }).expect(400);
    expect(refused.body.message).toEqual(expect.anything());
    await week(cook, { from, to, from2: from }).expect(400);
  });

  it("count hits against the cook's read limit; over it, Nest's throttler answers the 429", async () => {
    const reader = await createTestUser();
    await hitAfterMiss(() => week(reader), planReads);
    let status = 200;
    for (let i = 0; i < READS_PER_MINUTE + 5 && status === 200; i++) status = (await week(reader)).status;
    expect(status).toBe(429);
  });
});
