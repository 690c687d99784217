import { BadRequestException } from '@nestjs/common';
import type { UpdateRecipeDto } from './update-recipe.dto';

export const PREP_TIMES_DISAGREE = 'prepTime and preparationTime disagree: send one of them';

/**
 * An edit as the API works with it: prep time under its one name, prepTime (categories are already one array,
 * see toCategoryList). The services, the schema and the views know only this form.
 */
export type RecipeEdit = Omit<UpdateRecipeDto, 'prepTime' | 'preparationTime'> & { prepTime: number };

/**
 * PUT /my-recipes/{id}'s validated body in the one internal form: its two prep-time readings (prepTime, or the edit
 * form's preparationTime) become prepTime. Both sent and different: 400.
 */
export function toRecipeEdit({ prepTime, preparationTime, ...fields }: UpdateRecipeDto): RecipeEdit {
  if (prepTime !== undefined && preparationTime !== undefined && prepTime !== preparationTime) {
    throw new BadRequestException(PREP_TIMES_DISAGREE);
  }
  // The DTO's validation requires one of the two.
  return { ...fields, prepTime: (preparationTime ?? prepTime) as number };
}
