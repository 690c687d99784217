import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { COLLECTION_MESSAGES, MODERATION_LIMITS, MODERATION_MESSAGES, REVIEW_MESSAGES } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { CollectionId, ParseCollectionIdPipe } from '../collections/collection-id.pipe';
import { ParseReviewIdPipe, ReviewId } from '../reviews/review-id.pipe';
import { ReportInputDto } from './dto/report-input.dto';
import { ReportedResponse } from './dto/moderation-responses.dto';
import { ReportQuota } from './report-quota';
import { ReportsService } from './reports.service';

const REPORTED = { type: ReportedResponse, description: `Reported; at ${MODERATION_LIMITS.hideThreshold} different cooks' open reports the item is hidden from everyone but its author until a moderator decides` };
const OWN = { type: ErrorResponse, description: MODERATION_MESSAGES.reportOwn };
const ALREADY = { type: ErrorResponse, description: `${MODERATION_MESSAGES.alreadyReported} (until a moderator decides on it)` };
const HOURLY_LIMIT = { type: ErrorResponse, description: 'Too many requests from this client this minute, or the hourly limit of reports (REPORTS_PER_HOUR); see Retry-After' };

/** A signed-in cook reports a review or a public collection: once each until a moderator decides, never their own. */
@ApiTags('moderation')
@SignedIn()
@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly quota: ReportQuota,
  ) {}

  @Post('reviews/:reviewId/reports')
  @ApiOperation({ summary: 'Report a review (answers the thanks to show)' })
  @ApiCreatedResponse(REPORTED)
  @ApiForbiddenResponse(OWN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${REVIEW_MESSAGES.reviewNotFound}: unknown or malformed id, or a review hidden from the caller` })
  @ApiConflictResponse(ALREADY)
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  async reportReview(
    @Param('reviewId', ParseReviewIdPipe) reviewId: ReviewId,
    @Body() body: ReportInputDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedResponse> {
    this.quota.take(user.uid, reply);
    await this.reports.report('review', String(reviewId), user, body);
    return { message: MODERATION_MESSAGES.reported };
  }

  @Post('collections/:collectionId/reports')
  @ApiOperation({ summary: 'Report a public collection (answers the thanks to show)' })
  @ApiCreatedResponse(REPORTED)
  @ApiForbiddenResponse(OWN)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${COLLECTION_MESSAGES.notFound}: unknown or malformed id, private, or hidden from the caller` })
  @ApiConflictResponse(ALREADY)
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  async reportCollection(
    @Param('collectionId', ParseCollectionIdPipe) collectionId: CollectionId,
    @Body() body: ReportInputDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportedResponse> {
    this.quota.take(user.uid, reply);
    await this.reports.report('collection', String(collectionId), user, body);
    return { message: MODERATION_MESSAGES.reported };
  }
}
