import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { PublicReadResponses, ReadCacheStats } from './public-read-responses';
import { RecipeReadParts } from './recipe-read-parts';

/** The public read cache's counters, for operators and the mixed-workload benchmark (no recipe data). */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class ReadCacheController {
  constructor(
    private readonly responses: PublicReadResponses,
    private readonly parts: RecipeReadParts,
  ) {}

  @Get('cache')
  @ApiOperation({ summary: "This API process's public read cache: answers kept, hits and misses since it started, parts kept" })
  @ApiOkResponse({ description: '{ entries, bytes, hits, misses, views, viewBytes, listIds }' })
  stats(): ReadCacheStats & RecipeReadParts['size'] {
    return { ...this.responses.stats, ...this.parts.size };
  }
}
