import type { AxiosRequestConfig } from 'axios';
import { http, type Recipe } from '@forkful/contracts';
import type { AuthorProfile } from '@forkful/contracts/core';
import { httpError } from './http-error';

/**
 * The favourites and author calls (made through the shared `http` client) as one small in-memory server: PUT and
 * DELETE /favourites/{id} change what GET /favourites/{id} answers; authors are what a test puts in `authors`.
 */
export function serveCookApi() {
  const saved = new Set<string>();
  const authors = new Map<string, { profile: AuthorProfile; recipes: Recipe[] }>();
  const favourite = (url: string) => /^\/favourites\/(.+)$/.exec(url)?.[1];

  const get = jest.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const recipeId = favourite(url);
    if (recipeId) return { data: { recipeId, saved: saved.has(recipeId) }, headers: {} };
    const author = /^\/authors\/([^/]+)(\/recipes)?$/.exec(url);
    const entry = author && authors.get(decodeURIComponent(author[1]));
    if (!author || !entry) throw httpError(404, 'Author not found');
    if (!author[2]) return { data: entry.profile, headers: {} };
    const { page = 1, limit = 8 } = (config?.params ?? {}) as { page?: number; limit?: number };
    const data = entry.recipes.slice((page - 1) * limit, page * limit);
    return { data, headers: { 'x-total-count': String(entry.recipes.length) } };
  });
  const put = jest.spyOn(http, 'put').mockImplementation(async (url: string) => {
    saved.add(favourite(url) ?? '');
    return { status: 204, data: '' };
  });
  const remove = jest.spyOn(http, 'delete').mockImplementation(async (url: string) => {
    saved.delete(favourite(url) ?? '');
    return { status: 204, data: '' };
  });
  return { saved, authors, get, put, remove };
}
