import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitStoreModule } from '../rate-limits/rate-limit-store.module';
import { RumController } from './rum.controller';
import { RumIngest } from './rum-ingest.service';
import { RumReceiver } from './rum-receiver';
import { RumSummaries } from './rum-summary.service';
import { RumEventBatch, RumEventBatchSchema } from './schemas/rum-event.schema';
import { RumMinute, RumMinuteSchema } from './schemas/rum-minute.schema';

/**
 * Real-user monitoring: the shell's events (POST /rum), their per-minute aggregates and each version's health
 * (GET /rum/summary). Stands on auth, the rate limiter's windows, observability and config; no feature imports it.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RumEventBatch.name, schema: RumEventBatchSchema },
      { name: RumMinute.name, schema: RumMinuteSchema },
    ]),
    RateLimitStoreModule,
  ],
  controllers: [RumController],
  providers: [RumIngest, RumReceiver, RumSummaries],
})
export class RumModule {}
