import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';
import { toInteger } from '../../common/to-integer';

/** The last page of reviews anyone may ask for: keeps the skip bounded (10,000 reviews read at most). */
export const REVIEW_PAGE_MAX = 1000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${REVIEW_PAGE_MAX}`;

/** `?page=` of GET /recipes/{id}/reviews: 1-based, digits only, else 400. The page size is fixed (REVIEW_LIMITS.pageSize). */
export class ReviewPageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: REVIEW_PAGE_MAX, default: 1, description: '1-based' })
  @IsOptionalNotNull()
  @Max(REVIEW_PAGE_MAX, { message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  @Transform(toInteger)
  page?: number;
}
