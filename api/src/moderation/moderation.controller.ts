import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type ModerationDecision, type ReportableKind, type ReportedItem } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { DecisionInputDto } from './dto/decision-input.dto';
import { ModerationDecisionResponse, ReportedItemResponse } from './dto/moderation-responses.dto';
import { QueueQueryDto } from './dto/queue-query.dto';
import { ModerationDecisions } from './moderation-decisions.service';
import { ParseModeratedItemIdPipe, ParseReportableKindPipe } from './moderation-params.pipe';
import { ModerationQueue } from './moderation-queue.service';
import { ModeratorsOnly } from './moderators-only.decorator';

/** Moderators (the `moderator` role): the reported items, and a decision on one. */
@ApiTags('moderation')
@Controller('moderation')
export class ModerationController {
  constructor(
    private readonly queue: ModerationQueue,
    private readonly decisions: ModerationDecisions,
  ) {}

  @Get('reports')
  @ModeratorsOnly()
  @ApiOperation({
    summary: `The items with open reports, hidden ones first, then the most reported; ${MODERATION_LIMITS.queuePageSize} a page`,
    description: "Each with its excerpt, author, page and open reports (the newest 50; reporters' names, never emails).",
  })
  @ApiOkResponse({
    type: ReportedItemResponse,
    isArray: true,
    headers: { 'X-Total-Count': { description: 'How many items have open reports', schema: { type: 'integer' } } },
  })
  async reports(@Query() query: QueueQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportedItem[]> {
    const { items, total } = await this.queue.page(query.page ?? 1);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Post(':kind/:itemId/decision')
  @ModeratorsOnly()
  @ApiOperation({ summary: 'Decide on a reported item: keep (show it again) or remove (delete it); closes its reports; recorded' })
  @ApiCreatedResponse({ type: ModerationDecisionResponse, description: 'The recorded decision' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: MODERATION_MESSAGES.itemNotFound })
  decide(
    @Param('kind', ParseReportableKindPipe) kind: ReportableKind,
    @Param('itemId', ParseModeratedItemIdPipe) itemId: string,
    @Body() body: DecisionInputDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ModerationDecision> {
    return this.decisions.decide(kind, itemId, body, user);
  }
}
