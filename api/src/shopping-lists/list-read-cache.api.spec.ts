import type { ShoppingItem, ShoppingList } from '@forkful/domain';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { planDateOf, today } from '../meal-plans/plan-dates';
import type { ShoppingListDoc } from './schemas/shopping-list.schema';

/**
 * While set, the lists' change stream names no real account: what this process's writes must do on their own (drop
 * the cook's read before answering) is then tested without the stream's echo of them, which may come first.
 */
let mockListStreamMuted = false;
jest.mock('../database/collection-changes', () => {
  const actual = jest.requireActual('../database/collection-changes');
  return { ...actual, accountOfChange: (...args: unknown[]) => (mockListStreamMuted ? '(muted)' : actual.accountOfChange(...args)) };
});

const day = (offset: number) => planDateOf(today() + offset);

// One app for the file: each test shops with fresh accounts.
let api: TestApp;
let listFinds: jest.SpyInstance;

beforeAll(async () => {
  api = await startTestApp();
  listFinds = jest.spyOn(api.app.get<Model<ShoppingListDoc>>(getModelToken('ShoppingListDoc')), 'findOne');
});
afterAll(() => api.close());
afterEach(() => (mockListStreamMuted = false));

const lists = () => api.app.get<Connection>(getConnectionToken()).db!.collection('shopping_lists');
const list = async (user: TestUser) => (await request(api.url).get('/shopping-list').set(bearer(user)).expect(200)).body as ShoppingList;
const addItem = async (user: TestUser, text: string) => (await request(api.url).post('/shopping-list/items').set(bearer(user)).send({ text }).expect(201)).body as ShoppingItem;
const texts = (read: ShoppingList) => read.items.map((item) => `${item.text}${item.checked ? ' ✓' : ''}`);

/**
 * The list, read until a second read comes from the cache (no database read), so that a later change must drop it.
 * The change stream's echo of this test's own writes may drop a first read kept: hence a few tries.
 */
async function cachedList(user: TestUser): Promise<ShoppingList> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const read = await list(user);
    const finds = listFinds.mock.calls.length;
    const again = await list(user);
    if (listFinds.mock.calls.length === finds) {
      expect(again).toEqual(read);
      return read;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the list was never served from the cache');
}

/** Reads the list until `done` holds (another process's change arrives through the change stream), for 2 s at most. */
async function listOnceSeen(user: TestUser, done: (read: ShoppingList) => boolean): Promise<ShoppingList> {
  const until = Date.now() + 2000;
  for (;;) {
    const read = await list(user);
    if (done(read) || Date.now() > until) return read;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /shopping-list, cached per account', () => {
  it('reads the database once for the list read twice', async () => {
    const cook = await createTestUser();
    await addItem(cook, 'bread');
    const first = await cachedList(cook);
    listFinds.mockClear();
    expect(await list(cook)).toEqual(first);
    const cached = await request(api.url).get('/shopping-list').set(bearer(cook)).expect(200);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.body).toEqual(first);
    expect(listFinds).not.toHaveBeenCalled();
  });

  it("shows the cook's own add, check, removal, clear-checked and build in the very next read, before the change stream tells", async () => {
    mockListStreamMuted = true;
    const cook = await createTestUser();
    expect(texts(await cachedList(cook))).toEqual([]);
    const bread = await addItem(cook, 'bread');
    const milk = await addItem(cook, 'milk');
    expect(texts(await cachedList(cook))).toEqual(['bread', 'milk']);
    await request(api.url).patch(`/shopping-list/items/${bread._id}`).set(bearer(cook)).send({ checked: true }).expect(200);
    expect(texts(await cachedList(cook))).toEqual(['bread ✓', 'milk']);
    await request(api.url).post('/shopping-list/clear-checked').set(bearer(cook)).expect(200);
    expect(texts(await cachedList(cook))).toEqual(['milk']);
    await request(api.url).delete(`/shopping-list/items/${milk._id}`).set(bearer(cook)).expect(204);
    expect(texts(await cachedList(cook))).toEqual([]);
    await request(api.url).post('/shopping-list/build').set(bearer(cook)).send({ from: day(0), to: day(6) }).expect(200);
    expect(await cachedList(cook)).toMatchObject({ from: day(0), to: day(6), items: [] });
  });

  it('shows a change written by another process (straight to the database)', async () => {
    const cook = await createTestUser();
    expect(texts(await cachedList(cook))).toEqual([]);
    await lists().insertOne({ uid: cook.uid, from: null, to: null, items: [{ _id: new Types.ObjectId(), text: 'eggs', checked: false, own: true, recipes: [] }], version: 1, updatedAt: new Date() });
    expect(texts(await listOnceSeen(cook, (read) => read.items.length === 1))).toEqual(['eggs']);
    expect(texts(await cachedList(cook))).toEqual(['eggs']);
    await lists().updateOne({ uid: cook.uid }, { $set: { 'items.0.checked': true } });
    expect(texts(await listOnceSeen(cook, (read) => !!read.items[0]?.checked))).toEqual(['eggs ✓']);
    expect(texts(await cachedList(cook))).toEqual(['eggs ✓']);
    await lists().deleteOne({ uid: cook.uid });
    expect(texts(await listOnceSeen(cook, (read) => !read.items.length))).toEqual([]);
  });

  it("never gives a cook another's cached list", async () => {
    const [ann, bob] = [await createTestUser(), await createTestUser()];
    await addItem(ann, "ann's bread");
    expect(texts(await cachedList(ann))).toEqual(["ann's bread"]);
    expect(texts(await cachedList(bob))).toEqual([]);
    await addItem(bob, "bob's milk");
    expect(texts(await cachedList(bob))).toEqual(["bob's milk"]);
    expect(texts(await cachedList(ann))).toEqual(["ann's bread"]);
  });
});
