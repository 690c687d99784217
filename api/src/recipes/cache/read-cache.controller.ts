import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { PublicReadResponses, ReadCacheStats } from './public-read-responses';

/** The public read cache's counters, for operators and the mixed-workload benchmark (no recipe data). */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class ReadCacheController {
  constructor(private readonly responses: PublicReadResponses) {}

  @Get('cache')
  @ApiOperation({ summary: "This API process's public read cache: entries, bytes, hits and misses since it started" })
  @ApiOkResponse({ description: '{ entries, bytes, hits, misses }' })
  stats(): ReadCacheStats {
    return this.responses.stats;
  }
}
