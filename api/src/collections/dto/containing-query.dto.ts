import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';
import { IsOptionalNotNull } from '../../recipes/dto/recipe-fields';

/** GET /collections?containing={recipeId}: each collection then says whether that recipe is in it ("Add to collection"). */
export class ContainingQueryDto {
  @ApiPropertyOptional({ example: '665f1c2e8a1b2c3d4e5f6a7b', description: 'A recipe id: each collection then has `contains`' })
  @IsOptionalNotNull()
  @IsMongoId({ message: 'containing must be a recipe id (24 hex digits)' })
  containing?: string;
}
