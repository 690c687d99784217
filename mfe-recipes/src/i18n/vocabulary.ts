import { CATEGORIES, CUISINES, type Category, type Cuisine } from '@forkful/domain';
import type { RecipesT } from './index';

const isCuisine = (value: string): value is Cuisine => (CUISINES as readonly string[]).includes(value);
const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** A cuisine of the domain's list in the page's language; any other text (an imported recipe's) as the cook wrote it. */
export function cuisineLabel(t: RecipesT, cuisine: string): string {
  return isCuisine(cuisine) ? t(`cuisine.${cuisine}`) : cuisine;
}

/** A category of the domain's list in the page's language; any other as written. */
export function categoryLabel(t: RecipesT, category: string): string {
  return isCategory(category) ? t(`category.${category}`) : category;
}
