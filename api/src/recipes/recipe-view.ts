import { roundedAverage, type Category, type Recipe as RecipeView } from '@forkful/domain';
import type { Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { absoluteImageUrl } from '../common/own-image-url';

/** The stored fields a view needs (a lean document). */
export type StoredRecipe = Pick<
  RecipeView,
  'image' | 'title' | 'ingredients' | 'instructions' | 'cuisineType' | 'prepTime' | 'likeCount' | 'authorName' | 'authorEmail'
> & {
  _id: Types.ObjectId;
  categories?: Category[] | string | null;
  imageAlt?: string;
  servings?: number | null;
  sourceUrl?: string;
  /** Kept by the reviews (schemas/recipe.schema.ts); absent on recipes never rated. */
  ratingCount?: number;
  ratingSum?: number;
  authorUid?: string;
  createdAt?: Date;
  updatedAt?: Date;
};

/**
 * Projection of what views read: never baseLikeCount or __v; of the ratings, only the count and sum the shown average
 * comes from. authorUid is public: the cook's page is /cooks/{uid} (GET /cooks/{uid}), and the uid names the account
 * without saying anything about it (no email, no sign-in).
 */
export const VIEW_PROJECTION = {
  image: 1,
  imageAlt: 1,
  title: 1,
  ingredients: 1,
  instructions: 1,
  cuisineType: 1,
  prepTime: 1,
  categories: 1,
  likeCount: 1,
  ratingCount: 1,
  ratingSum: 1,
  servings: 1,
  sourceUrl: 1,
  authorName: 1,
  authorEmail: 1,
  authorUid: 1,
  createdAt: 1,
  updatedAt: 1,
} as const;

function categoryArray(categories: StoredRecipe['categories']): Category[] {
  if (Array.isArray(categories)) return categories;
  if (typeof categories === 'string') return categories.split(',').map((c) => c.trim()).filter(Boolean) as Category[];
  return [];
}

/** The average to one decimal and the count, only for a recipe rated at least once. */
function ratingOf({ ratingCount, ratingSum }: StoredRecipe): Pick<RecipeView, 'ratingAverage' | 'ratingCount'> {
  const average = typeof ratingCount === 'number' && typeof ratingSum === 'number' ? roundedAverage(ratingSum, ratingCount) : null;
  return average === null ? {} : { ratingAverage: average, ratingCount };
}

/**
 * Every recipe the API returns: both prepTime and preparationTime, categories always an array, servings when set,
 * the rating (average and count) once rated.
 */
export function toRecipeView(recipe: StoredRecipe, publicUrl: string): RecipeView {
  return {
    _id: String(recipe._id),
    image: absoluteImageUrl(recipe.image ?? '', publicUrl),
    ...(recipe.imageAlt ? { imageAlt: recipe.imageAlt } : {}),
    title: recipe.title,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cuisineType: recipe.cuisineType,
    prepTime: recipe.prepTime,
    preparationTime: recipe.prepTime,
    categories: categoryArray(recipe.categories),
    likeCount: recipe.likeCount ?? 0,
    ...ratingOf(recipe),
    ...(typeof recipe.servings === 'number' ? { servings: recipe.servings } : {}),
    ...(recipe.sourceUrl ? { sourceUrl: recipe.sourceUrl } : {}),
    authorName: recipe.authorName,
    authorEmail: recipe.authorEmail,
    // Older recipes without an author uid have no author page.
    ...(recipe.authorUid ? { authorUid: recipe.authorUid } : {}),
    createdAt: recipe.createdAt?.toISOString(),
    updatedAt: recipe.updatedAt?.toISOString(),
  };
}

/**
 * The author is the Firebase account that created the recipe (its uid), never an email: an email can come back on a
 * new account after the old one is deleted. A recipe without an author uid (older data not claimed by the
 * legacy-recipes migration) is nobody's.
 */
export function isAuthor(recipe: Pick<StoredRecipe, 'authorUid'>, user: AuthUser): boolean {
  return !!recipe.authorUid && recipe.authorUid === user.uid;
}

/** Filter of the caller's own recipes, the same notion of authorship as isAuthor. */
export function ownRecipesFilter(user: AuthUser): { authorUid: string } {
  return { authorUid: user.uid };
}
