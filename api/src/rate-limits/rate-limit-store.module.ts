import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitStore } from './rate-limit-store';
import { RateLimitWindow, RateLimitWindowSchema } from './schemas/rate-limit-window.schema';

/** The rate limiter's storage: windows shared by all API processes in a TTL collection. */
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitWindow.name, schema: RateLimitWindowSchema }])],
  providers: [RateLimitStore],
  exports: [RateLimitStore],
})
export class RateLimitStoreModule {}
