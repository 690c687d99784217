import { Inject, Injectable } from '@nestjs/common';
import type { Recipe as RecipeView } from '@forkful/domain';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { RecipeQueriesService } from '../recipe-queries.service';
import { serializeUnpaged, UnpagedRecipes } from '../unpaged-recipes';
import { RecipeCache } from './recipe-cache';

/** The reads that are the same for everyone, served from the recipe cache (dropped by any change to the recipes). */
@Injectable()
export class SharedRecipeReads {
  constructor(
    private readonly cache: RecipeCache,
    private readonly queries: RecipeQueriesService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** GET /top-recipes, the home page's call. */
  top(): Promise<RecipeView[]> {
    return this.cache.get('top', () => this.queries.top());
  }

  /**
   * GET /recipes without a query: the newest UNPAGED_RECIPES_LIMIT recipes and the total, serialized once and
   * shared, so concurrent callers cost one query and one serialization between two changes.
   */
  unpaged(): Promise<UnpagedRecipes> {
    return this.cache.get('unpaged', async () => {
      const limit = this.config.unpagedRecipesLimit;
      const { recipes, total } = await this.queries.newest(limit);
      return serializeUnpaged(recipes, total, limit);
    });
  }
}
