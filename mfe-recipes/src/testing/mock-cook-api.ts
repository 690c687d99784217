import type { AxiosRequestConfig } from 'axios';
import { type CookProfile, type Recipe } from '@forkful/domain';
import { http } from '@forkful/runtime';
import { httpError } from '@forkful/ui/src/testing/http-error';

/**
 * The saved-recipe and cook calls (made through the shared `http` client) as one small in-memory server: PUT and
 * DELETE /saved-recipes/{id} change what GET /saved-recipes/{id} answers; cooks are what a test puts in `cooks`.
 */
export function serveCookApi() {
  const saved = new Set<string>();
  const cooks = new Map<string, { profile: CookProfile; recipes: Recipe[] }>();
  const savedRecipeId = (url: string) => /^\/saved-recipes\/(.+)$/.exec(url)?.[1];

  const get = jest.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const recipeId = savedRecipeId(url);
    if (recipeId) return { data: { recipeId, saved: saved.has(recipeId) }, headers: {} };
    const cook = /^\/cooks\/([^/]+)(\/recipes)?$/.exec(url);
    const entry = cook && cooks.get(decodeURIComponent(cook[1]));
    if (!cook || !entry) throw httpError(404, 'Author not found');
    if (!cook[2]) return { data: entry.profile, headers: {} };
    const { page = 1, limit = 8 } = (config?.params ?? {}) as { page?: number; limit?: number };
    const data = entry.recipes.slice((page - 1) * limit, page * limit);
    return { data, headers: { 'x-total-count': String(entry.recipes.length) } };
  });
  const put = jest.spyOn(http, 'put').mockImplementation(async (url: string) => {
    saved.add(savedRecipeId(url) ?? '');
    return { status: 204, data: '' };
  });
  const remove = jest.spyOn(http, 'delete').mockImplementation(async (url: string) => {
    saved.delete(savedRecipeId(url) ?? '');
    return { status: 204, data: '' };
  });
  return { saved, cooks, get, put, remove };
}
