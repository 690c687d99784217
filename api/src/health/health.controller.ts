import { Controller, Get, HttpStatus, Inject, Logger, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Connection, ConnectionStates } from 'mongoose';
import { API_CONFIG, ApiConfig } from '../config/api-config';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database connection' })
  @ApiOkResponse({ description: 'The API is up and its database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async health(@Res({ passthrough: true }) response: Response) {
    const database = { connected: false, embedded: !this.config.mongodbUri, name: this.connection.name };
    if (this.connection.readyState === ConnectionStates.connected && this.connection.db) {
      try {
        await this.connection.db.command({ ping: 1 });
        database.connected = true;
      } catch (error) {
        this.logger.warn(`Database ping failed: ${(error as Error).message}`);
      }
    }
    if (!database.connected) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database.connected ? 'ok' : 'error', database };
  }
}
