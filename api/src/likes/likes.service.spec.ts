import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import type { Like } from './schemas/like.schema';
import type { RecipeCache } from '../recipes/cache/recipe-cache';
import type { RecipeChange } from '../recipes/cache/recipe-change';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import { LikesService } from './likes.service';

/** A mongoose query stand-in: `.lean()` resolves to the given value. */
const query = <T>(value: T) => ({ lean: jest.fn().mockResolvedValue(value) });

describe('LikesService (mocked models)', () => {
  const recipeId = new Types.ObjectId();
  const likeChange = `changed ${JSON.stringify({ kind: 'updated', id: String(recipeId), fields: ['likeCount', 'updatedAt'] })}`;
  const session = { id: 'session' };
  const fan = { uid: 'fan', email: 'fan@forkful.dev', emailVerified: true, name: 'Fan', roles: [] };
  let steps: string[];
  let recipes: Record<string, jest.Mock>;
  let likes: { create: jest.Mock; deleteOne: jest.Mock; deleteMany: jest.Mock; db: unknown };
  let deletionHooks: RecipeDeletionHooks;
  let service: LikesService;

  beforeEach(() => {
    steps = [];
    recipes = {
      findById: jest.fn(() => query({ _id: recipeId, authorUid: 'author', authorEmail: 'author@forkful.dev' })),
      exists: jest.fn().mockResolvedValue({ _id: recipeId }),
      findOneAndUpdate: jest.fn((_filter, update: { $inc: { likeCount: number } }) => {
        steps.push(update.$inc.likeCount > 0 ? 'inc' : 'dec');
        return query({ likeCount: 8 });
      }),
    };
    likes = {
      create: jest.fn(async () => {
        steps.push('insert');
        return [{}];
      }),
      deleteOne: jest.fn(async () => {
        steps.push('delete');
        return { deletedCount: 1 };
      }),
      deleteMany: jest.fn(async () => ({ deletedCount: 2 })),
      // connection.transaction(): commits what the callback did, or aborts it when it throws.
      db: {
        transaction: jest.fn(async (fn: (s: unknown) => Promise<unknown>) => {
          steps.push('begin');
          try {
            const result = await fn(session);
            steps.push('commit');
            return result;
          } catch (error) {
            steps.push('abort');
            throw error;
          }
        }),
      },
    };
    // What the cached reads learn after the commit: this recipe's count changed (they drop only what shows it).
    const recipeCache = {
      changed: jest.fn((change: RecipeChange) => steps.push(`changed ${JSON.stringify(change)}`)),
    };
    deletionHooks = new RecipeDeletionHooks();
    service = new LikesService(recipes as unknown as Model<Recipe>, likes as unknown as Model<Like>, recipeCache as unknown as RecipeCache, deletionHooks);
  });

  it("deletes a recipe's likes once recipes report the recipe deleted (a hook likes register; recipes know no likes)", async () => {
    await deletionHooks.deleted(recipeId);
    expect(likes.deleteMany).not.toHaveBeenCalled();
    service.onModuleInit();
    await deletionHooks.deleted(recipeId);
    expect(likes.deleteMany).toHaveBeenCalledWith({ recipeId });
  });

  it('inserts the like and increments the count in one transaction, then tells the cached reads that count changed', async () => {
    await expect(service.like(recipeId, fan)).resolves.toEqual({ likeCount: 8 });
    expect(steps).toEqual(['begin', 'insert', 'inc', 'commit', likeChange]);
    expect(likes.create).toHaveBeenCalledWith([{ recipeId, uid: 'fan' }], { session });
    expect(recipes.findOneAndUpdate).toHaveBeenCalledWith({ _id: recipeId }, { $inc: { likeCount: 1 } }, expect.objectContaining({ new: true, session }));
  });

  it('turns the unique index violation into 409 and never increments', async () => {
    likes.create.mockRejectedValueOnce(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }));
    await expect(service.like(recipeId, fan)).rejects.toThrow(ConflictException);
    expect(recipes.findOneAndUpdate).not.toHaveBeenCalled();
    expect(steps).toEqual(['begin', 'abort']);
  });

  it('refuses the author (by uid) with 403 before writing anything', async () => {
    await expect(service.like(recipeId, { uid: 'author', email: null, emailVerified: false, name: null, roles: [] })).rejects.toThrow('You cannot like your own recipe');
    expect(likes.db).toMatchObject({ transaction: expect.any(Function) });
    expect(steps).toEqual([]);
  });

  it("lets another account like it even with the author's (verified) email: the account is the author, not the email", async () => {
    await expect(service.like(recipeId, { uid: 'x', email: 'author@forkful.dev', emailVerified: true, name: null, roles: [] })).resolves.toEqual({ likeCount: 8 });
    expect(steps).toEqual(['begin', 'insert', 'inc', 'commit', likeChange]);
  });

  it('gives 404 for a missing recipe', async () => {
    recipes.findById.mockReturnValueOnce(query(null));
    await expect(service.like(recipeId, fan)).rejects.toThrow(NotFoundException);
    expect(steps).toEqual([]);
  });

  it('aborts (no like left) and answers 404 when the recipe is deleted before the increment', async () => {
    recipes.findOneAndUpdate.mockReturnValueOnce(query(null));
    await expect(service.like(recipeId, fan)).rejects.toThrow(NotFoundException);
    expect(steps).toEqual(['begin', 'insert', 'abort']);
  });

  it('aborts the whole like when the increment fails, so the user can try again', async () => {
    recipes.findOneAndUpdate.mockReturnValueOnce({ lean: jest.fn().mockRejectedValue(new Error('connection reset')) });
    await expect(service.like(recipeId, fan)).rejects.toThrow('connection reset');
    expect(steps).toEqual(['begin', 'insert', 'abort']);
  });

  it('deletes the like and decrements the count in one transaction', async () => {
    await expect(service.unlike(recipeId, fan)).resolves.toEqual({ likeCount: 8 });
    expect(steps).toEqual(['begin', 'delete', 'dec', 'commit', likeChange]);
    expect(likes.deleteOne).toHaveBeenCalledWith({ recipeId, uid: 'fan' }, { session });
  });

  it('answers 409 and never decrements when the caller has no like, 404 when the recipe is missing', async () => {
    likes.deleteOne.mockResolvedValueOnce({ deletedCount: 0 });
    await expect(service.unlike(recipeId, fan)).rejects.toThrow(ConflictException);
    expect(steps).toEqual(['begin', 'abort']);
    recipes.exists.mockResolvedValueOnce(null);
    await expect(service.unlike(recipeId, fan)).rejects.toThrow(NotFoundException);
  });
});
