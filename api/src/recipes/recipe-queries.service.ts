import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Recipe as RecipeView, RecipeSort } from '@forkful/domain';
import mongoose, { Model, SortOrder, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { pageWindow } from '../common/page-query.dto';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { ListRecipesQueryDto } from './dto/list-recipes-query.dto';
import { RECIPE_NOT_FOUND } from './recipe-ownership';
import { ownRecipesFilter, StoredRecipe, toRecipeView, VIEW_PROJECTION } from './recipe-view';
import { MAX_RANKED_MATCHES, textSearchFor } from './recipe-search';
import { Recipe } from './schemas/recipe.schema';

/** How many recipes GET /top-recipes returns: two rows of the home page's 4-column grid. */
export const TOP_RECIPES_COUNT = 8;
export const TOP_ORDER = { likeCount: -1, _id: 1 } as const;

/** The orders of GET /recipes (newest: its default) and of the most-liked list; each is an index's order. */
export const SORTS: Record<RecipeSort | 'newest', Record<string, SortOrder>> = {
  'title-asc': { title: 1, _id: 1 },
  'title-desc': { title: -1, _id: -1 },
  'prep-asc': { prepTime: 1, _id: 1 },
  'prep-desc': { prepTime: -1, _id: -1 },
  'rating-desc': { ratingAverage: -1, ratingCount: -1, _id: -1 },
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

/** The recipe reads: the top list, the newest, a page (filtered, sorted or searched), one recipe, the caller's own. */
@Injectable()
export class RecipeQueriesService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  private view = (recipe: StoredRecipe): RecipeView => toRecipeView(recipe, this.config.publicUrl);

  /** The most-liked recipes (uncached: the shared reads cache it). */
  async top(): Promise<RecipeView[]> {
    const found = await this.recipes
      .find({}, VIEW_PROJECTION)
      .sort(TOP_ORDER)
      .limit(TOP_RECIPES_COUNT)
      .lean<StoredRecipe[]>();
    return found.map(this.view);
  }

  /** The newest `limit` recipes and how many there are in all (uncached: the shared reads cache it). */
  async newest(limit: number): Promise<RecipePageResult> {
    const [found, total] = await Promise.all([
      this.recipes.find({}, VIEW_PROJECTION).sort(SORTS.newest).limit(limit).lean<StoredRecipe[]>(),
      this.recipes.estimatedDocumentCount(),
    ]);
    return { recipes: found.map(this.view), total };
  }

  async page(query: ListRecipesQueryDto): Promise<RecipePageResult> {
    const base: Record<string, unknown> = {};
    if (query.cuisine) base.cuisineType = query.cuisine;
    const { skip, limit } = pageWindow(query);
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

  async findOne(id: Types.ObjectId): Promise<RecipeView> {
    const recipe = await this.recipes.findById(id, VIEW_PROJECTION).lean<StoredRecipe>();
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    return this.view(recipe);
  }

  /** The caller's recipes (by uid), newest first. */
  async mine(user: AuthUser, email: string | undefined): Promise<RecipeView[]> {
    if (email !== undefined && email.toLowerCase() !== user.email) {
      throw new ForbiddenException('You can only list your own recipes');
    }
    const found = await this.recipes.find(ownRecipesFilter(user), VIEW_PROJECTION).sort(SORTS.newest).lean<StoredRecipe[]>();
    return found.map(this.view);
  }
}
