import { Module } from '@nestjs/common';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { RecipesModule } from '../recipes/recipes.module';

/**
 * Ratings and reviews of recipes (issue 33): one per cook and recipe, never on their own; the recipe author's reply.
 * Builds on recipes (the recipe's rating fields, kept in the same transaction as each review), never the other way.
 */
@Module({
  imports: [RecipesModule, RateLimitStoreModule],
  controllers: [],
  providers: [],
})
export class ReviewsModule {}
