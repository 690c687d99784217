import { COOK_MESSAGES } from '@forkful/domain';
import { BookmarkIcon, ButtonLink, EmptyState } from '@forkful/ui';

/** Shown when the user has saved nothing yet: says how to save, and where the recipes are. */
export function SavedEmptyState() {
  return (
    <EmptyState icon={<BookmarkIcon size={34} />} title={COOK_MESSAGES.savedEmpty} hint={COOK_MESSAGES.savedEmptyHint}>
      <ButtonLink to="/dashboard/all-recipes">Browse recipes</ButtonLink>
    </EmptyState>
  );
}
