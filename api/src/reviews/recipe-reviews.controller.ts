import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review as ReviewView } from '@forkful/domain';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../auth/signed-in.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ParseRecipeIdPipe, RecipeId } from '../common/object-id.pipe';
import { JSON_CONTENT_TYPE } from '../common/json-bytes';
import { ReviewInputDto } from './dto/review-input.dto';
import { ReviewPageQueryDto } from './dto/review-page-query.dto';
import { ReviewPageResponse, ReviewResponse } from './dto/review-responses.dto';
import { ReviewQuota } from './review-quota';
import { ReviewsService } from './reviews.service';

const NO_SUCH_RECIPE = { type: ErrorResponse, description: 'Unknown or malformed recipe id (a deleted recipe is unknown)' };
const HOURLY_LIMIT = { type: ErrorResponse, description: 'Too many requests from this client this minute, or the hourly limit of reviews and replies written (REVIEWS_PER_HOUR); see Retry-After' };

/** A recipe's ratings and reviews (public), and the caller's own review of it (one per cook; never their own recipe). */
@ApiTags('reviews')
@Controller('recipes/:id/reviews')
export class RecipeReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly quota: ReviewQuota,
  ) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE) // a ReviewPage, serialized once and cached (ReviewsService.pageJson)
  @ApiOperation({ summary: `The recipe's rating summary and a page (${REVIEW_LIMITS.pageSize}) of its reviews, newest first` })
  @ApiOkResponse({ type: ReviewPageResponse })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  page(@Param('id', ParseRecipeIdPipe) id: RecipeId, @Query() query: ReviewPageQueryDto): Promise<Buffer> {
    return this.reviews.pageJson(id, query.page ?? 1);
  }

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: "The caller's review of the recipe" })
  @ApiOkResponse({ type: ReviewResponse })
  // Not a 404: a recipe page asks on every signed-in visit, and browsers log every 4xx as an error.
  @ApiNoContentResponse({ description: 'The caller has not reviewed it' })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  async mine(@Param('id', ParseRecipeIdPipe) id: RecipeId, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReviewView | undefined> {
    const review = await this.reviews.mine(id, user);
    if (review) return review;
    reply.status(204);
    return undefined;
  }

  @Put('mine')
  @SignedIn()
  @ApiOperation({ summary: "Create the caller's review (201) or change its rating and text (200); not on your own recipe" })
  @ApiCreatedResponse({ type: ReviewResponse, description: 'The new review' })
  @ApiOkResponse({ type: ReviewResponse, description: 'The changed review' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: REVIEW_MESSAGES.reviewOwn })
  @ApiNotFoundResponse(NO_SUCH_RECIPE)
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  async save(
    @Param('id', ParseRecipeIdPipe) id: RecipeId,
    @Body() body: ReviewInputDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReviewView> {
    this.quota.take(user.uid, reply);
    const { review, created } = await this.reviews.save(id, user, body);
    reply.status(created ? 201 : 200);
    return review;
  }

  @Delete('mine')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: "Delete the caller's review (its rating leaves the recipe's)" })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `No such recipe, or ${REVIEW_MESSAGES.reviewNotFound}` })
  @ApiTooManyRequestsResponse(HOURLY_LIMIT)
  async remove(@Param('id', ParseRecipeIdPipe) id: RecipeId, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    this.quota.take(user.uid, reply);
    await this.reviews.remove(id, user);
  }
}
