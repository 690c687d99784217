import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRecipeListParams, toSearchParams, type RecipeListParams } from './recipe-list-params';

type Criteria = Pick<RecipeListParams, 'cuisine' | 'sort' | 'q'>;

/** The view state from the URL query, and setters that write it back. */
export function useRecipeListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseRecipeListParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: RecipeListParams, replace = false) => setSearchParams(toSearchParams(next), { replace }),
    [setSearchParams],
  );

  /** A new filter, sort or search starts again at page 1. Typing replaces the history entry rather than adding one per word. */
  const setCriteria = useCallback(
    (changes: Partial<Criteria>, options: { replace?: boolean } = {}) =>
      update({ ...params, ...changes, page: 1 }, options.replace),
    [params, update],
  );

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => update({ ...params, page }, options.replace),
    [params, update],
  );

  const clear = useCallback(() => update({ q: '', page: 1 }), [update]);

  return { params, setCriteria, setPage, clear };
}
