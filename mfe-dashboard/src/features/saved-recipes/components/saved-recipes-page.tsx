import styled from 'styled-components';
import { Button, CardGrid, RecipeCard, ShowMore, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useSavedRecipes } from '../api/get-saved-recipes';
import { useUnsaveRecipe } from '../api/unsave-recipe';
import { SavedEmptyState } from './saved-empty-state';

/** /dashboard/saved: the recipes the user saved, newest saved first, each with a way to remove it. */
export function SavedRecipesPage() {
  const t = useT();
  const saved = useSavedRecipes();
  const unsave = useUnsaveRecipe();
  useDocumentTitle(t('saved.title'));
  const ready = saved.isSuccess;
  const failed = saved.isError && !saved.isFetching;

  return (
    <Page aria-labelledby="saved-recipes-title">
      <PageHeader>
        <div>
          <PageTitle id="saved-recipes-title">{t('saved.title')}</PageTitle>
          <PageLead>{ready && saved.total > 0 ? t('saved.count', { count: saved.total }) : t('saved.lead')}</PageLead>
        </div>
      </PageHeader>
      {saved.isPending && !failed && <p role="status">{t('common.loading')}</p>}
      {failed && (
        <PageNotice role="alert">
          <span>{t('saved.loadFailed')}</span>
          <Button type="button" $variant="secondary" onClick={() => void saved.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </PageNotice>
      )}
      {ready && saved.recipes.length === 0 && <SavedEmptyState />}
      {ready && saved.recipes.length > 0 && (
        <CardGrid aria-label={t('saved.title')}>
          {saved.recipes.map((recipe) => (
            <li key={recipe._id}>
              <RecipeCard
                recipe={recipe}
                headingLevel={2}
                actions={
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    aria-label={t('saved.removeFrom', { title: recipe.title })}
                    disabled={unsave.isPending && unsave.variables?._id === recipe._id}
                    onClick={() => unsave.mutate(recipe)}
                  >
                    {t('common.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </CardGrid>
      )}
      <ShowMore {...saved} />
    </Page>
  );
}
