import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInteger } from '../../common/to-integer';
import { COOKS_LIST_MAX } from '../cooks-with-recipes';

/** `?limit=` of GET /cooks: 1..COOKS_LIST_MAX (the default), digits only, else 400. */
export class CooksQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: COOKS_LIST_MAX, default: COOKS_LIST_MAX, description: 'At most this many cooks, the most recent first' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(COOKS_LIST_MAX)
  limit?: number;
}
