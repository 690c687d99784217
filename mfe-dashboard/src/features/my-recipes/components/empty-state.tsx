import { BookIcon, EmptyState as EmptyPanel } from '@forkful/ui';
import { useT } from '../../../i18n';
import { AddRecipeLink } from './add-recipe-link';

/** Shown when the user has no recipes (spec section 2). */
export function EmptyState() {
  const t = useT();
  return (
    <EmptyPanel icon={<BookIcon size={34} />} title={t('myRecipes.empty')} hint={t('myRecipes.emptyHint')}>
      <AddRecipeLink />
    </EmptyPanel>
  );
}
