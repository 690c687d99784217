import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MEALS, MEAL_PLAN_LIMITS, type MealPlanEntry, type Recipe, type ShoppingItem, type ShoppingList } from '@forkful/domain';
import { queryClient } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { plannedRecipeOf } from './plan-fixtures';

interface PlannerState {
  recipes?: Recipe[];
  entries?: MealPlanEntry[];
  list?: ShoppingList;
  /** What building the list makes of the plan's entries in the range (the API merges ingredient lines). */
  itemsFor?: (entries: MealPlanEntry[]) => ShoppingItem[];
}

const EMPTY_LIST: ShoppingList = { from: null, to: null, items: [], updatedAt: null };

/** One item per planned recipe, as a stand-in for the API's merged ingredient lines. */
function itemPerRecipe(entries: MealPlanEntry[]): ShoppingItem[] {
  return entries.map((entry) => ({
    _id: `built-${entry.recipe._id}`,
    text: `Ingredients of ${entry.recipe.title}`,
    checked: false,
    own: false,
    recipes: [{ recipeId: entry.recipe._id, title: entry.recipe.title }],
  }));
}

const byDateMeal = (a: MealPlanEntry, b: MealPlanEntry) =>
  a.date.localeCompare(b.date) || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) || a.createdAt.localeCompare(b.createdAt);

/**
 * The planner's API calls as one small in-memory server that keeps the contract (domain/src/meal-plan.ts): the plan,
 * the shopping list and the recipe search. Each call is a jest spy, so a test asserts what was sent, or overrides one
 * call (`spies.add.mockRejectedValueOnce(...)`). Call it in a test (or beforeEach); everything is undone after each.
 */
export function servePlanner(initial: PlannerState = {}) {
  const recipes = initial.recipes ?? [];
  let entries = [...(initial.entries ?? [])];
  let list: ShoppingList = initial.list ?? EMPTY_LIST;
  let nextId = 1;
  const itemsFor = initial.itemsFor ?? itemPerRecipe;

  const spies = {
    page: jest.spyOn(api.recipes, 'page').mockImplementation(async ({ q = '', page = 1, limit = 10 }) => {
      const found = recipes.filter((recipe) => recipe.title.toLowerCase().includes(q.toLowerCase()));
      return { recipes: found.slice((page - 1) * limit, page * limit), total: found.length };
    }),
    range: jest.spyOn(api.mealPlan, 'range').mockImplementation(async (from, to) => ({
      from,
      to,
      entries: entries.filter((entry) => entry.date >= from && entry.date <= to).sort(byDateMeal),
    })),
    add: jest.spyOn(api.mealPlan, 'add').mockImplementation(async ({ recipeId, date, meal, servings, note }) => {
      const recipe = recipes.find((candidate) => candidate._id === recipeId);
      if (!recipe) throw new Error(`no recipe ${recipeId} in this test`);
      const entry: MealPlanEntry = {
        _id: `new-${nextId++}`,
        date,
        meal,
        servings: servings ?? recipe.servings ?? MEAL_PLAN_LIMITS.defaultServings,
        note: note ?? '',
        recipe: plannedRecipeOf(recipe),
        createdAt: new Date().toISOString(),
      };
      entries.push(entry);
      return entry;
    }),
    change: jest.spyOn(api.mealPlan, 'change').mockImplementation(async (id, change) => {
      const entry = entries.find((candidate) => candidate._id === id);
      if (!entry) throw new Error(`no entry ${id}`);
      Object.assign(entry, change);
      return { ...entry };
    }),
    remove: jest.spyOn(api.mealPlan, 'remove').mockImplementation(async (id) => {
      entries = entries.filter((entry) => entry._id !== id);
    }),
    getList: jest.spyOn(api.shoppingList, 'get').mockImplementation(async () => list),
    build: jest.spyOn(api.shoppingList, 'build').mockImplementation(async ({ from, to }) => {
      const planned = entries.filter((entry) => entry.date >= from && entry.date <= to && !entry.recipe.removed);
      const checked = new Set(list.items.filter((item) => item.checked).map((item) => item.text));
      const built = itemsFor(planned).map((item) => ({ ...item, checked: checked.has(item.text) }));
      list = { from, to, items: [...built, ...list.items.filter((item) => item.own)], updatedAt: new Date().toISOString() };
      return list;
    }),
    addItem: jest.spyOn(api.shoppingList, 'addItem').mockImplementation(async (text) => {
      const item: ShoppingItem = { _id: `own-${nextId++}`, text, checked: false, own: true, recipes: [] };
      list = { ...list, items: [...list.items, item] };
      return item;
    }),
    check: jest.spyOn(api.shoppingList, 'check').mockImplementation(async (id, checked) => {
      list = { ...list, items: list.items.map((item) => (item._id === id ? { ...item, checked } : item)) };
      return list.items.find((item) => item._id === id)!;
    }),
    removeItem: jest.spyOn(api.shoppingList, 'removeItem').mockImplementation(async (id) => {
      list = { ...list, items: list.items.filter((item) => item._id !== id) };
    }),
    clearChecked: jest.spyOn(api.shoppingList, 'clearChecked').mockImplementation(async () => {
      list = { ...list, items: list.items.filter((item) => !item.checked) };
      return list;
    }),
  };
  return { ...spies, entries: () => entries, list: () => list };
}

/** After each test: the real client again, no cached answers in the shared client, no toasts left. */
export function resetPlannerMocks() {
  afterEach(() => {
    jest.restoreAllMocks();
    queryClient.clear();
    act(() => toast.remove());
  });
}
