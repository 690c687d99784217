import { Global, Module } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import { AuthModule } from './auth/auth.module';
import { API_CONFIG, loadConfig } from './config/api-config';
import { LikesService } from './likes/likes.service';
import { MealPlansModule } from './meal-plans/meal-plans.module';
import { MealPlansService } from './meal-plans/meal-plans.service';
import { RecipeQueriesService } from './recipes/recipe-queries.service';
import { RecipeWritesService } from './recipes/recipe-writes.service';
import { RecipesModule } from './recipes/recipes.module';
import { ObservabilityModule } from './observability/observability.module';
import { RumModule } from './rum/rum.module';
import { RumSummaries } from './rum/rum-summary.service';
import { SavedRecipesService } from './saved-recipes/saved-recipes.service';
import { ShoppingListsService } from './shopping-lists/shopping-lists.service';

/** What the root module gives every feature: the config and a connection (here one whose models already exist). */
@Global()
@Module({
  providers: [
    { provide: API_CONFIG, useValue: loadConfig({ NODE_ENV: 'test' }) },
    {
      provide: getConnectionToken(),
      useValue: { models: Object.fromEntries(['Recipe', 'PlanEntry', 'PlanDay', 'RateLimitWindow', 'RumEventBatch', 'RumMinute'].map((modelName) => [modelName, { modelName }])) },
    },
  ],
  exports: [API_CONFIG, getConnectionToken()],
})
class RootStandIn {}

/**
 * Which folder may import which is .dependency-cruiser.cjs's (api-recipes-know-no-feature-built-on-them and the
 * rest, run by `npm test -w @forkful/architecture`). A cruiser sees imports, not Nest's injector: a provider asked for
 * by token, or one only a feature module exports, shows only when RecipesModule compiles without those modules.
 */
describe('the module graph points one way', () => {
  it('compiles RecipesModule without the features built on it (likes, saved recipes, the meal plan, the shopping list)', async () => {
    const module = await Test.createTestingModule({ imports: [RootStandIn, AuthModule, RecipesModule] }).compile();
    expect(module.get(RecipeQueriesService)).toBeInstanceOf(RecipeQueriesService);
    expect(module.get(RecipeWritesService)).toBeInstanceOf(RecipeWritesService);
    expect(module.get(getModelToken('Recipe'))).toEqual({ modelName: 'Recipe' });
    expect(() => module.get(LikesService)).toThrow();
    expect(() => module.get(SavedRecipesService)).toThrow();
    expect(() => module.get(MealPlansService)).toThrow();
    expect(() => module.get(ShoppingListsService)).toThrow();
    await module.close();
  });

  it('compiles MealPlansModule without the shopping list built on it', async () => {
    const module = await Test.createTestingModule({ imports: [RootStandIn, AuthModule, MealPlansModule] }).compile();
    expect(module.get(MealPlansService)).toBeInstanceOf(MealPlansService);
    expect(() => module.get(ShoppingListsService)).toThrow();
    await module.close();
  });

  it('compiles RumModule on auth, observability and config alone: no feature', async () => {
    const module = await Test.createTestingModule({ imports: [RootStandIn, AuthModule, ObservabilityModule, RumModule] }).compile();
    expect(module.get(RumSummaries)).toBeInstanceOf(RumSummaries);
    expect(() => module.get(RecipeQueriesService)).toThrow();
    await module.close();
  });
});
