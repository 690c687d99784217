import { BookIcon, ButtonLink, EmptyState } from '@forkful/ui';
import { MY_COLLECTIONS_TEXT } from './my-collections-text';

/** Shown when the cook has no collection yet: says where collections come from, and where the recipes are. */
export function CollectionsEmptyState() {
  return (
    <EmptyState icon={<BookIcon size={34} />} title={MY_COLLECTIONS_TEXT.empty} hint={MY_COLLECTIONS_TEXT.emptyHint}>
      <ButtonLink to="/dashboard/all-recipes" $variant="secondary">
        Browse recipes
      </ButtonLink>
    </EmptyState>
  );
}
