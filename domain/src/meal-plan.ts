/**
 * The meal plan and the shopping list built from it (the planner, `mfe-planner`, and the API's meal-plans and
 * shopping-lists modules). Everything is the signed-in cook's own, keyed by the token's account id.
 */

/** The meals of a day, in the order a day shows them. */
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export const MEAL_PLAN_LIMITS = {
  /** Entries in one day, all meals together. */
  entriesPerDay: 20,
  /** Items in one shopping list, the cook's own included. */
  itemsPerList: 500,
  /** A date is at most this many days before or after today (two years). */
  daysFromToday: 730,
  /** Days one read of the plan, or one shopping list, may span. */
  rangeDays: 42,
  /** An entry's note and a cook's own item. */
  textLength: 200,
  /** Servings of a planned recipe. */
  servingsMin: 1,
  servingsMax: 100,
  /** Servings of an entry when the recipe gives none. */
  defaultServings: 2,
} as const;

/** A calendar day, `YYYY-MM-DD` (no time, no zone: the cook's own day). */
export type PlanDate = string;

/** The recipe an entry plans, as the plan shows it. */
export interface PlannedRecipe {
  _id: string;
  /** The live title, or the title when it was planned if the recipe is gone. */
  title: string;
  image: string;
  imageAlt?: string;
  /** The servings the recipe is written for, when it says. */
  servings?: number;
  /** True when its author deleted it: shown as "Recipe removed" with its title, left out of the shopping list. */
  removed: boolean;
}

export interface MealPlanEntry {
  _id: string;
  date: PlanDate;
  meal: Meal;
  servings: number;
  note: string;
  recipe: PlannedRecipe;
  createdAt: string;
}

/** GET /meal-plan?from&to (both inclusive): the entries in the range, by date, meal, then when added. */
export interface MealPlanRange {
  from: PlanDate;
  to: PlanDate;
  entries: MealPlanEntry[];
}

/** POST /meal-plan/entries. `servings` absent: the recipe's servings, else 2. */
export interface NewMealPlanEntry {
  recipeId: string;
  date: PlanDate;
  meal: Meal;
  servings?: number;
  note?: string;
}

/** PATCH /meal-plan/entries/:id: moves it (date, meal), changes servings or note. At least one field. */
export interface MealPlanEntryChange {
  date?: PlanDate;
  meal?: Meal;
  servings?: number;
  note?: string;
}

/** A recipe that needs a shopping item. */
export interface ItemSource {
  recipeId: string;
  title: string;
}

export interface ShoppingItem {
  _id: string;
  /** What the list shows: "700 g flour", "1½ cup milk", "salt", or the cook's own words. */
  text: string;
  checked: boolean;
  /** Added by the cook, not built from the plan: kept when the list is built again. */
  own: boolean;
  /** The recipes that need it (empty for the cook's own). */
  recipes: ItemSource[];
}

/** GET /shopping-list. Before the first build: no range and no items. */
export interface ShoppingList {
  from: PlanDate | null;
  to: PlanDate | null;
  items: ShoppingItem[];
  updatedAt: string | null;
}

/** POST /shopping-list/build: the list built again from the plan's days in the range (both inclusive). */
export interface ShoppingListRange {
  from: PlanDate;
  to: PlanDate;
}
