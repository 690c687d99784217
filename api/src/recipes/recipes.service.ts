import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ALL_RECIPES_PAGE_SIZE,
  ANONYMOUS_AUTHOR_NAME,
  API_MESSAGES,
  type AddRecipeResponse,
  type DeleteRecipeResponse,
  type Recipe as RecipeView,
  type RecipeSort,
  type RecipeStats,
} from '@forkful/contracts/core';
import mongoose, { Model, SortOrder, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { Like } from '../likes/schemas/like.schema';
import { CreateRecipeDto } from './dto/create-recipe.dto';
import { ListRecipesQueryDto } from './dto/list-recipes-query.dto';
import { UpdateRecipeDto } from './dto/update-recipe.dto';
import { authoredRecipe, claimLegacyRecipes } from './legacy-recipe-claims';
import { isAuthor, ownRecipesFilter, StoredRecipe, storedImagePath, toRecipeView, VIEW_PROJECTION } from './recipe-view';
import { RecipeCache } from './recipe-cache';
import { MAX_RANKED_MATCHES, textSearchFor } from './recipe-search';
import { Recipe } from './schemas/recipe.schema';
import { serializeUnpaged, UnpagedRecipes } from './unpaged-recipes';

/** How many recipes GET /top-recipes returns: two rows of the home page's 4-column grid. */
export const TOP_RECIPES_COUNT = 8;

export const RECIPE_NOT_FOUND = 'Recipe not found';

export const PREP_TIMES_DISAGREE = 'prepTime and preparationTime disagree: send one of them';

const SORTS: Record<RecipeSort | 'newest', Record<string, SortOrder>> = {
  'title-asc': { title: 1, _id: 1 },
  'title-desc': { title: -1, _id: -1 },
  'prep-asc': { prepTime: 1, _id: 1 },
  'prep-desc': { prepTime: -1, _id: -1 },
  newest: { _id: -1 },
};

/** Escapes every regex metacharacter: the search text is matched literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export interface RecipePageResult {
  recipes: RecipeView[];
  total: number;
}

@Injectable()
export class RecipesService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Like.name) private readonly likes: Model<Like>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly cache: RecipeCache,
  ) {}

  private view = (recipe: StoredRecipe): RecipeView => toRecipeView(recipe, this.config.publicUrl);

  /** The home page's call, the same for everyone: shared through the recipe cache (dropped by any change). */
  top(): Promise<RecipeView[]> {
    return this.cache.get('top', () => this.queryTop());
  }

  /** Called after every write of this process, so its caller sees the change at once (others' come by change stream). */
  invalidateCache(): void {
    this.cache.invalidate();
  }

  private async queryTop(): Promise<RecipeView[]> {
    const found = await this.recipes
      .find({}, VIEW_PROJECTION)
      .sort({ likeCount: -1, _id: 1 })
      .limit(TOP_RECIPES_COUNT)
      .lean<StoredRecipe[]>();
    return found.map(this.view);
  }

  /**
   * GET /recipes without a query: the newest UNPAGED_RECIPES_LIMIT recipes and the total, serialized once and shared
   * through the recipe cache, so concurrent callers cost one query and one serialization between two changes.
   */
  unpaged(): Promise<UnpagedRecipes> {
    return this.cache.get('unpaged', () => this.buildUnpaged());
  }

  private async buildUnpaged(): Promise<UnpagedRecipes> {
    const limit = this.config.unpagedRecipesLimit;
    const [found, total] = await Promise.all([
      this.recipes.find({}, VIEW_PROJECTION).sort(SORTS.newest).limit(limit).lean<StoredRecipe[]>(),
      this.recipes.estimatedDocumentCount(),
    ]);
    return serializeUnpaged(found.map(this.view), total, limit);
  }

  async page(query: ListRecipesQueryDto): Promise<RecipePageResult> {
    const base: Record<string, unknown> = {};
    if (query.cuisine) base.cuisineType = query.cuisine;
    const limit = query.limit ?? ALL_RECIPES_PAGE_SIZE;
    const skip = ((query.page ?? 1) - 1) * limit;
    if (!query.q) return this.sortedPage(base, query.sort ?? 'newest', skip, limit);

    // sanitizeFilter would neutralise operators; these are ours, built from an escaped literal or from ids.
    const pattern = mongoose.trusted({ $regex: escapeRegex(query.q), $options: 'i' });
    const substring = [{ title: pattern }, { ingredients: pattern }];
    const ranked = await this.rankedTextMatches(base, query.q);
    const filter = { ...base, $or: ranked.length ? [...substring, { _id: mongoose.trusted({ $in: ranked }) }] : substring };
    // A sort the client chose is kept as asked; without one, the most relevant recipes come first.
    if (query.sort || !ranked.length) return this.sortedPage(filter, query.sort ?? 'newest', skip, limit);

    const head = ranked.slice(skip, skip + limit);
    const [total, headDocs, tail] = await Promise.all([
      this.recipes.countDocuments(filter),
      head.length ? this.recipes.find({ _id: mongoose.trusted({ $in: head }) }, VIEW_PROJECTION).lean<StoredRecipe[]>() : [],
      // Then the substring-only matches (partial words), newest first.
      head.length < limit
        ? this.recipes
            .find({ ...base, $or: substring, _id: mongoose.trusted({ $nin: ranked }) }, VIEW_PROJECTION)
            .sort(SORTS.newest)
            .skip(Math.max(0, skip - ranked.length))
            .limit(limit - head.length)
            .lean<StoredRecipe[]>()
        : [],
    ]);
    const byId = new Map(headDocs.map((r) => [String(r._id), r]));
    const ordered = head.map((id) => byId.get(String(id))).filter((r): r is StoredRecipe => !!r);
    return { recipes: [...ordered, ...tail].map(this.view), total };
  }

  private async sortedPage(filter: Record<string, unknown>, sort: RecipeSort | 'newest', skip: number, limit: number): Promise<RecipePageResult> {
    const [total, found] = await Promise.all([
      this.recipes.countDocuments(filter),
      this.recipes.find(filter, VIEW_PROJECTION).sort(SORTS[sort]).skip(skip).limit(limit).lean<StoredRecipe[]>(),
    ]);
    return { recipes: found.map(this.view), total };
  }

  /** Ids of the text-search matches for q, most relevant first (newest first among equals); [] when q is not whole words. */
  private async rankedTextMatches(base: Record<string, unknown>, q: string): Promise<Types.ObjectId[]> {
    const search = textSearchFor(q);
    if (!search) return [];
    try {
      const found = await this.recipes
        .find({ ...base, $text: mongoose.trusted({ $search: search }) }, { _id: 1, score: { $meta: 'textScore' } })
        .sort({ score: { $meta: 'textScore' }, _id: -1 })
        .limit(MAX_RANKED_MATCHES)
        .lean<Array<{ _id: Types.ObjectId }>>();
      return found.map((r) => r._id);
    } catch (e) {
      // The text index is built in the background at start: until it exists, the substring match serves alone.
      if ((e as { code?: number }).code === 27) return [];
      throw e;
    }
  }

  async stats(user: AuthUser): Promise<RecipeStats> {
    await claimLegacyRecipes(this.recipes, user);
    const [totalRecipes, myRecipes, likes] = await Promise.all([
      this.recipes.estimatedDocumentCount(),
      this.recipes.countDocuments(ownRecipesFilter(user)),
      this.recipes.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: '$likeCount' } } }]),
    ]);
    return { totalRecipes, myRecipes, totalLikes: likes[0]?.total ?? 0 };
  }

  async findOne(id: Types.ObjectId): Promise<RecipeView> {
    const recipe = await this.recipes.findById(id, VIEW_PROJECTION).lean<StoredRecipe>();
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    return this.view(recipe);
  }

  async create(dto: CreateRecipeDto, user: AuthUser): Promise<AddRecipeResponse> {
    if (!user.email) throw new ForbiddenException("Your account has no email address: every recipe shows its author's email");
    const created = await this.recipes.create({
      image: storedImagePath(dto.image, this.config.publicUrl),
      title: dto.title,
      ingredients: dto.ingredients,
      instructions: dto.instructions,
      cuisineType: dto.cuisineType,
      prepTime: dto.prepTime,
      categories: dto.categories ?? [],
      likeCount: 0,
      baseLikeCount: 0,
      authorName: user.name ?? ANONYMOUS_AUTHOR_NAME,
      authorEmail: user.email,
      authorUid: user.uid,
    });
    this.invalidateCache();
    return { acknowledged: true, insertedId: String(created._id) };
  }

  async mine(user: AuthUser, email: string | undefined): Promise<RecipeView[]> {
    if (email !== undefined && email.toLowerCase() !== user.email) {
      throw new ForbiddenException('You can only list your own recipes');
    }
    await claimLegacyRecipes(this.recipes, user);
    const found = await this.recipes.find(ownRecipesFilter(user), VIEW_PROJECTION).sort(SORTS.newest).lean<StoredRecipe[]>();
    return found.map(this.view);
  }

  private async ownedRecipe(id: Types.ObjectId, user: AuthUser, action: 'edit' | 'delete'): Promise<void> {
    const recipe = await authoredRecipe(this.recipes, id, user);
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (!isAuthor(recipe, user)) throw new ForbiddenException(`You can only ${action} your own recipes`);
  }

  async update(id: Types.ObjectId, dto: UpdateRecipeDto, user: AuthUser): Promise<{ message: string; recipe: RecipeView }> {
    if (dto.prepTime !== undefined && dto.preparationTime !== undefined && dto.prepTime !== dto.preparationTime) {
      throw new BadRequestException(PREP_TIMES_DISAGREE);
    }
    await this.ownedRecipe(id, user, 'edit');
    const changes: Partial<Recipe> = {
      title: dto.title,
      cuisineType: dto.cuisineType,
      prepTime: (dto.preparationTime ?? dto.prepTime) as number,
    };
    if (dto.categories !== undefined) changes.categories = dto.categories;
    if (dto.image !== undefined) changes.image = storedImagePath(dto.image, this.config.publicUrl);
    if (dto.ingredients !== undefined) changes.ingredients = dto.ingredients;
    if (dto.instructions !== undefined) changes.instructions = dto.instructions;
    const updated = await this.recipes
      .findOneAndUpdate({ _id: id, ...ownRecipesFilter(user) }, { $set: changes }, { new: true, projection: VIEW_PROJECTION, runValidators: true })
      .lean<StoredRecipe>();
    this.invalidateCache();
    if (!updated) throw new NotFoundException(RECIPE_NOT_FOUND);
    return { message: API_MESSAGES.updated, recipe: this.view(updated) };
  }

  /** Deletes the recipe, then its likes (a like left behind by a crash in between names no recipe and is harmless). */
  async remove(id: Types.ObjectId, user: AuthUser): Promise<DeleteRecipeResponse> {
    await this.ownedRecipe(id, user, 'delete');
    const { deletedCount } = await this.recipes.deleteOne({ _id: id, ...ownRecipesFilter(user) });
    this.invalidateCache();
    if (!deletedCount) throw new NotFoundException(RECIPE_NOT_FOUND);
    await this.likes.deleteMany({ recipeId: id });
    return { deletedCount, message: API_MESSAGES.deleted };
  }
}
