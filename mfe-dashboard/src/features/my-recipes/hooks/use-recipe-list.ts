import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { useDialogs } from '../../dialogs';
import { useMyRecipes } from '../api/get-my-recipes';

export type RecipeListView = 'loading' | 'ready' | 'error';

/**
 * The list as the page shows it: 'loading' (also while Try again refetches), 'error' once a fetch has failed (with the
 * spec's fetch error dialog, once per failure), else 'ready'.
 */
export function useRecipeList() {
  const t = useT();
  const dialogs = useDialogs();
  const query = useMyRecipes();
  const failed = query.isError && !query.isFetching;
  const reported = useRef(0);

  useEffect(() => {
    if (!failed || reported.current === query.errorUpdatedAt) return;
    reported.current = query.errorUpdatedAt;
    console.error('Fetching my recipes failed', query.error);
    void dialogs.error(t('dialog.fetchMineFailed'));
  }, [failed, query.errorUpdatedAt, query.error, dialogs, t]);

  const view: RecipeListView = query.data ? 'ready' : failed ? 'error' : 'loading';
  return { recipes: query.data ?? [], view, reload: () => void query.refetch() };
}
