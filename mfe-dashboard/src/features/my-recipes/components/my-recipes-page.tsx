import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES, type Recipe, type RecipeUpdateInput } from '@forkful/contracts';
import { Button, Modal } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useDialogs } from '../../dialogs';
import { useRecipeActions } from '../hooks/use-recipe-actions';
import { useRecipeList } from '../hooks/use-recipe-list';
import { AddRecipeLink } from './add-recipe-link';
import { EditRecipeForm } from './edit-recipe-form';
import { EmptyState } from './empty-state';
import { RecipesTable } from './recipes-table';

/** /my-recipes and /dashboard/my-recipes: the signed-in user's recipes with edit and delete. */
export function MyRecipesPage() {
  const dialogs = useDialogs();
  const { recipes, view, reload } = useRecipeList();
  const { update, remove } = useRecipeActions();
  const [editing, setEditing] = useState<Recipe | null>(null);

  async function saveEdit(recipe: Recipe, input: RecipeUpdateInput) {
    if (!(await update(recipe, input))) return;
    // Close first so focus returns to the Edit button before the success dialog takes it.
    flushSync(() => setEditing(null));
    void dialogs.success(MESSAGES.updateSuccess);
  }

  return (
    <Page aria-labelledby="my-recipes-title">
      <PageHeader>
        <div>
          <PageTitle id="my-recipes-title">My Recipes</PageTitle>
          <PageLead>
            {view === 'ready' && recipes.length > 0
              ? `${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'} shared by you`
              : 'The recipes you have shared'}
          </PageLead>
        </div>
        {!(view === 'ready' && recipes.length === 0) && <AddRecipeLink />}
      </PageHeader>
      {view === 'loading' && <p role="status">{MESSAGES.loading}</p>}
      {view === 'error' && (
        <PageNotice role="alert">
          <span>Your recipes could not be loaded.</span>
          <Button type="button" $variant="secondary" onClick={reload}>
            Try again
          </Button>
        </PageNotice>
      )}
      {view === 'ready' && recipes.length === 0 && <EmptyState />}
      {view === 'ready' && recipes.length > 0 && (
        <RecipesTable recipes={recipes} onEdit={setEditing} onDelete={(recipe) => void remove(recipe)} />
      )}
      {editing && (
        <Modal title="Update Recipe" onClose={() => setEditing(null)}>
          <EditRecipeForm recipe={editing} onSubmit={(input) => saveEdit(editing, input)} onCancel={() => setEditing(null)} />
        </Modal>
      )}
    </Page>
  );
}
