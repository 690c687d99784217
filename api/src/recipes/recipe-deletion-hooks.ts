import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';

/** Work another feature does when a recipe is deleted, e.g. likes deleting the recipe's likes. */
export type RecipeDeletedHook = (recipeId: Types.ObjectId) => Promise<unknown>;

/**
 * What happens after a recipe is deleted, registered by the features that keep data about recipes (likes), so that
 * recipes need not know them: the dependency points from them to recipes, never back.
 */
@Injectable()
export class RecipeDeletionHooks {
  private readonly hooks: RecipeDeletedHook[] = [];

  onDeleted(hook: RecipeDeletedHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook in turn, after the recipe is gone; a hook's failure fails the delete request. */
  async deleted(recipeId: Types.ObjectId): Promise<void> {
    for (const hook of this.hooks) await hook(recipeId);
  }
}
