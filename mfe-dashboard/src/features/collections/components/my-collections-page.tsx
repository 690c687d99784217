import { useCallback, useRef } from 'react';
import { Button, Modal, useDocumentTitle } from '@forkful/ui';
import { useT } from '../../../i18n';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useMyCollections } from '../api/get-my-collections';
import { useCollectionActions } from '../hooks/use-collection-actions';
import { CollectionCard } from './collection-card';
import { CollectionList } from './collection-card.styles';
import { CollectionForm } from './collection-form';
import { CollectionsEmptyState } from './collections-empty-state';

/** /dashboard/collections: the cook's collections, a way to make one, and each one's edit, delete and recipe order. */
export function MyCollectionsPage() {
  const t = useT();
  useDocumentTitle(t('collections.title'));
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
            {t('collections.title')}
          </PageTitle>
          <PageLead>{list.length > 0 ? t('collections.count', { count: list.length }) : t('collections.lead')}</PageLead>
        </div>
        <Button type="button" onClick={actions.openNew}>
          {t('collections.new')}
        </Button>
      </PageHeader>
      {collections.isPending && !failed && <p role="status">{t('common.loading')}</p>}
      {failed && (
        <PageNotice role="alert">
          <span>{t('collections.loadFailed')}</span>
          <Button type="button" $variant="secondary" onClick={() => void collections.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </PageNotice>
      )}
      {collections.isSuccess && list.length === 0 && <CollectionsEmptyState />}
      {list.length > 0 && (
        <CollectionList aria-label={t('collections.title')}>
          {list.map((collection) => (
            <li key={collection._id}>
              <CollectionCard collection={collection} onEdit={actions.openEdit} onDelete={(chosen) => void actions.remove(chosen)} />
            </li>
          ))}
        </CollectionList>
      )}
      {actions.editor && (
        <Modal title={editing ? t('collections.edit') : t('collections.new')} onClose={actions.close}>
          <CollectionForm
            collection={editing}
            submitLabel={editing ? t('common.saveChanges') : t('collections.create')}
            onSubmit={actions.save}
            onCancel={actions.close}
          />
        </Modal>
      )}
    </Page>
  );
}
