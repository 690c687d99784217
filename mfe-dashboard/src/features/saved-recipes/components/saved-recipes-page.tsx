import styled from 'styled-components';
import { COOK_MESSAGES, MESSAGES } from '@forkful/domain';
import { Button, CardGrid, RecipeCard, ShowMore, useDocumentTitle } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useSavedRecipes } from '../api/get-saved-recipes';
import { useUnsaveRecipe } from '../api/unsave-recipe';
import { SavedEmptyState } from './saved-empty-state';

/** /dashboard/saved: the recipes the user saved, newest saved first, each with a way to remove it. */
export function SavedRecipesPage() {
  const saved = useSavedRecipes();
  const unsave = useUnsaveRecipe();
  useDocumentTitle(COOK_MESSAGES.savedRecipes);
  const ready = saved.isSuccess;
  const failed = saved.isError && !saved.isFetching;

  return (
    <Page aria-labelledby="saved-recipes-title">
      <PageHeader>
        <div>
          <PageTitle id="saved-recipes-title">{COOK_MESSAGES.savedRecipes}</PageTitle>
          <PageLead>
            {ready && saved.total > 0
              ? `${saved.total} ${saved.total === 1 ? 'recipe' : 'recipes'} saved to cook later`
              : 'Recipes you saved to cook later'}
          </PageLead>
        </div>
      </PageHeader>
      {saved.isPending && !failed && <p role="status">{MESSAGES.loading}</p>}
      {failed && (
        <PageNotice role="alert">
          <span>Your saved recipes could not be loaded.</span>
          <Button type="button" $variant="secondary" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </PageNotice>
      )}
      {ready && saved.recipes.length === 0 && <SavedEmptyState />}
      {ready && saved.recipes.length > 0 && (
        <CardGrid aria-label={COOK_MESSAGES.savedRecipes}>
          {saved.recipes.map((recipe) => (
            <li key={recipe._id}>
              <RecipeCard
                recipe={recipe}
                actions={
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    aria-label={`${COOK_MESSAGES.removeFromSaved}: ${recipe.title}`}
                    disabled={unsave.isPending && unsave.variables?._id === recipe._id}
                    onClick={() => unsave.mutate(recipe)}
                  >
                    Remove
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
