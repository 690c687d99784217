import styled from 'styled-components';
import type { ShoppingList } from '@forkful/domain';
import { Button, PrinterIcon, ShareIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useClearChecked } from '../api/use-list-writes';
import { useShareList } from '../hooks/use-share-list';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 1.5rem;
`;

/** "Clear checked", "Print" and "Share" (Web Share, else a copy of the list as text). */
export function ListToolbar({ list }: { list: ShoppingList }) {
  const t = useT();
  const clear = useClearChecked();
  const share = useShareList(list);
  const checked = list.items.filter((item) => item.checked).length;
  return (
    <Bar role="group" aria-label={t('list.actions')}>
      <Button type="button" $variant="danger" $size="sm" disabled={checked === 0 || clear.isPending} onClick={() => clear.mutate()}>
        {t('list.clearChecked')}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => window.print()}>
        <PrinterIcon size={16} /> {t('list.print')}
      </Button>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => void share()}>
        <ShareIcon size={16} /> {t('list.share')}
      </Button>
    </Bar>
  );
}
