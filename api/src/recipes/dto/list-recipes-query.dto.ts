import { ApiPropertyOptional } from '@nestjs/swagger';
import { CUISINES, RECIPE_SORTS, type Cuisine, type RecipeSort } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';
import { LIMITS } from './recipe-fields';
import { trimString } from './transforms';

/**
 * GET /recipes query: a page (PageQueryDto) filtered, sorted or searched. With none of these, the call returns every
 * recipe (the spec's compatibility form).
 */
export class ListRecipesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CUISINES })
  @IsOptional()
  @IsIn(CUISINES, { message: `cuisine must be one of: ${CUISINES.join(', ')}` })
  cuisine?: Cuisine;

  @ApiPropertyOptional({ enum: RECIPE_SORTS, description: 'Default: newest first' })
  @IsOptional()
  @IsIn(RECIPE_SORTS, { message: `sort must be one of: ${RECIPE_SORTS.join(', ')}` })
  sort?: RecipeSort;

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
