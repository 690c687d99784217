import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, recipesApi, type RecipeStats } from '@forkful/contracts';

export type StatsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; stats: RecipeStats };

/** GET /recipes/stats for the overview cards; `reload` retries after a failure. */
export function useRecipeStats() {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    recipesApi.stats().then(
      (stats) => current && setState({ status: 'ready', stats }),
      (error: unknown) => current && setState({ status: 'error', message: apiErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
