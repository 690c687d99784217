import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORIES, CUISINES, type Category, type Cuisine } from '@forkful/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { IMAGE_URL_OPTIONS, IsCategoryList, SOURCE_URL_OPTIONS, IsMinutes, IsOptionalNotNull, IsServings, LIMITS } from './recipe-fields';
import { trimString } from './transforms';

/**
 * POST /add-recipe. The author and likeCount come from the token and the server, never from here.
 * The one declaration of the recipe fields' rules: UpdateRecipeDto maps its fields from this class.
 */
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

  @ApiProperty({
    example: 'spaghetti, eggs, pecorino, guanciale, black pepper',
    description: 'Comma-separated',
    maxLength: LIMITS.ingredients,
  })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.ingredients)
  ingredients: string;

  @ApiProperty({
    example: 'Boil the pasta. Crisp the guanciale. Toss with eggs and cheese off the heat.',
    maxLength: LIMITS.instructions,
  })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.instructions)
  instructions: string;

  @ApiProperty({ enum: CUISINES })
  @IsIn(CUISINES, { message: `cuisineType must be one of: ${CUISINES.join(', ')}` })
  cuisineType: Cuisine;

  @ApiProperty({ minimum: 1, maximum: LIMITS.prepTimeMax, description: 'Integer minutes', example: 25 })
  @IsMinutes()
  prepTime: number;

  @ApiPropertyOptional({ maxLength: LIMITS.imageAlt, description: "The photo's description, its alt text (default: the title)" })
  @IsOptionalNotNull()
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.imageAlt)
  imageAlt?: string;

  @ApiPropertyOptional({ enum: CATEGORIES, isArray: true, description: 'An array (a comma string is accepted too)' })
  @IsOptionalNotNull()
  @IsCategoryList()
  categories?: Category[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: LIMITS.servingsMin,
    maximum: LIMITS.servingsMax,
    description: 'How many people it serves (a whole number); may be left out',
    example: 4,
  })
  @IsOptionalNotNull()
  @IsServings()
  servings?: number;

  @ApiPropertyOptional({ maxLength: LIMITS.sourceUrl, description: 'The web page it was imported from (http or https)' })
  @IsOptionalNotNull()
  @Transform(trimString)
  @IsString()
  @MaxLength(LIMITS.sourceUrl)
  @IsUrl(SOURCE_URL_OPTIONS, { message: 'sourceUrl must be an http(s) URL' })
  sourceUrl?: string;

  /** Sent by the spec's client; accepted and ignored (the server sets it to 0), but typed and bounded all the same. */
  @ApiHideProperty()
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  likeCount?: number;

  /** Sent by the spec's client; accepted and ignored (taken from the token). */
  @ApiHideProperty()
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(LIMITS.authorName)
  authorName?: string;

  /** Sent by the spec's client; accepted and ignored (taken from the token). */
  @ApiHideProperty()
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(LIMITS.email)
  authorEmail?: string;
}
