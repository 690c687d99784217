import { useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type { Recipe, RecipeUpdateInput } from '@forkful/domain';
import { Button, Modal } from '@forkful/ui';
import { useT } from '../../../i18n';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useDialogs } from '../../dialogs';
import { DownloadRecipesButton } from '../../recipe-export';
import { useRecipeActions } from '../hooks/use-recipe-actions';
import { useRecipeList } from '../hooks/use-recipe-list';
import { AddRecipeLink } from './add-recipe-link';
import type { EditRecipeForm } from './edit-recipe-form';
import { EmptyState } from './empty-state';
import { RecipesTable } from './recipes-table';

type EditForm = typeof EditRecipeForm;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * The edit form (with react-hook-form and react-dropzone, 21 KB brotli) arrives when a recipe is first edited, not
 * with the list. The modal opens once it is here, so that it opens on its first field as it always did.
 */
let editForm: Promise<EditForm> | undefined;
function loadEditForm(): Promise<EditForm> {
  editForm ??= import('./edit-recipe-form').then(
    (module) => module.EditRecipeForm,
    (error: unknown) => {
      editForm = undefined; // a failed download is tried again on the next Edit
      throw error;
    },
  );
  return editForm;
}

/** /my-recipes and /dashboard/my-recipes: the signed-in user's recipes with edit and delete, and their download. */
export function MyRecipesPage() {
  const t = useT();
  const dialogs = useDialogs();
  const { recipes, view, reload } = useRecipeList();
  const { update, remove } = useRecipeActions();
  const [editing, setEditing] = useState<{ recipe: Recipe; Form: EditForm } | null>(null);

  async function startEdit(recipe: Recipe) {
    try {
      const Form = await loadEditForm();
      setEditing({ recipe, Form });
    } catch (error) {
      console.error('The edit form could not be loaded', error);
      void dialogs.error(t('dialog.updateFailed'));
    }
  }

  async function saveEdit(recipe: Recipe, input: RecipeUpdateInput) {
    if (!(await update(recipe, input))) return;
    // Close first so focus returns to the Edit button before the success dialog takes it.
    flushSync(() => setEditing(null));
    void dialogs.success(t('dialog.updateSuccess'));
  }

  return (
    <Page aria-labelledby="my-recipes-title">
      <PageHeader>
        <div>
          <PageTitle id="my-recipes-title">{t('myRecipes.title')}</PageTitle>
          <PageLead>{view === 'ready' && recipes.length > 0 ? t('myRecipes.count', { count: recipes.length }) : t('myRecipes.lead')}</PageLead>
        </div>
        <HeaderActions>
          {view === 'ready' && recipes.length > 0 && <DownloadRecipesButton />}
          {!(view === 'ready' && recipes.length === 0) && <AddRecipeLink />}
        </HeaderActions>
      </PageHeader>
      {view === 'loading' && <p role="status">{t('common.loading')}</p>}
      {view === 'error' && (
        <PageNotice role="alert">
          <span>{t('myRecipes.loadFailed')}</span>
          <Button type="button" $variant="secondary" onClick={reload}>
            {t('common.tryAgain')}
          </Button>
        </PageNotice>
      )}
      {view === 'ready' && recipes.length === 0 && <EmptyState />}
      {view === 'ready' && recipes.length > 0 && (
        <RecipesTable recipes={recipes} onEdit={(recipe) => void startEdit(recipe)} onDelete={(recipe) => void remove(recipe)} />
      )}
      {editing && (
        <Modal title={t('myRecipes.editTitle')} onClose={() => setEditing(null)}>
          <editing.Form
            recipe={editing.recipe}
            onSubmit={(input) => saveEdit(editing.recipe, input)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </Page>
  );
}
