import { MEAL_PLAN_LIMITS, MEALS, type MealPlanEntry } from '@forkful/domain';
import mongoose, { type Model, type Types } from 'mongoose';
import { absoluteImageUrl } from '../common/own-image-url';
import type { Recipe } from '../recipes/schemas/recipe.schema';
import type { PlanEntry } from './schemas/plan-entry.schema';

/** A stored entry, as a lean read gives it. */
export type StoredEntry = PlanEntry;

/** What an entry shows of its live recipe (and the shopping list reads, with the ingredients). */
export interface LiveRecipe {
  _id: Types.ObjectId;
  title: string;
  image?: string;
  imageAlt?: string;
  servings?: number | null;
  ingredients?: string;
}

export const PLANNED_RECIPE_PROJECTION = { title: 1, image: 1, imageAlt: 1, servings: 1 } as const;

/** The live recipes of these entries, by id, in one query (a deleted recipe is simply absent). */
export async function liveRecipesOf(
  recipes: Model<Recipe>,
  entries: ReadonlyArray<Pick<StoredEntry, 'recipeId'>>,
  projection: Readonly<Record<string, 1>> = PLANNED_RECIPE_PROJECTION,
): Promise<Map<string, LiveRecipe>> {
  const ids = [...new Map(entries.map((entry) => [String(entry.recipeId), entry.recipeId])).values()];
  if (!ids.length) return new Map();
  // sanitizeFilter would neutralise the operator; the ids are ours, read from the entries.
  const found = await recipes.find({ _id: mongoose.trusted({ $in: ids }) }, projection).lean<LiveRecipe[]>();
  return new Map(found.map((recipe) => [String(recipe._id), recipe]));
}

/** The servings an entry starts with: the recipe's, else the default, within the plan's limits. */
export function defaultServingsOf(recipe: Pick<LiveRecipe, 'servings'>): number {
  const servings = typeof recipe.servings === 'number' ? recipe.servings : MEAL_PLAN_LIMITS.defaultServings;
  return Math.min(MEAL_PLAN_LIMITS.servingsMax, Math.max(MEAL_PLAN_LIMITS.servingsMin, Math.round(servings)));
}

/** An entry as the API gives it: its live recipe, or (removed) the title and picture it was planned with. */
export function toEntryView(entry: StoredEntry, recipe: LiveRecipe | undefined, publicUrl: string): MealPlanEntry {
  const shown = recipe ?? { title: entry.title, image: entry.image, imageAlt: entry.imageAlt };
  return {
    _id: String(entry._id),
    date: entry.date,
    meal: entry.meal,
    servings: entry.servings,
    note: entry.note ?? '',
    recipe: {
      _id: String(entry.recipeId),
      title: shown.title,
      image: absoluteImageUrl(shown.image ?? '', publicUrl),
      ...(shown.imageAlt ? { imageAlt: shown.imageAlt } : {}),
      ...(typeof recipe?.servings === 'number' ? { servings: recipe.servings } : {}),
      removed: !recipe,
    },
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The plan's order: by day, then meal (breakfast, lunch, dinner), then when added. */
export function planOrder(a: StoredEntry, b: StoredEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const meal = MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal);
  if (meal) return meal;
  const added = a.createdAt.getTime() - b.createdAt.getTime();
  return added || String(a._id).localeCompare(String(b._id));
}
