import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_LIMITS } from '@forkful/domain';

export class ReviewReplyResponse {
  @ApiProperty({ description: 'Plain text' }) text: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'When the author last changed it' }) updatedAt: string;
}

/** A review: never an email; the reviewer's page is /cooks/{authorUid}. */
export class ReviewResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7c' }) _id: string;
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' }) recipeId: string;
  @ApiProperty() authorUid: string;
  @ApiProperty({ description: "The reviewer's display name" }) authorName: string;
  @ApiProperty({ type: 'integer', minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }) rating: number;
  @ApiProperty({ description: 'Plain text, possibly empty (a rating alone)' }) text: string;
  @ApiPropertyOptional({ type: ReviewReplyResponse, description: "The recipe author's reply, when there is one" }) reply?: ReviewReplyResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: "The reviewer's last change" }) updatedAt: string;
}

export class RatingSummaryResponse {
  @ApiProperty({ type: 'number', nullable: true, example: 4.3, description: 'The average to one decimal; null when nobody rated it' })
  average: number | null;
  @ApiProperty({ type: 'integer', description: 'How many rated it' }) count: number;
  @ApiProperty({ type: 'integer', isArray: true, minItems: 5, maxItems: 5, description: 'How many gave 1, 2, 3, 4 and 5 stars' })
  breakdown: number[];
}

export class ReviewPageResponse {
  @ApiProperty({ type: RatingSummaryResponse }) summary: RatingSummaryResponse;
  @ApiProperty({ type: ReviewResponse, isArray: true, description: `At most ${REVIEW_LIMITS.pageSize}, newest first` }) reviews: ReviewResponse[];
  @ApiProperty({ type: 'integer', description: 'All the reviews shown publicly (for "Show more")' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
}
