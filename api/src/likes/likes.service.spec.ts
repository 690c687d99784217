import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import type { Like } from './schemas/like.schema';
import type { RecipesService } from '../recipes/recipes.service';
import { LikesService } from './likes.service';

/** A mongoose query stand-in: `.lean()` resolves to the given value. */
const query = <T>(value: T) => ({ lean: jest.fn().mockResolvedValue(value) });

describe('LikesService (mocked models)', () => {
  const recipeId = new Types.ObjectId();
  const likeId = new Types.ObjectId();
  const fan = { uid: 'fan', email: 'fan@forkful.dev', name: 'Fan' };
  let steps: string[];
  let recipes: Record<string, jest.Mock>;
  let likes: Record<string, jest.Mock>;
  let service: LikesService;

  beforeEach(() => {
    steps = [];
    recipes = {
      findById: jest.fn(() => query({ _id: recipeId, authorUid: 'author', authorEmail: 'author@forkful.dev' })),
      findOneAndUpdate: jest.fn(() => {
        steps.push('inc');
        return query({ likeCount: 8 });
      }),
      updateOne: jest.fn(),
    };
    likes = {
      create: jest.fn(async () => {
        steps.push('insert');
        return { _id: likeId };
      }),
      updateOne: jest.fn(async () => steps.push('mark counted')),
      deleteOne: jest.fn(() => {
        steps.push('undo insert');
        return Promise.resolve({ deletedCount: 1 });
      }),
    };
    const recipesService = { invalidateTop: jest.fn(() => steps.push('invalidate top')) };
    service = new LikesService(recipes as unknown as Model<Recipe>, likes as unknown as Model<Like>, recipesService as unknown as RecipesService);
  });

  it('inserts the like first, then increments, then marks it counted', async () => {
    await expect(service.like(recipeId, fan)).resolves.toEqual({ likeCount: 8 });
    expect(steps).toEqual(['insert', 'inc', 'invalidate top', 'mark counted']);
    expect(likes.create).toHaveBeenCalledWith({ recipeId, uid: 'fan', counted: false });
    expect(recipes.findOneAndUpdate).toHaveBeenCalledWith({ _id: recipeId }, { $inc: { likeCount: 1 } }, expect.objectContaining({ new: true }));
  });

  it('turns the unique index violation into 409 and never increments', async () => {
    likes.create.mockRejectedValueOnce(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }));
    await expect(service.like(recipeId, fan)).rejects.toThrow(ConflictException);
    expect(recipes.findOneAndUpdate).not.toHaveBeenCalled();
  });

  it('refuses the author by uid or email with 403 before writing anything', async () => {
    await expect(service.like(recipeId, { uid: 'author', email: null, name: null })).rejects.toThrow(ForbiddenException);
    await expect(service.like(recipeId, { uid: 'x', email: 'author@forkful.dev', name: null })).rejects.toThrow('You cannot like your own recipe');
    expect(likes.create).not.toHaveBeenCalled();
  });

  it('gives 404 for a missing recipe', async () => {
    recipes.findById.mockReturnValueOnce(query(null));
    await expect(service.like(recipeId, fan)).rejects.toThrow(NotFoundException);
  });

  it('removes its like and answers 404 when the recipe is deleted between the insert and the increment', async () => {
    recipes.findOneAndUpdate.mockReturnValueOnce(query(null));
    await expect(service.like(recipeId, fan)).rejects.toThrow(NotFoundException);
    expect(steps).toEqual(['insert', 'undo insert']);
  });

  it('undoes the insert when the increment fails, so the user can try again', async () => {
    recipes.findOneAndUpdate.mockReturnValueOnce({ lean: jest.fn().mockRejectedValue(new Error('connection reset')) });
    await expect(service.like(recipeId, fan)).rejects.toThrow('connection reset');
    expect(steps).toEqual(['insert', 'undo insert']);
  });
});
