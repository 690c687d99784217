import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecipeCache } from './cache/recipe-cache';
import { PublicReadResponses } from './cache/public-read-responses';
import { ReadCacheController } from './cache/read-cache.controller';
import { PublicReadBuilder } from './cache/public-read-builder';
import { ReadFreshness } from './cache/read-freshness';
import { RecipeReadParts } from './cache/recipe-read-parts';
import { RecipeViewLoader } from './cache/recipe-view-loader';
import { RecipeChangeStream } from './cache/recipe-change-stream';
import { SharedRecipeReads } from './cache/shared-recipe-reads';
import { RecipeChangeFeed } from './changes/recipe-change-feed';
import { RecipeChangesController } from './changes/recipe-changes.controller';
import { MyRecipesController } from './my-recipes.controller';
import { RecipeDeletionHooks } from './recipe-deletion-hooks';
import { RecipeImageReleases } from './recipe-image-releases';
import { RecipeQueriesService } from './recipe-queries.service';
import { RecipeStatsService } from './recipe-stats.service';
import { RecipeWritesService } from './recipe-writes.service';
import { RecipesController } from './recipes.controller';
import { Recipe, RecipeSchema } from './schemas/recipe.schema';

/**
 * Recipes: reads, writes, statistics, the cache of the shared reads and the change feed (GET /recipes/changes). It
 * knows no other feature: likes, images (and the seed) build on it, reaching the Recipe model, the cache and the
 * deletion hooks through its exports.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Recipe.name, schema: RecipeSchema }])],
  controllers: [RecipesController, MyRecipesController, ReadCacheController, RecipeChangesController],
  providers: [
    RecipeQueriesService,
    RecipeWritesService,
    RecipeStatsService,
    RecipeDeletionHooks,
    RecipeImageReleases,
    RecipeCache,
    RecipeChangeStream,
    SharedRecipeReads,
    ReadFreshness,
    RecipeReadParts,
    RecipeViewLoader,
    PublicReadResponses,
    PublicReadBuilder,
    RecipeChangeFeed,
  ],
  exports: [MongooseModule, RecipeCache, RecipeDeletionHooks, RecipeImageReleases, RecipeQueriesService, RecipeWritesService],
})
export class RecipesModule {}
