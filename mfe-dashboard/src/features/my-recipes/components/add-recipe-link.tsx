import { ButtonLink, PlusIcon } from '@forkful/ui';
import { useT } from '../../../i18n';

/**
 * 'Add New Recipe': the add-recipe route beside the current one, so /my-recipes leads to /add-recipe
 * and /dashboard/my-recipes to /dashboard/add-recipe (the user stays inside the dashboard).
 */
export function AddRecipeLink() {
  const t = useT();
  return (
    <ButtonLink to="../add-recipe" relative="path">
      <PlusIcon size={18} /> {t('myRecipes.addNew')}
    </ButtonLink>
  );
}
