import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CUISINES, type Category, type Cuisine } from '@forkful/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IMAGE_URL_OPTIONS, LIMITS } from './recipe-fields';
import { toCategoryList, toInteger, trimString } from './transforms';

/**
 * PUT /my-recipes/{id}: the edit form's reading (preparationTime, categories as "Lunch, Vegan") and the
 * creation reading (prepTime, categories as an array) are both accepted and stored in one canonical form.
 */
export class UpdateRecipeDto {
  @ApiProperty({ maxLength: LIMITS.title })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.title)
  title: string;

  @ApiProperty({ enum: CUISINES })
  @IsIn(CUISINES, { message: `cuisineType must be one of: ${CUISINES.join(', ')}` })
  cuisineType: Cuisine;

  @ApiPropertyOptional({ minimum: 1, description: 'Integer minutes (the edit form reading). This or prepTime is required.' })
  @ValidateIf((dto: UpdateRecipeDto) => dto.preparationTime !== undefined || dto.prepTime === undefined)
  @Transform(toInteger)
  @IsInt({ message: 'preparationTime (or prepTime) must be an integer number of minutes' })
  @Min(1)
  @Max(LIMITS.prepTimeMax)
  preparationTime?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Integer minutes (the creation reading)' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(LIMITS.prepTimeMax)
  prepTime?: number;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string', example: 'Lunch, Vegan' }, { type: 'array', items: { type: 'string', enum: [...CATEGORIES] } }],
  })
  @IsOptional()
  @Transform(toCategoryList)
  @IsArray({ message: 'categories must be an array or a comma-separated string' })
  @ArrayMaxSize(CATEGORIES.length)
  @IsIn(CATEGORIES, { each: true, message: `each category must be one of: ${CATEGORIES.join(', ')}` })
  categories?: Category[];

  @ApiPropertyOptional({ maxLength: LIMITS.imageUrl })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.imageUrl)
  @IsUrl(IMAGE_URL_OPTIONS, { message: 'image must be an http(s) URL' })
  image?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.ingredients })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.ingredients)
  ingredients?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.instructions })
  @IsOptional()
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.instructions)
  instructions?: string;
}
