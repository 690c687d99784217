import { CATEGORIES, splitCommaList, type Category, type Cuisine, type Recipe, type RecipeUpdateInput } from '@forkful/domain';

/** The edit form's fields: categories as one comma string; prepTime under the Recipe's own name. */
export interface EditRecipeValues {
  title: string;
  cuisineType: Cuisine | '';
  prepTime: number;
  /** NaN when the field is empty. */
  servings: number;
  categories: string;
  image: string;
  /** The photo's description, its alt text. */
  imageAlt: string;
  ingredients: string;
  instructions: string;
}

/** Categories may arrive as an array (creation reading) or, from older data, as one comma string. */
export function categoriesText(categories: Recipe['categories'] | string | undefined): string {
  if (Array.isArray(categories)) return categories.join(', ');
  return categories ?? '';
}

export function editValuesOf(recipe: Recipe): EditRecipeValues {
  return {
    title: recipe.title ?? '',
    cuisineType: recipe.cuisineType ?? '',
    prepTime: recipe.prepTime,
    servings: recipe.servings ?? Number.NaN,
    categories: categoriesText(recipe.categories),
    image: recipe.image ?? '',
    imageAlt: recipe.imageAlt ?? '',
    ingredients: recipe.ingredients ?? '',
    instructions: recipe.instructions ?? '',
  };
}

/** Maps typed category names to their canonical spelling; undefined for a name that is not a category. */
export function canonicalCategory(name: string): Category | undefined {
  return CATEGORIES.find((category) => category.toLowerCase() === name.toLowerCase());
}

/**
 * The PUT /my-recipes/{id} body in the spec's edit reading: prepTime goes out as preparationTime (the one place the
 * frontend uses that name) and categories as a comma-separated string. Optional text fields left blank are not sent,
 * so the stored value stays (the API refuses empty ones). The photo description and servings are the exception: clearing
 * the ones `recipe` had removes them (an empty description, servings null).
 */
export function toUpdateInput(values: EditRecipeValues, recipe: Pick<Recipe, 'imageAlt' | 'servings'> = {}): RecipeUpdateInput {
  const categories = splitCommaList(values.categories).map((name) => canonicalCategory(name) ?? name);
  const input: RecipeUpdateInput = {
    title: values.title.trim(),
    cuisineType: values.cuisineType as Cuisine,
    preparationTime: Number(values.prepTime),
    categories: categories.join(', '),
  };
  for (const key of ['image', 'ingredients', 'instructions'] as const) {
    const text = values[key].trim();
    if (text) input[key] = text;
  }
  const imageAlt = (values.imageAlt ?? '').trim();
  if (imageAlt || recipe.imageAlt) input.imageAlt = imageAlt;
  // Emptying the servings the recipe had removes them (null); leaving them empty sends nothing.
  if (Number.isFinite(values.servings)) input.servings = values.servings;
  else if (recipe.servings !== undefined) input.servings = null;
  return input;
}
