import { recipeToSchemaOrg, type SchemaOrgObject } from '@forkful/domain/schema-org';
import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeQueriesService } from '../recipes/recipe-queries.service';

/**
 * The cook's recipes as schema.org Recipe objects, newest first: each with its page on Forkful (PUBLIC_ORIGIN), its photo's
 * absolute address and its source. What the recipe pages' JSON-LD says, so the file imports again here (POST
 * /imports/file) and in the managers that read schema.org.
 */
@Injectable()
export class RecipeExportService {
  constructor(
    private readonly queries: RecipeQueriesService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async exportMine(user: AuthUser): Promise<SchemaOrgObject[]> {
    const recipes = await this.queries.mine(user, undefined);
    return recipes.map((recipe) =>
      recipeToSchemaOrg(recipe, { pageUrl: `${this.config.publicOrigin}/recipes/${recipe._id}`, imageUrl: recipe.image || undefined }),
    );
  }
}
