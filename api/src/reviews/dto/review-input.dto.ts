import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_LIMITS } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { trimString } from '../../recipes/dto/transforms';

const RATING_MESSAGE = `rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}`;

/** PUT /recipes/{id}/reviews/mine: the caller's rating and optional text. Unknown fields are refused (400). */
export class ReviewInputDto {
  @ApiProperty({ type: 'integer', minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax, example: 5 })
  @Max(REVIEW_LIMITS.ratingMax, { message: RATING_MESSAGE })
  @Min(REVIEW_LIMITS.ratingMin, { message: RATING_MESSAGE })
  @IsInt({ message: RATING_MESSAGE })
  rating: number;

  @ApiPropertyOptional({
    maxLength: REVIEW_LIMITS.textMax,
    description: 'Plain text (line breaks kept, shown as text); trimmed. Absent or empty: a rating alone',
  })
  @IsOptionalNotNull()
  @MaxLength(REVIEW_LIMITS.textMax, { message: `text must be at most ${REVIEW_LIMITS.textMax} characters` })
  @IsString({ message: 'text must be a string' })
  @Transform(trimString)
  text?: string;
}

/** PUT /reviews/{reviewId}/reply: the recipe author's reply. */
export class ReplyInputDto {
  @ApiProperty({ minLength: 1, maxLength: REVIEW_LIMITS.replyMax, description: 'Plain text (line breaks kept, shown as text); trimmed' })
  @MaxLength(REVIEW_LIMITS.replyMax, { message: `text must be at most ${REVIEW_LIMITS.replyMax} characters` })
  @IsNotEmpty({ message: 'text is required' })
  @IsString({ message: 'text must be a string' })
  @Transform(trimString)
  text: string;
}
