import { BookIcon, ButtonLink, EmptyState } from '@forkful/ui';
import { useT } from '../../../i18n';

/** Shown when the cook has no collection yet: says where collections come from, and where the recipes are. */
export function CollectionsEmptyState() {
  const t = useT();
  return (
    <EmptyState icon={<BookIcon size={34} />} title={t('collections.empty')} hint={t('collections.emptyHint')}>
      <ButtonLink to="/dashboard/all-recipes" $variant="secondary">
        {t('common.browseRecipes')}
      </ButtonLink>
    </EmptyState>
  );
}
