import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { REVIEW_MESSAGES } from '@forkful/domain';
import { Types, type Model } from 'mongoose';
import type { RecipeCache } from '../recipes/cache/recipe-cache';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import type { ReviewReadCache } from './cache/review-read-cache';
import { ReviewsService } from './reviews.service';
import type { Review } from './schemas/review.schema';

/** A mongoose query stand-in: `.lean()` resolves to the given value. */
const query = <T>(value: T) => ({ lean: jest.fn().mockResolvedValue(value) });

describe('ReviewsService (mocked models)', () => {
  const recipeId = new Types.ObjectId();
  const reviewId = new Types.ObjectId();
  const fan = { uid: 'fan', email: 'fan@forkful.dev', emailVerified: true, name: '  Fan  ', roles: [] };
  const now = new Date('2025-06-01T10:00:00Z');
  const stored = (rating: number, text = '') => ({ _id: reviewId, recipeId, authorUid: 'fan', authorName: 'Fan', rating, text, createdAt: now, updatedAt: now });
  let recipeRatings: Record<string, unknown>;
  let recipes: Record<string, jest.Mock>;
  let reviews: Record<string, jest.Mock | unknown>;
  let changes: unknown[];
  /** The recipes whose cached reviews pages the service dropped. */
  let dropped: string[];
  let service: ReviewsService;

  beforeEach(() => {
    recipeRatings = { ratingCount: 2, ratingSum: 7, ratingBreakdown: [0, 1, 0, 0, 1] };
    recipes = {
      // authoredRecipe's read (no session), then the rating fields' read in the transaction.
      findById: jest.fn((_id, _projection, options?: { session?: unknown }) => query(options?.session ? recipeRatings : { authorUid: 'author' })),
      updateOne: jest.fn().mockResolvedValue({ matchedCount: 1 }),
    };
    reviews = {
      findOne: jest.fn(() => query(null)),
      findOneAndUpdate: jest.fn(() => query(stored(5, 'changed'))),
      create: jest.fn(async () => [{ toObject: () => stored(4) }]),
      db: { transaction: jest.fn(async (fn: (session: unknown) => Promise<unknown>) => fn({ id: 'session' })) },
    };
    changes = [];
    dropped = [];
    const cache = { changed: (change: unknown) => changes.push(change) } as unknown as RecipeCache;
    const readCache = { recipeChanged: (id: string) => dropped.push(id) } as unknown as ReviewReadCache;
    service = new ReviewsService(recipes as unknown as Model<Recipe>, reviews as unknown as Model<Review>, cache, new RecipeDeletionHooks(), readCache);
  });

  it("creates the review with the token's trimmed name, stores the new tally and tells the cache its rating fields", async () => {
    const saved = await service.save(recipeId, fan, { rating: 4, text: 'Nice' });
    expect(saved).toMatchObject({ created: true, review: { _id: String(reviewId), rating: 4 } });
    expect(reviews.create).toHaveBeenCalledWith([expect.objectContaining({ authorName: 'Fan', rating: 4, text: 'Nice', hidden: false })], expect.anything());
    expect(recipes.updateOne).toHaveBeenCalledWith(
      { _id: recipeId },
      { $set: { ratingCount: 3, ratingSum: 11, ratingBreakdown: [0, 1, 0, 1, 1], ratingAverage: 11 / 3 } },
      expect.objectContaining({ session: expect.anything() }),
    );
    expect(changes).toEqual([{ kind: 'updated', id: String(recipeId), fields: ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'] }]);
  });

  it("changes only the text of a review whose rating stays: the recipe is not written nor the recipe cache told, but its reviews pages go", async () => {
    (reviews.findOne as jest.Mock).mockReturnValue(query({ _id: reviewId, rating: 5 }));
    const saved = await service.save(recipeId, fan, { rating: 5, text: 'changed' });
    expect(saved.created).toBe(false);
    expect(recipes.updateOne).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    expect(dropped).toEqual([String(recipeId)]);
  });

  it("runs again a first review that lost to the same cook's other first review (duplicate key), and changes it", async () => {
    const duplicate = Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });
    (reviews.create as jest.Mock).mockRejectedValueOnce(duplicate);
    (reviews.findOne as jest.Mock).mockReturnValueOnce(query(null)).mockReturnValueOnce(query({ _id: reviewId, rating: 2 }));
    const saved = await service.save(recipeId, fan, { rating: 5 });
    expect(saved.created).toBe(false);
    expect((reviews.db as { transaction: jest.Mock }).transaction).toHaveBeenCalledTimes(2);
    expect(recipes.updateOne).toHaveBeenCalledWith({ _id: recipeId }, { $set: expect.objectContaining({ ratingCount: 2, ratingSum: 10 }) }, expect.anything());
  });

  it('refuses the recipe author (403) and an unknown recipe (404) before any write', async () => {
    await expect(service.save(recipeId, { ...fan, uid: 'author' }, { rating: 5 })).rejects.toEqual(new ForbiddenException(REVIEW_MESSAGES.reviewOwn));
    recipes.findById.mockReturnValue(query(null));
    await expect(service.save(recipeId, fan, { rating: 5 })).rejects.toBeInstanceOf(NotFoundException);
    expect(reviews.create).not.toHaveBeenCalled();
  });

  it('aborts a review of a recipe deleted meanwhile with 404 and tells the cache nothing', async () => {
    recipes.findById.mockImplementation((_id, _projection, options?: { session?: unknown }) => query(options?.session ? null : { authorUid: 'author' }));
    await expect(service.save(recipeId, fan, { rating: 5 })).rejects.toBeInstanceOf(NotFoundException);
    expect(changes).toEqual([]);
  });

  it('removes every rating field with the last review', async () => {
    recipeRatings = { ratingCount: 1, ratingSum: 4, ratingBreakdown: [0, 0, 0, 1, 0] };
    reviews.findOneAndDelete = jest.fn(() => query({ recipeId, rating: 4 }));
    (recipes as Record<string, unknown>).exists = jest.fn().mockResolvedValue({ _id: recipeId });
    await service.remove(recipeId, fan);
    expect(recipes.updateOne).toHaveBeenCalledWith({ _id: recipeId }, { $unset: { ratingCount: 1, ratingSum: 1, ratingBreakdown: 1, ratingAverage: 1 } }, expect.anything());
    expect(changes).toHaveLength(1);
    expect(dropped).toEqual([String(recipeId)]);
  });

  it("drops the pages of a removed review's recipe even when that recipe is gone (no ratings to change), and none when nothing was removed", async () => {
    reviews.findOneAndDelete = jest.fn().mockReturnValueOnce(query({ recipeId, rating: 4 })).mockReturnValueOnce(query(null));
    recipes.findById.mockReturnValue(query(null));
    expect(await service.removeById(reviewId)).toBe(true);
    expect(changes).toEqual([]);
    expect(dropped).toEqual([String(recipeId)]);
    expect(await service.removeById(reviewId)).toBe(false);
    expect(dropped).toHaveLength(1);
  });
});
