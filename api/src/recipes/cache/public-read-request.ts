import { ALL_RECIPES_PAGE_SIZE, CUISINES, RECIPE_SORTS, RECIPES_PAGE_LIMIT_MAX, type Cuisine, type RecipeSort } from '@forkful/domain';
import { PAGE_MAX } from '../../common/page-query.dto';

/** A public read the cache builds itself, without Nest: the most-liked list, a list page, one recipe. */
export type PublicRead =
  | { kind: 'top' }
  | { kind: 'page'; cuisine?: Cuisine; sort?: RecipeSort; page: number; limit: number }
  | { kind: 'recipe'; id: string };

/** A positive integer as a client writes it plainly (GET /recipes' DTO accepts more: those forms go through Nest). */
const PLAIN_INTEGER = /^[1-9]\d{0,8}$/;
const RECIPE_PATH = /^\/recipes\/([0-9a-f]{24})$/;

function inRange(text: string, max: number): number | undefined {
  if (!PLAIN_INTEGER.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** `?cuisine=&sort=&page=&limit=` when each is given at most once in its plain valid form; null for anything else. */
function pageOf(query: string): PublicRead | null {
  const seen: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const mark = pair.indexOf('=');
    const name = pair.slice(0, mark);
    if (mark < 1 || name in seen) return null;
    seen[name] = pair.slice(mark + 1);
  }
  const { cuisine, sort, page = '1', limit = String(ALL_RECIPES_PAGE_SIZE), ...others } = seen;
  if (Object.keys(others).length) return null;
  if (cuisine !== undefined && !(CUISINES as readonly string[]).includes(cuisine)) return null;
  if (sort !== undefined && !(RECIPE_SORTS as readonly string[]).includes(sort)) return null;
  const pageNumber = inRange(page, PAGE_MAX);
  const pageSize = inRange(limit, RECIPES_PAGE_LIMIT_MAX);
  if (pageNumber === undefined || pageSize === undefined) return null;
  return { kind: 'page', cuisine: cuisine as Cuisine | undefined, sort: sort as RecipeSort | undefined, page: pageNumber, limit: pageSize };
}

/**
 * The read a public read cache key (publicReadKey) names, when it is one the cache builds; null for everything else
 * (a search, a malformed or unusual value, an unknown parameter): Nest's validation answers those as always, and its
 * answer of a search is kept as a whole (public-read-hooks.ts).
 */
export function parsePublicRead(key: string): PublicRead | null {
  if (key === '/top-recipes') return { kind: 'top' };
  if (key.startsWith('/recipes?')) return pageOf(key.slice('/recipes?'.length));
  const recipe = RECIPE_PATH.exec(key);
  return recipe ? { kind: 'recipe', id: recipe[1] } : null;
}
