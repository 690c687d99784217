import { http, recipesApi, type TopRecipe } from '@forkful/contracts';

/** GET /top-recipes through the shared client (the server decides how many and in which order). */
export function getTopRecipes(): Promise<TopRecipe[]> {
  return recipesApi.top();
}

/**
 * Recipe images may be absolute URLs or paths served by the API (e.g. "/images/biryani.jpg");
 * a path is resolved against the API's origin, not the page's, because the page may be served elsewhere.
 */
export function resolveImageUrl(image: string | undefined | null): string | null {
  const value = (image ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const base = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
    return `${base}${value}`;
  }
  return value;
}
