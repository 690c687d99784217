import { Body, Controller, Delete, Param, Put, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { REVIEW_MESSAGES, type Review as ReviewView } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ReplyInputDto } from './dto/review-input.dto';
import { ReviewResponse } from './dto/review-responses.dto';
import { ParseReviewIdPipe, ReviewId } from './review-id.pipe';
import { ReviewQuota } from './review-quota';
import { ReviewRepliesService } from './review-replies.service';

const HOURLY_LIMIT = { type: ErrorResponse, description: 'Too many requests from this client this minute, or the hourly limit of reviews and replies written (REVIEWS_PER_HOUR); see Retry-After' };
const NOT_AUTHOR = { type: ErrorResponse, description: REVIEW_MESSAGES.replyNotAuthor };

/** The recipe author's reply to a review of their recipe: one each, set, replaced or deleted by them alone. */
@ApiTags('reviews')
@SignedIn()
@Controller('reviews/:reviewId/reply')
export class ReviewRepliesController {
  constructor(
    private readonly replies: ReviewRepliesService,
    private readonly quota: ReviewQuota,
  ) {}

  @Put()
  @ApiOperation({ summary: 'Set or replace the reply (its createdAt kept); answers the review' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiForbiddenResponse(NOT_AUTHOR)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${REVIEW_MESSAGES.reviewNotFound}: unknown or malformed review id` })
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  reply(
    @Param('reviewId', ParseReviewIdPipe) reviewId: ReviewId,
    @Body() body: ReplyInputDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReviewView> {
    this.quota.take(user.uid, reply);
    return this.replies.reply(reviewId, user, body.text);
  }

  @Delete()
  @ApiOperation({ summary: 'Delete the reply; answers the review without it' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiForbiddenResponse(NOT_AUTHOR)
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${REVIEW_MESSAGES.reviewNotFound}, or ${REVIEW_MESSAGES.replyNotFound}` })
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  removeReply(@Param('reviewId', ParseReviewIdPipe) reviewId: ReviewId, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReviewView> {
    this.quota.take(user.uid, reply);
    return this.replies.removeReply(reviewId, user);
  }
}
