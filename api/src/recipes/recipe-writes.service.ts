import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ANONYMOUS_AUTHOR_NAME, API_MESSAGES, type AddRecipeResponse, type DeleteRecipeResponse, type Recipe as RecipeView } from '@forkful/domain';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { storedImagePath } from '../common/own-image-url';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeCache } from './cache/recipe-cache';
import { CreateRecipeDto } from './dto/create-recipe.dto';
import { RecipeEdit } from './dto/recipe-edit';
import { RecipeDeletionHooks } from './recipe-deletion-hooks';
import { RecipeImageReleases } from './recipe-image-releases';
import { RECIPE_NOT_FOUND, requireOwnRecipe } from './recipe-ownership';
import { ownRecipesFilter, StoredRecipe, toRecipeView, VIEW_PROJECTION } from './recipe-view';
import { Recipe } from './schemas/recipe.schema';

/** Adding, editing and deleting recipes; only the author edits or deletes. Every write drops the cached reads. */
@Injectable()
export class RecipeWritesService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly cache: RecipeCache,
    private readonly deletionHooks: RecipeDeletionHooks,
    private readonly imageReleases: RecipeImageReleases,
  ) {}

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
      ...(dto.imageAlt ? { imageAlt: dto.imageAlt } : {}),
      ...(dto.servings !== undefined ? { servings: dto.servings } : {}),
      ...(dto.sourceUrl ? { sourceUrl: dto.sourceUrl } : {}),
      likeCount: 0,
      baseLikeCount: 0,
      authorName: user.name ?? ANONYMOUS_AUTHOR_NAME,
      authorEmail: user.email,
      authorUid: user.uid,
    });
    this.cache.changed({ kind: 'inserted', id: String(created._id) });
    return { acknowledged: true, insertedId: String(created._id) };
  }

  async update(id: Types.ObjectId, edit: RecipeEdit, user: AuthUser): Promise<{ message: string; recipe: RecipeView }> {
    const before = await requireOwnRecipe(this.recipes, id, user, 'edit');
    const changes: Partial<Recipe> = { title: edit.title, cuisineType: edit.cuisineType, prepTime: edit.prepTime };
    if (edit.categories !== undefined) changes.categories = edit.categories;
    if (edit.image !== undefined) changes.image = storedImagePath(edit.image, this.config.publicUrl);
    if (edit.ingredients !== undefined) changes.ingredients = edit.ingredients;
    if (edit.instructions !== undefined) changes.instructions = edit.instructions;
    // An empty description removes it (the title stands in again); servings: null removes them.
    const unset: Record<string, 1> = {};
    if (edit.imageAlt === '') unset.imageAlt = 1;
    if (edit.imageAlt) changes.imageAlt = edit.imageAlt;
    if (edit.servings === null) unset.servings = 1;
    else if (edit.servings !== undefined) changes.servings = edit.servings;
    const removals = Object.keys(unset).length ? { $unset: unset } : {};
    const updated = await this.recipes
      .findOneAndUpdate({ _id: id, ...ownRecipesFilter(user) }, { $set: changes, ...removals }, { new: true, projection: VIEW_PROJECTION, runValidators: true })
      .lean<StoredRecipe>();
    this.cache.changed({ kind: 'updated', id: String(id), fields: null });
    if (!updated) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (changes.image !== undefined && changes.image !== before.image) await this.imageReleases.released(before.image);
    return { message: API_MESSAGES.updated, recipe: toRecipeView(updated, this.config.publicUrl) };
  }

  /**
   * Deletes the recipe, then runs the deletion hooks (likes delete the recipe's likes; a like left behind by a crash
   * in between names no recipe and is harmless).
   */
  async remove(id: Types.ObjectId, user: AuthUser): Promise<DeleteRecipeResponse> {
    const before = await requireOwnRecipe(this.recipes, id, user, 'delete');
    const { deletedCount } = await this.recipes.deleteOne({ _id: id, ...ownRecipesFilter(user) });
    this.cache.changed({ kind: 'deleted', id: String(id) });
    if (!deletedCount) throw new NotFoundException(RECIPE_NOT_FOUND);
    await this.deletionHooks.deleted(id);
    await this.imageReleases.released(before.image);
    return { deletedCount, message: API_MESSAGES.deleted };
  }
}
