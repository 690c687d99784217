import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../../common/error-response.dto';
import { RECIPE_FEED, RecipeChangeFeed } from './recipe-change-feed';

const STREAM_EXAMPLE =
  `event: ready\ndata: {"heartbeatMs":${RECIPE_FEED.heartbeatMs}}\n\n` +
  'event: change\ndata: {"kind":"inserted","id":"665f1c2e9b1d4a3f8c0e1a2b"}\n\n' +
  ': ping\n\n' +
  'event: change\ndata: {"kind":"unknown","id":null}\n\n';

/**
 * The recipe change feed, for servers that keep rendered public pages. Public: it says only that public recipe data
 * changed. Exempt from the per-minute limits (one request that lasts; a busy renderer must not be locked out of it by
 * its own reads): it has its own bound, RECIPE_FEED.maxSubscribers.
 */
@ApiTags('recipes')
@SkipThrottle()
@Controller('recipes')
export class RecipeChangesController {
  constructor(private readonly feed: RecipeChangeFeed) {}

  @Get('changes')
  @ApiOperation({
    summary: 'Server-Sent Events: one `change` event per change to the recipes (added, edited, liked, deleted)',
    description:
      'Starts with `event: ready`. Then `event: change` with data `{"kind":"inserted"|"updated"|"deleted"|"unknown","id":"<recipe id>"|null}` ' +
      'for each change made through any API process (`unknown`, id null: anything may have changed, e.g. after the API ' +
      'lost track of changes, or for a subscriber that fell behind). A `: ping` comment every ' +
      `${RECIPE_FEED.heartbeatMs / 1000} s. No replay: after a reconnect, treat everything as changed.`,
  })
  // The 200 alone is a stream (so no @ApiProduces): the errors are the usual JSON.
  @ApiOkResponse({ description: 'The event stream, open until the client leaves', content: { 'text/event-stream': { schema: { type: 'string' }, example: STREAM_EXAMPLE } } })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: `${RECIPE_FEED.maxSubscribers} subscribers already; see Retry-After` })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'This API process is shutting down: connect again' })
  follow(@Res() reply: FastifyReply): void {
    this.feed.subscribe(reply);
  }
}
