import { ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { CATEGORIES, type Category } from '@forkful/domain';
import { IsOptional, ValidateIf } from 'class-validator';
import { CreateRecipeDto } from './create-recipe.dto';
import { IsCategoryList, IsMinutes, IsOptionalNotNull, IsServings, LIMITS } from './recipe-fields';

/** The edit form's own readings, which the creation body does not have. */
class EditFormReadings {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIMITS.prepTimeMax,
    description: 'Integer minutes (the edit form reading). This or prepTime is required.',
  })
  @ValidateIf((dto: UpdateRecipeDto) => dto.preparationTime !== undefined || dto.prepTime === undefined)
  @IsMinutes('preparationTime (or prepTime) must be an integer number of minutes')
  preparationTime?: number;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string', example: 'Lunch, Vegan' }, { type: 'array', items: { type: 'string', enum: [...CATEGORIES] } }],
  })
  @IsOptionalNotNull()
  @IsCategoryList('categories must be an array or a comma-separated string')
  categories?: Category[];

  /** The one field of an edit where null means something: it removes the servings (absent leaves them). */
  @ApiPropertyOptional({
    type: 'integer',
    minimum: LIMITS.servingsMin,
    maximum: LIMITS.servingsMax,
    nullable: true,
    description: 'How many people it serves (a whole number); null removes it, absent leaves it as it is',
  })
  @IsOptional()
  @IsServings()
  servings?: number | null;
}

/** Optional fields of an edit may be left out, never sent as null (null used to be stored, or crash the service). */
const NOT_NULL = { skipNullProperties: false };

/**
 * PUT /my-recipes/{id}: the edit form's reading (preparationTime, categories as "Lunch, Vegan") and the
 * creation reading (prepTime, categories as an array) are both accepted and stored in one canonical form.
 * title and cuisineType are required as on creation; the other creation fields are optional; likeCount and the
 * author fields are not part of an edit (refused as unknown). toRecipeEdit (recipe-edit.ts) then gives the services
 * one prepTime, refusing prepTime and preparationTime that disagree. The pieces are listed in the order a 400 lists
 * its messages: title, cuisineType, preparationTime, prepTime, categories, image, ingredients, instructions, imageAlt (empty
 * removes it), servings (null removes it).
 */
export class UpdateRecipeDto extends IntersectionType(
  PickType(CreateRecipeDto, ['title', 'cuisineType'] as const),
  PickType(EditFormReadings, ['preparationTime'] as const),
  PartialType(PickType(CreateRecipeDto, ['prepTime'] as const), NOT_NULL),
  PickType(EditFormReadings, ['categories'] as const),
  PartialType(PickType(CreateRecipeDto, ['image', 'ingredients', 'instructions', 'imageAlt'] as const), NOT_NULL),
  PickType(EditFormReadings, ['servings'] as const),
) {}
