import { useState } from 'react';
import toast from 'react-hot-toast';
import { BookIcon, Button } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useViewerUid } from '../hooks/use-viewer-uid';

type DialogModule = typeof import('./add-to-collection-dialog');

// Loaded on the first click and kept: the recipe page's first chunk carries only this button.
let dialogModule: DialogModule | undefined;

/** "Add to collection" on the recipe page, for a signed-in cook: opens the dialog of their collections. */
export function AddToCollectionButton({ recipeId }: { recipeId: string }) {
  const uid = useViewerUid();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const t = useT();
  if (!uid) return null;

  function openDialog() {
    if (dialogModule) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    import('./add-to-collection-dialog')
      .then((loaded) => {
        dialogModule = loaded;
        setOpen(true);
      })
      .catch(() => toast.error(t('addToCollection.openFailed')))
      .finally(() => setLoading(false));
  }

  const Dialog = open ? dialogModule?.AddToCollectionDialog : undefined;
  return (
    <>
      <Button type="button" $variant="outline" $size="sm" aria-haspopup="dialog" aria-busy={loading || undefined} onClick={openDialog}>
        <BookIcon size={16} /> {t('addToCollection.button')}
      </Button>
      {Dialog && <Dialog recipeId={recipeId} onClose={() => setOpen(false)} />}
    </>
  );
}
