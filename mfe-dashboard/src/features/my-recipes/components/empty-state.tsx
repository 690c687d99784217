import { MESSAGES } from '@forkful/domain';
import { BookIcon, EmptyState as EmptyPanel } from '@forkful/ui';
import { AddRecipeLink } from './add-recipe-link';

/** Shown when the user has no recipes (spec section 2). */
export function EmptyState() {
  return (
    <EmptyPanel icon={<BookIcon size={34} />} title={MESSAGES.myRecipesEmpty} hint={MESSAGES.myRecipesEmptyHint}>
      <AddRecipeLink />
    </EmptyPanel>
  );
}
