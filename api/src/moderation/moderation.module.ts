import { Module } from '@nestjs/common';
import { CollectionsModule } from '../collections/collections.module';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { ReviewsModule } from '../reviews/reviews.module';

/**
 * Reports and moderators' decisions (issue 33): reports of reviews and public collections, hiding at the threshold,
 * the queue and the recorded decisions. Builds on reviews and collections (it hides, shows and removes their items
 * through their services); neither knows it.
 */
@Module({
  imports: [ReviewsModule, CollectionsModule, RateLimitStoreModule],
  controllers: [],
  providers: [],
})
export class ModerationModule {}
