import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { bearerMatches } from '../common/bearer-secret';
import { ErrorResponse } from '../common/error-response.dto';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from './metrics.service';

export const METRICS_TOKEN_REQUIRED = 'GET /metrics takes Authorization: Bearer <METRICS_TOKEN>';

/**
 * Prometheus's scrape (operational, for the metrics collector only): behind METRICS_TOKEN, answering 404 while it is
 * unset so the endpoint is never open. Exempt from the rate limits like /health: a scraper is never refused, and a
 * wrong token costs one comparison.
 */
@ApiTags('operations')
@SkipThrottle()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Operational: this API process\'s metrics in the Prometheus text format (Authorization: Bearer <METRICS_TOKEN>)' })
  // The scrape is text; its refusals are the API's JSON error body, as every route's (so not @ApiProduces, which would
  // give every response the text type).
  @ApiOkResponse({ description: 'Prometheus text exposition (version 0.0.4)', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No or a wrong METRICS_TOKEN' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'METRICS_TOKEN is not set: no metrics are served' })
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException();
    if (!bearerMatches(authorization, token)) throw new UnauthorizedException(METRICS_TOKEN_REQUIRED);
    const { contentType, body } = await this.metrics.exposition();
    await reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  }
}
