import { BookmarkIcon, Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useSavedState } from '../api/saved-state';

/** A toggle named by its state: "Save recipe", then "Saved" (aria-pressed), pressing again removes it. */
export function SaveButton({ recipeId }: { recipeId: string }) {
  const { saved, ready, toggle } = useSavedState(recipeId);
  const t = useT();
  return (
    <Button type="button" $variant={saved ? 'primary' : 'outline'} $size="sm" aria-pressed={saved} disabled={!ready} onClick={toggle}>
      <BookmarkIcon size={16} fill={saved ? 'currentColor' : 'none'} />
      {saved ? t('actions.saved') : t('actions.save')}
    </Button>
  );
}
