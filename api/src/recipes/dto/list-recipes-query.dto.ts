import { ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_RECIPES_PAGE_SIZE, CUISINES, RECIPE_SORTS, RECIPES_PAGE_LIMIT_MAX, type Cuisine, type RecipeSort } from '@forkful/contracts/core';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_MAX } from '../../common/page-query.dto';
import { LIMITS } from './recipe-fields';
import { toInteger, trimString } from './transforms';

/** GET /recipes query. With none of these, the call returns every recipe (the spec's compatibility form). */
export class ListRecipesQueryDto {
  @ApiPropertyOptional({ enum: CUISINES })
  @IsOptional()
  @IsIn(CUISINES, { message: `cuisine must be one of: ${CUISINES.join(', ')}` })
  cuisine?: Cuisine;

  @ApiPropertyOptional({ enum: RECIPE_SORTS, description: 'Default: newest first' })
  @IsOptional()
  @IsIn(RECIPE_SORTS, { message: `sort must be one of: ${RECIPE_SORTS.join(', ')}` })
  sort?: RecipeSort;

  @ApiPropertyOptional({ minimum: 1, default: 1, description: '1-based' })
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

  @ApiPropertyOptional({
    maxLength: LIMITS.query,
    description:
      'Case-insensitive search over title and ingredients (substring), widened by whole-word stemmed matches of title, cuisine and ingredients; most relevant first unless sort is given',
  })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.query)
  q?: string;
}
