import { type AddRecipeResponse, type Category, type Cuisine, type NewRecipeInput } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useRecipeWrite } from '../../recipe-writes';

/** The add form's fields; prepTime comes from a number input. */
export interface AddRecipeValues {
  image: string;
  /** The photo's description, its alt text; optional. */
  imageAlt: string;
  title: string;
  ingredients: string;
  instructions: string;
  cuisineType: Cuisine | '';
  prepTime: number;
  /** Optional: NaN when the field is empty. */
  servings: number;
  categories: Category[];
}

export const EMPTY_RECIPE: AddRecipeValues = {
  image: '',
  imageAlt: '',
  title: '',
  ingredients: '',
  instructions: '',
  cuisineType: '',
  prepTime: Number.NaN,
  servings: Number.NaN,
  categories: [],
};

/** What is sent: the form's values and, for an imported recipe, the page it came from (kept apart from the fields). */
export type AddRecipeRequest = AddRecipeValues & { sourceUrl?: string };

/**
 * The POST /add-recipe body; the server sets likeCount and the author fields from the caller's token. A blank photo
 * description is not sent (the title stands in for it), nor are empty servings or a missing source.
 */
export function toNewRecipe(values: AddRecipeRequest): NewRecipeInput {
  const imageAlt = (values.imageAlt ?? '').trim();
  const sourceUrl = (values.sourceUrl ?? '').trim();
  return {
    image: values.image.trim(),
    title: values.title.trim(),
    ingredients: values.ingredients.trim(),
    instructions: values.instructions.trim(),
    cuisineType: values.cuisineType as Cuisine,
    prepTime: Number(values.prepTime),
    categories: values.categories ?? [],
    ...(imageAlt ? { imageAlt } : {}),
    ...(Number.isFinite(values.servings) ? { servings: values.servings } : {}),
    ...(sourceUrl ? { sourceUrl } : {}),
  };
}

/** Spec section 7: the add succeeded when the response has insertedId or acknowledged true. */
export function isAddConfirmed(response: Partial<AddRecipeResponse> | undefined): boolean {
  return Boolean(response?.insertedId) || response?.acknowledged === true;
}

/** POST /add-recipe; an answer without the spec's confirmation is a failure. */
export async function createRecipe(values: AddRecipeRequest): Promise<AddRecipeResponse> {
  const response = await api.recipes.add(toNewRecipe(values));
  if (!isAddConfirmed(response)) throw new Error('The server did not confirm that the recipe was saved.');
  return response;
}

/** Adds a recipe; see useRecipeWrite for what refreshes after. */
export const useCreateRecipe = () => useRecipeWrite(createRecipe);
