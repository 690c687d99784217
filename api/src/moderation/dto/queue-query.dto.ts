import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { toInteger } from '../../common/to-integer';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';

/** The last page of the queue anyone may ask for: keeps the skip bounded. */
export const QUEUE_PAGE_MAX = 1000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${QUEUE_PAGE_MAX}`;

/** `?page=` of GET /moderation/reports: 1-based, digits only, else 400. The page size is fixed (queuePageSize). */
export class QueueQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: QUEUE_PAGE_MAX, default: 1, description: '1-based' })
  @IsOptionalNotNull()
  @Max(QUEUE_PAGE_MAX, { message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  @Transform(toInteger)
  page?: number;
}
