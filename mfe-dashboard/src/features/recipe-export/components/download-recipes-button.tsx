import { Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDownloadMyRecipes } from '../api/download-my-recipes';

/** "Download my recipes": every recipe of the cook as one JSON file of schema.org recipes, which Import file reads back. */
export function DownloadRecipesButton() {
  const t = useT();
  const download = useDownloadMyRecipes();
  return (
    <Button type="button" $variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? t('export.preparing') : t('export.download')}
    </Button>
  );
}
