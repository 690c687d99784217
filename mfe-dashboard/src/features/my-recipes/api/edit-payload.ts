import {
  API_MESSAGES,
  CATEGORIES,
  splitCommaList,
  type Category,
  type Cuisine,
  type DeleteRecipeResponse,
  type Recipe,
  type RecipeUpdateInput,
} from '@forkful/contracts';

/** The edit form's fields: the edit reading of a recipe (preparationTime, categories as one comma string). */
export interface EditRecipeValues {
  title: string;
  cuisineType: Cuisine | '';
  preparationTime: number;
  categories: string;
  image: string;
  ingredients: string;
  instructions: string;
}

/** Categories may arrive as an array (creation reading) or, from older data, as one comma string. */
export function categoriesText(categories: Recipe['categories'] | string | undefined): string {
  if (Array.isArray(categories)) return categories.join(', ');
  return categories ?? '';
}

export function prepMinutes(recipe: Pick<Recipe, 'prepTime' | 'preparationTime'>): number {
  return recipe.preparationTime ?? recipe.prepTime;
}

export function editValuesOf(recipe: Recipe): EditRecipeValues {
  return {
    title: recipe.title ?? '',
    cuisineType: recipe.cuisineType ?? '',
    preparationTime: prepMinutes(recipe),
    categories: categoriesText(recipe.categories),
    image: recipe.image ?? '',
    ingredients: recipe.ingredients ?? '',
    instructions: recipe.instructions ?? '',
  };
}

/** Maps typed category names to their canonical spelling; undefined for a name that is not a category. */
export function canonicalCategory(name: string): Category | undefined {
  return CATEGORIES.find((category) => category.toLowerCase() === name.toLowerCase());
}

/**
 * The PUT /my-recipes/{id} body: preparationTime as a number and categories as a comma-separated string.
 * Optional text fields left blank are not sent, so the stored value stays (the API refuses empty ones).
 */
export function toUpdateInput(values: EditRecipeValues): RecipeUpdateInput {
  const categories = splitCommaList(values.categories).map((name) => canonicalCategory(name) ?? name);
  const input: RecipeUpdateInput = {
    title: values.title.trim(),
    cuisineType: values.cuisineType as Cuisine,
    preparationTime: Number(values.preparationTime),
    categories: categories.join(', '),
  };
  for (const key of ['image', 'ingredients', 'instructions'] as const) {
    const text = values[key].trim();
    if (text) input[key] = text;
  }
  return input;
}

/** The row after a confirmed update: the server's copy when it sent one, else the sent fields in both readings. */
export function updatedRecipe(recipe: Recipe, input: RecipeUpdateInput, serverCopy?: Recipe): Recipe {
  if (serverCopy) return serverCopy;
  return {
    ...recipe,
    ...input,
    prepTime: input.preparationTime,
    preparationTime: input.preparationTime,
    categories: splitCommaList(input.categories) as Category[],
  };
}

/** Spec section 7: an update succeeded when the response message is 'Recipe updated successfully'. */
export function isUpdateConfirmed(response: { message?: string } | undefined): boolean {
  return response?.message === API_MESSAGES.updated;
}

/** Spec section 7: a delete succeeded when deletedCount is above 0 or the message is 'Recipe deleted successfully!'. */
export function isDeleteConfirmed(response: Partial<DeleteRecipeResponse> | undefined): boolean {
  return (response?.deletedCount ?? 0) > 0 || response?.message === API_MESSAGES.deleted;
}
