import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { CollectionSummary } from '@forkful/domain';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDialogs } from '../../dialogs';
import { collectionChange, newCollectionInput, type CollectionFormValues } from '../api/collection-form-values';
import { useChangeCollection, useCreateCollection, useDeleteCollection } from '../api/collection-writes';

/** What the collection modal is doing: creating one, or editing `collection`. */
export type CollectionEditor = { collection?: CollectionSummary };

/**
 * The page's writes. `save` sends the modal's values (POST for a new collection, PATCH with what changed for an edit)
 * and closes the modal once the API agreed; a refusal rejects, so the form shows the API's message. `remove` asks
 * first; `afterRemove` gets focus somewhere sensible once the collection's card is gone.
 */
export function useCollectionActions(afterRemove: () => void) {
  const t = useT();
  const errorText = useApiErrorText();
  const dialogs = useDialogs();
  const [editor, setEditor] = useState<CollectionEditor | null>(null);
  const { mutateAsync: create } = useCreateCollection();
  const { mutateAsync: change } = useChangeCollection();
  const { mutateAsync: deleteCollection } = useDeleteCollection();

  const save = useCallback(
    async (values: CollectionFormValues) => {
      const collection = editor?.collection;
      if (!collection) {
        const created = await create(newCollectionInput(values));
        toast.success(t('collections.created', { title: created.title }));
      } else {
        const changes = collectionChange(values, collection);
        if (Object.keys(changes).length > 0) await change({ id: collection._id, change: changes });
        toast.success(t('collections.saved', { title: values.title.trim() }));
      }
      setEditor(null);
    },
    [editor, create, change, t],
  );

  const remove = useCallback(
    async (collection: CollectionSummary) => {
      if (!(await dialogs.confirmDelete())) return;
      try {
        await deleteCollection(collection._id);
        toast.success(t('collections.deleted', { title: collection.title }));
        afterRemove();
      } catch (error) {
        console.error('Deleting the collection failed', error);
        toast.error(t('collections.deleteFailed', { title: collection.title, reason: errorText(error) }));
      }
    },
    [dialogs, deleteCollection, afterRemove, t, errorText],
  );

  return {
    editor,
    openNew: () => setEditor({}),
    openEdit: (collection: CollectionSummary) => setEditor({ collection }),
    close: () => setEditor(null),
    save,
    remove,
  };
}
