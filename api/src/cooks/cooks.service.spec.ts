import { Logger, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { FirebaseAuthService } from '../auth/firebase-auth.service';
import type { ApiConfig } from '../config/api-config';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import { ACCOUNT_CACHE, ACCOUNT_LOOKUP_TIMEOUT_MS, CooksService, FAILED_LOOKUP_TTL_MS } from './cooks.service';

interface QueryStandIn {
  sort: jest.Mock;
  skip: jest.Mock;
  limit: jest.Mock;
  lean: jest.Mock;
}
function query<T>(value: T): QueryStandIn {
  const chain: QueryStandIn = { sort: jest.fn(() => chain), skip: jest.fn(() => chain), limit: jest.fn(() => chain), lean: jest.fn().mockResolvedValue(value) };
  return chain;
}

describe('CooksService (mocked models and Firebase)', () => {
  let recipes: { findOne: jest.Mock; find: jest.Mock; countDocuments: jest.Mock };
  let findAccount: jest.Mock;
  let service: CooksService;
  let recipeCache: RecipeCache;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    recipes = {
      findOne: jest.fn(() => query({ authorName: 'Recipe Name' })),
      find: jest.fn(() => query([])),
      countDocuments: jest.fn().mockResolvedValue(3),
    };
    findAccount = jest.fn().mockResolvedValue({ displayName: 'Account Name', photoURL: 'https://p.example/a.png' });
    const config = { publicUrl: 'http://api.test', recipesCacheFallbackTtlMs: 60_000 } as ApiConfig;
    recipeCache = new RecipeCache(config);
    service = new CooksService(recipes as unknown as Model<Recipe>, { findAccount } as unknown as FirebaseAuthService, config, recipeCache);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("takes the account's name and picture, and counts the cook's recipes by uid", async () => {
    await expect(service.profile('cook-1')).resolves.toEqual({ uid: 'cook-1', displayName: 'Account Name', photoURL: 'https://p.example/a.png', recipeCount: 3 });
    expect(recipes.countDocuments).toHaveBeenCalledWith({ authorUid: 'cook-1' });
    expect(recipes.findOne).toHaveBeenCalledWith({ authorUid: 'cook-1' }, { authorName: 1 });
  });

  it('sends an avatar of ours at the API\'s current address, whatever address the account was given it at', async () => {
    findAccount.mockResolvedValueOnce({ displayName: 'Mei', photoURL: 'http://localhost:4000/images/avatars/mei.svg' });
    await expect(service.profile('sample-mei')).resolves.toMatchObject({ photoURL: 'http://api.test/images/avatars/mei.svg' });
  });

  it("falls back to the newest recipe's author name, then to 'Annomyous'; photoURL to null", async () => {
    findAccount.mockResolvedValueOnce({ displayName: null, photoURL: null });
    await expect(service.profile('a')).resolves.toMatchObject({ displayName: 'Recipe Name', photoURL: null });
    findAccount.mockResolvedValueOnce(null);
    await expect(service.profile('b')).resolves.toMatchObject({ displayName: 'Recipe Name', photoURL: null, recipeCount: 3 });
    findAccount.mockResolvedValueOnce({ displayName: null, photoURL: null });
    recipes.findOne.mockReturnValueOnce(query(null));
    recipes.countDocuments.mockResolvedValueOnce(0);
    await expect(service.profile('c')).resolves.toEqual({ uid: 'c', displayName: 'Annomyous', photoURL: null, recipeCount: 0 });
  });

  it('answers 404 Author not found with neither an account nor a recipe', async () => {
    findAccount.mockResolvedValueOnce(null);
    recipes.findOne.mockReturnValueOnce(query(null));
    await expect(service.profile('nobody')).rejects.toThrow(new NotFoundException('Author not found'));
  });

  it('asks Firebase once per uid while the answer is cached (concurrent visits share one lookup)', async () => {
    await Promise.all([service.profile('cook-1'), service.profile('cook-1'), service.profile('cook-1')]);
    await service.profile('cook-1');
    findAccount.mockResolvedValueOnce(null);
    await service.profile('cook-2');
    await service.profile('cook-2');
    expect(findAccount.mock.calls).toEqual([['cook-1'], ['cook-2']]);
  });

  it('reads a Firebase failure as "no account" (recipe data only), logs it, and keeps that answer only a few seconds', async () => {
    const remainingTtl = (uid: string) => (service as unknown as { accounts: { getRemainingTTL(k: string): number } }).accounts.getRemainingTTL(uid);
    findAccount.mockRejectedValueOnce(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'app/network-error' }));
    await expect(service.profile('cook-1')).resolves.toMatchObject({ displayName: 'Recipe Name', photoURL: null });
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('ENOTFOUND'));
    await service.profile('cook-1');
    expect(findAccount).toHaveBeenCalledTimes(1);
    expect(remainingTtl('cook-1')).toBeGreaterThan(0);
    expect(remainingTtl('cook-1')).toBeLessThanOrEqual(FAILED_LOOKUP_TTL_MS);
    await service.profile('cook-2');
    expect(remainingTtl('cook-2')).toBeGreaterThan(ACCOUNT_CACHE.ttlMs - 1000);
  });

  it('stops waiting for Firebase after the lookup time limit', async () => {
    jest.useFakeTimers();
    findAccount.mockReturnValueOnce(new Promise(() => undefined));
    const profile = service.profile('slow');
    await jest.advanceTimersByTimeAsync(ACCOUNT_LOOKUP_TIMEOUT_MS);
    await expect(profile).resolves.toMatchObject({ displayName: 'Recipe Name', photoURL: null });
  });

  it("lists the cook's recipes newest first, paged, without the author's email", async () => {
    const page = query([
      { _id: new Types.ObjectId(), image: '/images/recipes/x.svg', title: 'T', ingredients: 'a', instructions: 'b', cuisineType: 'Others', prepTime: 5, likeCount: 1, authorName: 'N', authorEmail: 'n@forkful.dev', authorUid: 'cook-1' },
    ]);
    recipes.find.mockReturnValueOnce(page);
    recipes.countDocuments.mockResolvedValueOnce(11);
    const { recipes: listed, total } = await service.recipesOf('cook-1', { page: 2, limit: 10 });
    expect(total).toBe(11);
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('authorEmail');
    expect(listed[0]).toMatchObject({ title: 'T', authorUid: 'cook-1', image: 'http://api.test/images/recipes/x.svg' });
    expect(recipes.find).toHaveBeenCalledWith({ authorUid: 'cook-1' }, expect.any(Object));
    expect(page.sort).toHaveBeenCalledWith({ _id: -1 });
    expect(page.skip).toHaveBeenCalledWith(10);
    expect(page.limit).toHaveBeenCalledWith(10);
  });

  it("reads a cook's page and profile from the database once until the recipes change", async () => {
    await Promise.all([service.recipesOf('cook-1', { page: 1, limit: 8 }), service.recipesOf('cook-1', { page: 1, limit: 8 })]);
    await service.profile('cook-1');
    await service.profile('cook-1');
    expect(recipes.find).toHaveBeenCalledTimes(1);
    expect(recipes.findOne).toHaveBeenCalledTimes(1);
    await service.recipesOf('cook-1', { page: 2, limit: 8 });
    expect(recipes.find).toHaveBeenCalledTimes(2);
    recipeCache.invalidate();
    await service.recipesOf('cook-1', { page: 1, limit: 8 });
    await service.profile('cook-1');
    expect(recipes.find).toHaveBeenCalledTimes(3);
    expect(recipes.findOne).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    recipes.countDocuments.mockRejectedValueOnce(new Error('database down'));
    await expect(service.recipesOf('cook-1', {})).rejects.toThrow('database down');
    await expect(service.recipesOf('cook-1', {})).resolves.toEqual({ recipes: [], total: 3 });
  });
});
