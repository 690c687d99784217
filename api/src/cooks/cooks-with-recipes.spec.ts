import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { ApiConfig } from '../config/api-config';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import { COOKS_LIST_MAX, COOKS_LIST_MAX_STALE_MS, COOKS_SCAN_MAX_TIME_MS, CooksWithRecipes } from './cooks-with-recipes';

const at = (iso: string) => new Date(iso);
const cook = (uid: string, day: string) => ({ _id: uid, updatedAt: at(`${day}T00:00:00Z`) });
const id = '0123456789abcdef01234567';

describe('CooksWithRecipes (mocked model)', () => {
  let answers: unknown[][];
  let aggregate: jest.Mock;
  let option: jest.Mock;
  let recipeCache: RecipeCache;
  let config: ApiConfig;
  let cooks: CooksWithRecipes;

  beforeEach(() => {
    answers = [];
    option = jest.fn();
    aggregate = jest.fn(() => ({
      option: option.mockImplementation(() => {
        const next = answers.shift();
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? []);
      }),
    }));
    config = { dbMaxTimeMS: 2000, recipesCacheFallbackTtlMs: 2000 } as ApiConfig;
    recipeCache = new RecipeCache(config);
    recipeCache.setFollowingChanges(true);
    cooks = new CooksWithRecipes({ aggregate } as unknown as Model<Recipe>, config, recipeCache);
  });
  afterEach(() => jest.useRealTimers());
  const firstUid = async () => (await cooks.newestFirst())[0]?.uid;

  it('groups the recipes by cook with their newest updatedAt, newest first, in ISO 8601; at most limit', async () => {
    answers.push([
      { _id: 'cook-b', updatedAt: at('2025-03-02T10:00:00Z') },
      { _id: 'cook-a', updatedAt: at('2025-03-01T09:30:00Z') },
    ]);
    await expect(cooks.newestFirst()).resolves.toEqual([
      { uid: 'cook-b', updatedAt: '2025-03-02T10:00:00.000Z' },
      { uid: 'cook-a', updatedAt: '2025-03-01T09:30:00.000Z' },
    ]);
    expect(aggregate).toHaveBeenCalledWith([
      { $group: { _id: '$authorUid', updatedAt: { $max: '$updatedAt' } } },
      { $sort: { updatedAt: -1, _id: 1 } },
      { $limit: COOKS_LIST_MAX },
    ]);
    expect(option).toHaveBeenCalledWith({ maxTimeMS: COOKS_SCAN_MAX_TIME_MS });
    await expect(cooks.newestFirst(1)).resolves.toEqual([{ uid: 'cook-b', updatedAt: '2025-03-02T10:00:00.000Z' }]);
    expect(aggregate).toHaveBeenCalledTimes(1);
  });

  it("lists only uids a cook's page accepts", async () => {
    answers.push([
      { _id: 'cook-a', updatedAt: at('2025-03-02T10:00:00Z') },
      { _id: 'has.dot', updatedAt: at('2025-03-02T09:00:00Z') },
      { _id: null, updatedAt: at('2025-03-02T08:00:00Z') },
      { _id: 42, updatedAt: at('2025-03-02T07:00:00Z') },
      { _id: 'x'.repeat(129), updatedAt: at('2025-03-02T06:00:00Z') },
    ]);
    expect((await cooks.newestFirst()).map((cook) => cook.uid)).toEqual(['cook-a']);
  });

  it('dates a cook whose recipes have no updatedAt by the creation of their newest recipe, in order', async () => {
    const newest = Types.ObjectId.createFromTime(Date.parse('2025-03-01T12:00:00Z') / 1000);
    answers.push([
      { _id: 'cook-a', updatedAt: at('2025-03-02T10:00:00Z') },
      { _id: 'cook-b', updatedAt: at('2025-02-01T10:00:00Z') },
      { _id: 'old-cook', updatedAt: null },
    ]);
    answers.push([{ _id: 'old-cook', newest }]);
    expect(await cooks.newestFirst()).toEqual([
      { uid: 'cook-a', updatedAt: '2025-03-02T10:00:00.000Z' },
      { uid: 'old-cook', updatedAt: '2025-03-01T12:00:00.000Z' },
      { uid: 'cook-b', updatedAt: '2025-02-01T10:00:00.000Z' },
    ]);
    expect(aggregate).toHaveBeenLastCalledWith([{ $match: { authorUid: { $in: ['old-cook'] } } }, { $group: { _id: '$authorUid', newest: { $max: '$_id' } } }]);
  });

  it('builds once for concurrent callers, and keeps the list until the recipes change', async () => {
    jest.useFakeTimers();
    await Promise.all([cooks.newestFirst(), cooks.newestFirst(5)]);
    jest.advanceTimersByTime(60 * 60_000);
    await cooks.newestFirst();
    expect(aggregate).toHaveBeenCalledTimes(1);
  });

  it(`after a change, answers the kept list and rebuilds it in the background, at most every ${COOKS_LIST_MAX_STALE_MS} ms`, async () => {
    jest.useFakeTimers();
    answers.push([cook('cook-a', '2025-03-01')], [cook('cook-b', '2025-03-02')], [cook('cook-c', '2025-03-03')]);
    await cooks.newestFirst();
    recipeCache.changed({ kind: 'updated', id, fields: ['likeCount', 'updatedAt'] });
    jest.advanceTimersByTime(COOKS_LIST_MAX_STALE_MS - 1);
    expect(await firstUid()).toBe('cook-a');
    expect(aggregate).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(await firstUid()).toBe('cook-a'); // answered at once; the rebuild runs meanwhile
    expect(await firstUid()).toBe('cook-b');
    expect(aggregate).toHaveBeenCalledTimes(2);
    // Current again until the next change.
    jest.advanceTimersByTime(60_000);
    expect(await firstUid()).toBe('cook-b');
    expect(aggregate).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a list whose recipes changed while it was being built', async () => {
    jest.useFakeTimers();
    let finish: (groups: unknown[]) => void = () => undefined;
    answers.push(new Promise((resolve) => (finish = resolve)) as never, [cook('cook-b', '2025-03-02')]);
    const first = cooks.newestFirst();
    recipeCache.changed({ kind: 'inserted', id });
    finish([cook('cook-a', '2025-03-01')]);
    expect((await first)[0].uid).toBe('cook-a');
    jest.advanceTimersByTime(COOKS_LIST_MAX_STALE_MS);
    await firstUid();
    expect(await firstUid()).toBe('cook-b');
  });

  it(`rebuilds at most every ${COOKS_LIST_MAX_STALE_MS} ms while the change stream does not run (other processes' changes go unseen)`, async () => {
    jest.useFakeTimers();
    recipeCache.setFollowingChanges(false);
    await cooks.newestFirst();
    jest.advanceTimersByTime(COOKS_LIST_MAX_STALE_MS - 1);
    await cooks.newestFirst();
    expect(aggregate).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await cooks.newestFirst();
    expect(aggregate).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed first build: the next caller builds again', async () => {
    answers.push(new Error('database down') as never, [cook('cook-a', '2025-03-01')]);
    await expect(cooks.newestFirst()).rejects.toThrow('database down');
    await expect(cooks.newestFirst()).resolves.toEqual([{ uid: 'cook-a', updatedAt: '2025-03-01T00:00:00.000Z' }]);
  });

  it(`keeps the last list when a rebuild fails, and tries again ${COOKS_LIST_MAX_STALE_MS} ms later`, async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    answers.push([cook('cook-a', '2025-03-01')], new Error('too slow') as never, [cook('cook-b', '2025-03-02')]);
    await cooks.newestFirst();
    recipeCache.invalidate();
    jest.advanceTimersByTime(COOKS_LIST_MAX_STALE_MS);
    expect(await firstUid()).toBe('cook-a');
    expect(await firstUid()).toBe('cook-a');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('too slow'));
    expect(aggregate).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(COOKS_LIST_MAX_STALE_MS);
    await firstUid();
    expect(await firstUid()).toBe('cook-b');
    warn.mockRestore();
  });

  it('keeps "no time limit" (API_DB_MAX_TIME_MS=0), and a larger limit than its own', async () => {
    config.dbMaxTimeMS = 0;
    await cooks.newestFirst();
    expect(option).toHaveBeenLastCalledWith({ maxTimeMS: 0 });
    config.dbMaxTimeMS = 20_000;
    recipeCache.invalidate();
    await new CooksWithRecipes({ aggregate } as unknown as Model<Recipe>, config, recipeCache).newestFirst();
    expect(option).toHaveBeenLastCalledWith({ maxTimeMS: 20_000 });
  });
});
