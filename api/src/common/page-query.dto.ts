import { ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_RECIPES_PAGE_SIZE, RECIPES_PAGE_LIMIT_MAX } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInteger } from './to-integer';

/** The last page anyone may ask for: keeps skip (page × limit) a bounded number. */
export const PAGE_MAX = 1_000_000;

/**
 * `?page=&limit=` of the paged lists (GET /saved-recipes, GET /cooks/{uid}/recipes), with GET /recipes' rules: page
 * 1-based up to PAGE_MAX, limit 1..RECIPES_PAGE_LIMIT_MAX (default ALL_RECIPES_PAGE_SIZE); digits only, else 400.
 */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_MAX, default: 1, description: '1-based' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(PAGE_MAX)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: RECIPES_PAGE_LIMIT_MAX, default: ALL_RECIPES_PAGE_SIZE })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(RECIPES_PAGE_LIMIT_MAX)
  limit?: number;
}

/** The skip and limit of a validated page query. */
export function pageWindow(query: PageQueryDto): { skip: number; limit: number } {
  const limit = query.limit ?? ALL_RECIPES_PAGE_SIZE;
  return { skip: ((query.page ?? 1) - 1) * limit, limit };
}
