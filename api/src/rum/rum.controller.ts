import { Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { API_PATHS, RUM_LIMITS, type RumSummary } from '@forkful/domain';
import type { FastifyRequest } from 'fastify';
import { RequireRole } from '../auth/require-role.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { RumSummaryQueryDto } from './dto/rum-summary-query.dto';
import { RumSummaryResponse } from './dto/rum-summary.dto';
import { RUM_BATCH_SCHEMA } from './rum-openapi';
import { RumRateLimitGuard } from './rum-rate-limit.guard';
import { RumReceiver } from './rum-receiver';
import { RumSummaries } from './rum-summary.service';

@ApiTags('rum')
@Controller()
export class RumController {
  constructor(
    private readonly receiver: RumReceiver,
    private readonly summaries: RumSummaries,
  ) {}

  /** The body is read from the request, not with @Body(): it is checked by rum-batch.ts, not by the DTO pipe. */
  @Post(API_PATHS.rum)
  @HttpCode(204)
  @SkipThrottle()
  @UseGuards(RumRateLimitGuard)
  @ApiOperation({
    summary: "Real-user monitoring: a batch of the shell's events (public; sent with navigator.sendBeacon)",
    description:
      `JSON, as application/json or text/plain (sendBeacon's type). At most ${RUM_LIMITS.maxBodyBytes} bytes and ` +
      `${RUM_LIMITS.maxEventsPerBatch} events. Rate-limited per client address (RUM_BATCHES_PER_MIN a minute), apart from the other limits. ` +
      'Nothing about the sender is stored.',
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ schema: RUM_BATCH_SCHEMA })
  @ApiNoContentResponse({ description: 'Accepted' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not a valid batch (the message lists the problems)' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: `The body is larger than ${RUM_LIMITS.maxBodyBytes} bytes` })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: 'Unsupported body charset or encoding' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many batches from this client in this minute (RUM_BATCHES_PER_MIN)' })
  receive(@Req() request: FastifyRequest): void {
    this.receiver.receive(request.body, request.headers['content-length']);
  }

  @Get(API_PATHS.rumSummary)
  @RequireRole('operator', { metricsToken: true })
  @ApiOperation({ summary: "One app version's health (RUM): the last hour and since it went live. Operators, or the METRICS_TOKEN bearer" })
  @ApiOkResponse({ type: RumSummaryResponse })
  summary(@Query() query: RumSummaryQueryDto): Promise<RumSummary> {
    return this.summaries.summary(query.app, query.version, query.since);
  }
}
