/**
 * A recipe saved (PUT /saved-recipes/{id}), perhaps from a list without opening it, is fetched for reading offline:
 * its detail and first page of reviews into the public cache, its saved state into the personal one, its photo into
 * the photos' cache, each through the strategy its page's own requests use.
 */
import type { KindStrategy, StrategyEvent } from './strategies';

/** A photo's URL as the UI kit's resolveImageUrl makes it: absolute as given, or a path on the API. */
export function photoUrlOf(image: unknown, apiBase: string): string | undefined {
  const value = typeof image === 'string' ? image.trim() : '';
  if (!value || /^(data:|blob:)/i.test(value)) return undefined;
  if (/^https?:/i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return `${apiBase}/${value.replace(/^\/+/, '')}`;
}

/** What the recipe page asks for first, as it asks (the exact URLs: the caches key by URL). */
export function recipeReadsOf(recipeId: string, apiBase: string): { detail: string; reviews: string; savedState: string } {
  const id = encodeURIComponent(recipeId);
  return {
    detail: `${apiBase}/recipes/${id}`,
    reviews: `${apiBase}/recipes/${id}/reviews?page=1`,
    savedState: `${apiBase}/saved-recipes/${id}`,
  };
}

export interface KeepOptions {
  recipeId: string;
  apiBase: string;
  /** The saving request's Authorization (its saved state is the account's). */
  authorization: string | null;
  /** The saving request's fetch event. */
  event: StrategyEvent;
  strategies: Record<'public-api' | 'personal-api' | 'image', KindStrategy>;
}

export async function keepSavedRecipe({ recipeId, apiBase, authorization, event, strategies }: KeepOptions): Promise<void> {
  const reads = recipeReadsOf(recipeId, apiBase);
  const fetchInto = (strategy: KindStrategy, url: string, headers: Record<string, string> = {}) =>
    strategy.handle({ event, request: new Request(url, { headers: { Accept: 'application/json', ...headers }, credentials: 'omit' }) });
  const detail = await fetchInto(strategies['public-api'], reads.detail);
  const recipe = detail.ok ? ((await detail.json()) as { image?: unknown }) : undefined;
  const photo = photoUrlOf(recipe?.image, apiBase);
  await Promise.allSettled([
    fetchInto(strategies['public-api'], reads.reviews),
    authorization ? fetchInto(strategies['personal-api'], reads.savedState, { Authorization: authorization }) : undefined,
    photo ? strategies.image.handle({ event, request: new Request(photo, { mode: 'cors', credentials: 'omit' }) }) : undefined,
  ]);
}
