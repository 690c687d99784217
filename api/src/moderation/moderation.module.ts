import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CollectionsModule } from '../collections/collections.module';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ModeratedItems } from './moderated-items';
import { ModeratedKinds } from './moderated-kinds';
import { ModerationController } from './moderation.controller';
import { ModerationDecisions } from './moderation-decisions.service';
import { ModerationQueue } from './moderation-queue.service';
import { ReportQuota } from './report-quota';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ModerationDecisionRecord, ModerationDecisionSchema } from './schemas/moderation-decision.schema';
import { Report, ReportSchema } from './schemas/report.schema';

/**
 * Reports and moderators' decisions (issue 33): reports of reviews and public collections, hiding at the threshold,
 * the queue and the recorded decisions. Builds on reviews and collections (it hides, shows and removes their items
 * through their ReviewModeration and CollectionModeration); neither knows it.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Report.name, schema: ReportSchema },
      { name: ModerationDecisionRecord.name, schema: ModerationDecisionSchema },
    ]),
    ReviewsModule,
    CollectionsModule,
    RateLimitStoreModule,
  ],
  controllers: [ReportsController, ModerationController],
  providers: [ReportsService, ModerationQueue, ModerationDecisions, ReportQuota, { provide: ModeratedItems, useClass: ModeratedKinds }],
})
export class ModerationModule {}
