import { useCallback, useRef } from 'react';
import { MESSAGES } from '@forkful/domain';
import { Button, Modal, useDocumentTitle } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useMyCollections } from '../api/get-my-collections';
import { useCollectionActions } from '../hooks/use-collection-actions';
import { CollectionCard } from './collection-card';
import { CollectionList } from './collection-card.styles';
import { CollectionForm } from './collection-form';
import { CollectionsEmptyState } from './collections-empty-state';
import { MY_COLLECTIONS_TEXT as TEXT } from './my-collections-text';

const collectionCount = (count: number) => `${count} ${count === 1 ? 'collection' : 'collections'} of recipes`;

/** /dashboard/collections: the cook's collections, a way to make one, and each one's edit, delete and recipe order. */
export function MyCollectionsPage() {
  useDocumentTitle(TEXT.title);
  const collections = useMyCollections();
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => title.current?.focus(), []);
  const actions = useCollectionActions(focusTitle);
  const list = collections.data ?? [];
  const failed = collections.isError && !collections.isFetching;
  const editing = actions.editor?.collection;

  return (
    <Page aria-labelledby="my-collections-title">
      <PageHeader>
        <div>
          <PageTitle id="my-collections-title" ref={title} tabIndex={-1}>
            {TEXT.title}
          </PageTitle>
          <PageLead>{list.length > 0 ? collectionCount(list.length) : TEXT.lead}</PageLead>
        </div>
        <Button type="button" onClick={actions.openNew}>
          {TEXT.newCollection}
        </Button>
      </PageHeader>
      {collections.isPending && !failed && <p role="status">{MESSAGES.loading}</p>}
      {failed && (
        <PageNotice role="alert">
          <span>{TEXT.loadFailed}</span>
          <Button type="button" $variant="secondary" onClick={() => void collections.refetch()}>
            Try again
          </Button>
        </PageNotice>
      )}
      {collections.isSuccess && list.length === 0 && <CollectionsEmptyState />}
      {list.length > 0 && (
        <CollectionList aria-label={TEXT.title}>
          {list.map((collection) => (
            <li key={collection._id}>
              <CollectionCard collection={collection} onEdit={actions.openEdit} onDelete={(chosen) => void actions.remove(chosen)} />
            </li>
          ))}
        </CollectionList>
      )}
      {actions.editor && (
        <Modal title={editing ? TEXT.editCollection : TEXT.newCollection} onClose={actions.close}>
          <CollectionForm
            collection={editing}
            submitLabel={editing ? 'Save changes' : 'Create collection'}
            onSubmit={actions.save}
            onCancel={actions.close}
          />
        </Modal>
      )}
    </Page>
  );
}
