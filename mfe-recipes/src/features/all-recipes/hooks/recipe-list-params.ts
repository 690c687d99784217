import { CUISINES, RECIPE_LIMITS, RECIPE_SORTS, type Cuisine, type RecipeSort } from '@forkful/domain';

/** The all-recipes view state; it lives in the URL query so reloads, the back button and shared links keep it. */
export interface RecipeListParams {
  cuisine?: Cuisine;
  sort?: RecipeSort;
  q: string;
  page: number;
}

function isCuisine(value: string | null): value is Cuisine {
  return value !== null && (CUISINES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is RecipeSort {
  return value !== null && (RECIPE_SORTS as readonly string[]).includes(value);
}

/**
 * Reads the query leniently: unknown values fall back to the defaults instead of breaking the page, and the search text
 * is cut to the API's limit on `q` (RECIPE_LIMITS.query).
 */
export function parseRecipeListParams(search: URLSearchParams): RecipeListParams {
  const cuisine = search.get('cuisine');
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    cuisine: isCuisine(cuisine) ? cuisine : undefined,
    sort: isSort(sort) ? sort : undefined,
    q: (search.get('q') ?? '').trim().slice(0, RECIPE_LIMITS.query),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Writes only the non-default values, so a clean URL means "everything, first page". */
export function toSearchParams(params: RecipeListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.cuisine) search.set('cuisine', params.cuisine);
  if (params.sort) search.set('sort', params.sort);
  if (params.q) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
