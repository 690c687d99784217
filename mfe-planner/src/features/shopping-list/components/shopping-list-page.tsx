import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, type ShoppingList } from '@forkful/domain';
import { Button, ButtonLink, Card, EmptyState, PageContainer, PageHeader, PlateIcon, SectionTitle, useDocumentTitle, useUiT } from '@forkful/ui';
import { usePlanWords, type PlanWords } from '../../../i18n/plan-words';
import { useShoppingList } from '../api/use-shopping-list';
import { ListToolbar } from './list-toolbar';
import { OwnItemForm } from './own-item-form';
import { ShoppingListPrintStyle } from './print-style';
import { RangeForm } from './range-form';
import { ShoppingItems } from './shopping-items';

const Links = styled.div`
  display: flex;
  justify-content: center;
  margin: -1.5rem 0 1.5rem;
`;

const Section = styled(Card)`
  margin-bottom: 1.5rem;
  padding: 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1.5rem;
  }
`;

const Lead = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "From your plan for 24–30 November 2025. 1 of 3 items checked." */
function summaryOf(list: ShoppingList, { t, range }: PlanWords): string {
  const checked = t('list.checked', { checked: list.items.filter((item) => item.checked).length, total: list.items.length });
  return list.from && list.to ? `${t('list.fromPlan', { range: range(list.from, list.to) })} ${checked}` : checked;
}

/** What to do when the list has nothing on it: before the first build, or when the days had nothing planned. */
function EmptyList({ list, t }: { list: ShoppingList; t: PlanWords['t'] }) {
  const built = list.from !== null && list.to !== null;
  return (
    <EmptyState
      icon={<PlateIcon size={34} />}
      title={built ? t('list.emptyBuiltTitle') : t('list.emptyTitle')}
      hint={built ? t('list.emptyBuiltHint') : t('list.emptyHint')}
    >
      <ButtonLink to="/plan" $variant="outline" $size="sm">
        {t('list.openPlan')}
      </ButtonLink>
    </EmptyState>
  );
}

/** /shopping-list: the list built from the plan's days, checked off in the shop, with the cook's own items. */
export function ShoppingListPage() {
  const words = usePlanWords();
  const { t } = words;
  const uiT = useUiT();
  useDocumentTitle(t('list.title'));
  const list = useShoppingList();

  return (
    <PageContainer>
      <ShoppingListPrintStyle />
      <PageHeader title={t('list.title')} lead={t('list.lead')} />
      <Links>
        <ButtonLink to="/plan" $variant="outline" $size="sm">
          {t('list.backToPlan')}
        </ButtonLink>
      </Links>
      <Section as="section" aria-labelledby="shopping-days-title">
        <SectionTitle id="shopping-days-title">{t('list.daysTitle')}</SectionTitle>
        <RangeForm />
      </Section>
      <Section as="section" aria-labelledby="shopping-items-title" data-print="list">
        <SectionTitle id="shopping-items-title">{t('list.itemsTitle')}</SectionTitle>
        {list.isPending && list.fetchStatus !== 'idle' && <p role="status">{uiT('loading.text')}</p>}
        {list.isError && (
          <div role="alert">
            <p>{t('list.loadFailed')}</p>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => void list.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )}
        {list.data && (
          <>
            <Lead>{summaryOf(list.data, words)}</Lead>
            {list.data.items.length === 0 ? <EmptyList list={list.data} t={t} /> : <ShoppingItems items={list.data.items} />}
            {list.data.items.length > 0 && <ListToolbar list={list.data} />}
            <OwnItemForm full={list.data.items.length >= MEAL_PLAN_LIMITS.itemsPerList} />
          </>
        )}
      </Section>
    </PageContainer>
  );
}
