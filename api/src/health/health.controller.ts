import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply as Response } from 'fastify';
import { Connection } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { DatabaseHealthIndicator } from './database.health';

/** Health for load balancers and supervisors (terminus); exempt from every rate limit (see SKIP_EVERY_LIMIT). */
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: DatabaseHealthIndicator,
    @InjectConnection() private readonly connection: Connection,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The API and its database connection (the original health call)' })
  @ApiOkResponse({ description: 'The API is up and its database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async summary(@Res({ passthrough: true }) response: Response) {
    const check = await this.database.pingCheck('database');
    const connected = check.database.status === 'up';
    if (!connected) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: connected ? 'ok' : 'error',
      database: { connected, embedded: !this.config.mongodbUri, name: this.connection.name },
    };
  }

  @Get('live')
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process runs and answers' })
  live(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    return this.answer(response, [() => this.indicators.check('process').up()]);
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers a ping within 1 s (503 otherwise)' })
  ready(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    return this.answer(response, [() => this.database.pingCheck('database')]);
  }

  /** terminus's result; a failed check is a 503 with that result as its body (not the generic 5xx error body). */
  private async answer(response: Response, checks: Parameters<HealthCheckService['check']>[0]): Promise<HealthCheckResult> {
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
