import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { RecipesModule } from '../recipes/recipes.module';
import { ReviewReadCache } from './cache/review-read-cache';
import { ReviewReadHook } from './cache/review-read-hook';
import { RecipeReviewsController } from './recipe-reviews.controller';
import { ReviewModeration } from './review-moderation';
import { ReviewQuota } from './review-quota';
import { ReviewRepliesController } from './review-replies.controller';
import { ReviewRepliesService } from './review-replies.service';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/**
 * Ratings and reviews of recipes (issue 33): one per cook and recipe, never on their own; the recipe author's reply.
 * Builds on recipes (the recipe's rating fields, kept in the same transaction as each review), never the other way.
 * Exports ReviewModeration (and the model and service) for moderation, which hides and removes reviews through it.
 * GET /recipes/{id}/reviews is answered from ReviewReadCache (anonymous hits before Nest: ReviewReadHook).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]), RecipesModule, RateLimitStoreModule],
  controllers: [RecipeReviewsController, ReviewRepliesController],
  providers: [ReviewsService, ReviewRepliesService, ReviewQuota, ReviewModeration, ReviewReadCache, ReviewReadHook],
  exports: [MongooseModule, ReviewsService, ReviewModeration],
})
export class ReviewsModule {}
