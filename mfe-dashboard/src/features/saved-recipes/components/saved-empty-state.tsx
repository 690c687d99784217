import { BookmarkIcon, ButtonLink, EmptyState } from '@forkful/ui';
import { useT } from '../../../i18n';

/** Shown when the user has saved nothing yet: says how to save, and where the recipes are. */
export function SavedEmptyState() {
  const t = useT();
  return (
    <EmptyState icon={<BookmarkIcon size={34} />} title={t('saved.empty')} hint={t('saved.emptyHint')}>
      <ButtonLink to="/dashboard/all-recipes">{t('common.browseRecipes')}</ButtonLink>
    </EmptyState>
  );
}
