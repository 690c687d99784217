import { NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import type { ApiConfig } from '../config/api-config';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import { SavedRecipesService } from './saved-recipes.service';
import type { SavedRecipe } from './schemas/saved-recipe.schema';

/** A mongoose query stand-in: chainable sort/skip/limit, `.lean()` resolves to the given value. */
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

const recipe = (id: Types.ObjectId, title: string) => ({
  _id: id,
  image: 'https://example.com/x.jpg',
  title,
  ingredients: 'a',
  instructions: 'b',
  cuisineType: 'Others' as const,
  prepTime: 5,
  likeCount: 0,
  authorName: 'A',
  authorEmail: 'a@forkful.dev',
  authorUid: 'author',
});

describe('SavedRecipesService (mocked models)', () => {
  const recipeId = new Types.ObjectId();
  let steps: string[];
  let recipes: { exists: jest.Mock; find: jest.Mock };
  let saves: { updateOne: jest.Mock; deleteOne: jest.Mock; deleteMany: jest.Mock; exists: jest.Mock; countDocuments: jest.Mock; find: jest.Mock };
  let hooks: RecipeDeletionHooks;
  let service: SavedRecipesService;

  beforeEach(() => {
    steps = [];
    recipes = {
      exists: jest.fn(async () => {
        steps.push('recipe exists?');
        return { _id: recipeId };
      }),
      find: jest.fn(() => query([])),
    };
    saves = {
      updateOne: jest.fn(async () => steps.push('upsert')),
      deleteOne: jest.fn(async () => steps.push('delete')),
      deleteMany: jest.fn(async () => ({ deletedCount: 1 })),
      exists: jest.fn().mockResolvedValue(null),
      countDocuments: jest.fn().mockResolvedValue(0),
      find: jest.fn(() => query([])),
    };
    hooks = new RecipeDeletionHooks();
    service = new SavedRecipesService(
      recipes as unknown as Model<Recipe>,
      saves as unknown as Model<SavedRecipe>,
      hooks,
      { publicUrl: 'http://api.test' } as ApiConfig,
    );
  });

  it("deletes every user's saves of a recipe once recipes report it deleted (a hook; recipes know no saved recipes)", async () => {
    await hooks.deleted(recipeId);
    expect(saves.deleteMany).not.toHaveBeenCalled();
    service.onModuleInit();
    await hooks.deleted(recipeId);
    expect(saves.deleteMany).toHaveBeenCalledWith({ recipeId });
  });

  it('saves with an upsert that sets the saved time only on insert, keyed by the uid', async () => {
    await service.save(recipeId, 'fan');
    expect(saves.updateOne).toHaveBeenCalledWith({ uid: 'fan', recipeId }, { $setOnInsert: { createdAt: expect.any(Date) } }, { upsert: true });
    expect(steps).toEqual(['recipe exists?', 'upsert', 'recipe exists?']);
  });

  it("takes a concurrent save's duplicate key as saved, and passes any other failure on", async () => {
    saves.updateOne.mockRejectedValueOnce(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }));
    await expect(service.save(recipeId, 'fan')).resolves.toBeUndefined();
    saves.updateOne.mockRejectedValueOnce(new Error('connection reset'));
    await expect(service.save(recipeId, 'fan')).rejects.toThrow('connection reset');
  });

  it('answers 404 before writing anything for a missing recipe', async () => {
    recipes.exists.mockResolvedValueOnce(null);
    await expect(service.save(recipeId, 'fan')).rejects.toThrow(NotFoundException);
    expect(saves.updateOne).not.toHaveBeenCalled();
  });

  it('removes the save again (404) when the recipe is deleted between the check and the upsert', async () => {
    recipes.exists.mockResolvedValueOnce({ _id: recipeId }).mockResolvedValueOnce(null);
    await expect(service.save(recipeId, 'fan')).rejects.toThrow(NotFoundException);
    expect(saves.deleteOne).toHaveBeenCalledWith({ uid: 'fan', recipeId });
  });

  it("removes only the caller's save, and gives the caller's status", async () => {
    await service.remove(recipeId, 'fan');
    expect(saves.deleteOne).toHaveBeenCalledWith({ uid: 'fan', recipeId });
    saves.exists.mockResolvedValueOnce({ _id: 'x' });
    await expect(service.status(recipeId, 'fan')).resolves.toEqual({ recipeId: String(recipeId), saved: true });
    expect(saves.exists).toHaveBeenCalledWith({ uid: 'fan', recipeId });
    await expect(service.status(recipeId, 'fan')).resolves.toEqual({ recipeId: String(recipeId), saved: false });
  });

  it("lists in the saves' order (newest saved first), skips vanished recipes and removes their saves", async () => {
    const [newest, vanished, oldest] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    const page = query([{ recipeId: newest }, { recipeId: vanished }, { recipeId: oldest }]);
    saves.find.mockReturnValueOnce(page);
    saves.countDocuments.mockResolvedValueOnce(5);
    // The database gives the recipes back in its own order.
    recipes.find.mockReturnValueOnce(query([recipe(oldest, 'Old'), recipe(newest, 'New')]));

    const { recipes: listed, total } = await service.list('fan', { page: 2, limit: 3 });
    expect(listed.map((r) => r.title)).toEqual(['New', 'Old']);
    expect(total).toBe(4);
    expect(saves.find).toHaveBeenCalledWith({ uid: 'fan' }, { recipeId: 1 });
    expect(page.sort).toHaveBeenCalledWith({ createdAt: -1, _id: -1 });
    expect(page.skip).toHaveBeenCalledWith(3);
    expect(page.limit).toHaveBeenCalledWith(3);
    expect(saves.countDocuments).toHaveBeenCalledWith({ uid: 'fan' });
    const [[deleted]] = saves.deleteMany.mock.calls as [[{ uid: string; recipeId: unknown }]];
    expect(deleted.uid).toBe('fan');
    expect(JSON.stringify(deleted.recipeId)).toContain(String(vanished));
  });

  it('reads no recipes for an empty page; the default page is the first, of ALL_RECIPES_PAGE_SIZE', async () => {
    const page = query([]);
    saves.find.mockReturnValueOnce(page);
    await expect(service.list('fan', {})).resolves.toEqual({ recipes: [], total: 0 });
    expect(page.skip).toHaveBeenCalledWith(0);
    expect(page.limit).toHaveBeenCalledWith(8);
    expect(recipes.find).not.toHaveBeenCalled();
  });
});
