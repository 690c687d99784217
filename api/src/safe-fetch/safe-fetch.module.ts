import { Module } from '@nestjs/common';
import { SafeFetcher } from './safe-fetcher';

/**
 * The one way the API fetches an address a user named (an imported page, its photo): public addresses only, checked
 * on the address it connects to, bounded in redirects, time and size. Knows no feature.
 */
@Module({
  providers: [SafeFetcher],
  exports: [SafeFetcher],
})
export class SafeFetchModule {}
