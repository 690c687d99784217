import { Module } from '@nestjs/common';
import { SAFE_FETCH_OPTIONS } from './safe-fetch-options';
import { SafeFetcher } from './safe-fetcher';

/**
 * The one way the API fetches an address a user named (an imported page, its photo): public addresses only, checked
 * on the address it connects to, bounded in redirects, time and size. Knows no feature.
 */
@Module({
  providers: [
    SafeFetcher,
    // No options: IMPORT_LIMITS and the system resolver. Registered so a test can overrideProvider() it (a shorter
    // deadline, a resolver of its own).
    { provide: SAFE_FETCH_OPTIONS, useValue: {} },
  ],
  exports: [SafeFetcher],
})
export class SafeFetchModule {}
