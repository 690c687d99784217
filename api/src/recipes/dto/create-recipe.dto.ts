import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CUISINES, type Category, type Cuisine } from '@forkful/contracts';
import { Transform } from 'class-transformer';
import {
  Allow,
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
} from 'class-validator';
import { IMAGE_URL_OPTIONS, LIMITS } from './recipe-fields';
import { toCategoryList, toInteger, trimString } from './transforms';

/** POST /add-recipe. The author and likeCount come from the token and the server, never from here. */
export class CreateRecipeDto {
  @ApiProperty({ example: 'https://example.com/pasta.jpg', maxLength: LIMITS.imageUrl })
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.imageUrl)
  @IsUrl(IMAGE_URL_OPTIONS, { message: 'image must be an http(s) URL' })
  image: string;

  @ApiProperty({ example: 'Spaghetti Carbonara', maxLength: LIMITS.title })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.title)
  title: string;

  @ApiProperty({ example: 'spaghetti, eggs, pecorino, guanciale, black pepper', description: 'Comma-separated' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.ingredients)
  ingredients: string;

  @ApiProperty({ example: 'Boil the pasta. Crisp the guanciale. Toss with eggs and cheese off the heat.' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.instructions)
  instructions: string;

  @ApiProperty({ enum: CUISINES })
  @IsIn(CUISINES, { message: `cuisineType must be one of: ${CUISINES.join(', ')}` })
  cuisineType: Cuisine;

  @ApiProperty({ minimum: 1, maximum: LIMITS.prepTimeMax, description: 'Integer minutes', example: 25 })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(LIMITS.prepTimeMax)
  prepTime: number;

  @ApiPropertyOptional({ enum: CATEGORIES, isArray: true, description: 'An array (a comma string is accepted too)' })
  @IsOptional()
  @Transform(toCategoryList)
  @IsArray()
  @ArrayMaxSize(CATEGORIES.length)
  @IsIn(CATEGORIES, { each: true, message: `each category must be one of: ${CATEGORIES.join(', ')}` })
  categories?: Category[];

  /** Sent by the spec's client; accepted and ignored (the server sets it to 0). */
  @ApiHideProperty()
  @Allow()
  likeCount?: unknown;

  /** Sent by the spec's client; accepted and ignored (taken from the token). */
  @ApiHideProperty()
  @Allow()
  authorName?: unknown;

  /** Sent by the spec's client; accepted and ignored (taken from the token). */
  @ApiHideProperty()
  @Allow()
  authorEmail?: unknown;
}
