import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import type { ModerationAction, ReportedItem } from '@forkful/domain';
import { apiErrorStatus } from '@forkful/runtime';
import { Button, EmptyState, Modal, PlateIcon, useDocumentTitle } from '@forkful/ui';
import { Page, PageHeader, PageLead, PageNotice, PageTitle } from '../../dashboard-layout';
import { useDecide } from '../api/decide';
import { useReportedItems } from '../api/get-reported-items';
import { DecisionForm } from './decision-form';
import { useModerationText } from './moderation-text';
import { ReportedItemCard } from './reported-item-card';

const Queue = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /dashboard/moderation: the reported reviews and collections, each kept or removed with a recorded reason. The API
 * decides who may see it: anyone else gets its 403, shown as a sentence.
 */
export function ModerationPage() {
  const text = useModerationText();
  const { t } = text;
  useDocumentTitle(t('moderation.title'));
  const queue = useReportedItems();
  const decide = useDecide();
  const [deciding, setDeciding] = useState<{ item: ReportedItem; action: ModerationAction } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const items = queue.data ?? [];
  const failed = queue.isError && !queue.isFetching;
  const forbidden = failed && apiErrorStatus(queue.error) === 403;

  async function submit(reason: string) {
    if (!deciding) return;
    await decide.mutateAsync({ ...deciding, reason });
    toast.success(text.decided(deciding.action, deciding.item));
    // The item and its buttons are gone: close first, then give focus to the page's title.
    flushSync(() => setDeciding(null));
    title.current?.focus();
  }

  return (
    <Page aria-labelledby="moderation-title">
      <PageHeader>
        <div>
          <PageTitle id="moderation-title" ref={title} tabIndex={-1}>
            {t('moderation.title')}
          </PageTitle>
          <PageLead>{items.length > 0 ? t('moderation.count', { count: items.length }) : t('moderation.lead')}</PageLead>
        </div>
      </PageHeader>
      {queue.isPending && !failed && <p role="status">{t('common.loading')}</p>}
      {forbidden && (
        <PageNotice>
          <span>{t('moderation.forModeratorsOnly')}</span>
        </PageNotice>
      )}
      {failed && !forbidden && (
        <PageNotice role="alert">
          <span>{t('moderation.loadFailed')}</span>
          <Button type="button" $variant="secondary" onClick={() => void queue.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </PageNotice>
      )}
      {queue.isSuccess && items.length === 0 && <EmptyState icon={<PlateIcon size={34} />} title={t('moderation.empty')} hint={t('moderation.emptyHint')} />}
      {items.length > 0 && (
        <Queue aria-label={t('moderation.queue')}>
          {items.map((item) => (
            <li key={`${item.kind} ${item.itemId}`}>
              <ReportedItemCard item={item} onDecide={(chosen, action) => setDeciding({ item: chosen, action })} />
            </li>
          ))}
        </Queue>
      )}
      {deciding && (
        <Modal title={text.decisionName(deciding.action, deciding.item)} onClose={() => setDeciding(null)}>
          <DecisionForm action={deciding.action} onSubmit={submit} onCancel={() => setDeciding(null)} />
        </Modal>
      )}
    </Page>
  );
}
