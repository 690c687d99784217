import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, MESSAGES, type ShoppingList } from '@forkful/domain';
import { Button, ButtonLink, Card, EmptyState, PageContainer, PageHeader, PlateIcon, SectionTitle, useDocumentTitle } from '@forkful/ui';
import { formatRange } from '../../../lib/plan-dates';
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

function summaryOf(list: ShoppingList): string {
  const days = list.from && list.to ? `From your plan for ${formatRange(list.from, list.to)}. ` : '';
  const checked = list.items.filter((item) => item.checked).length;
  return `${days}${checked} of ${list.items.length} ${list.items.length === 1 ? 'item' : 'items'} checked.`;
}

/** What to do when the list has nothing on it: before the first build, or when the days had nothing planned. */
function EmptyList({ list }: { list: ShoppingList }) {
  const built = list.from !== null && list.to !== null;
  return (
    <EmptyState
      icon={<PlateIcon size={34} />}
      title={built ? 'Nothing to buy for these days' : 'Your shopping list is empty'}
      hint={
        built
          ? 'Your plan has no recipes on those days. Add some to your plan, then build the list again, or add your own items below.'
          : 'Choose the days of your plan above and press Build list, or add your own items below.'
      }
    >
      <ButtonLink to="/plan" $variant="outline" $size="sm">
        Open the meal plan
      </ButtonLink>
    </EmptyState>
  );
}

/** /shopping-list: the list built from the plan's days, checked off in the shop, with the cook's own items. */
export function ShoppingListPage() {
  useDocumentTitle('Shopping List');
  const list = useShoppingList();

  return (
    <PageContainer>
      <ShoppingListPrintStyle />
      <PageHeader title="Shopping List" lead="Everything your planned recipes need, scaled to the servings you planned and added up." />
      <Links>
        <ButtonLink to="/plan" $variant="outline" $size="sm">
          Back to the meal plan
        </ButtonLink>
      </Links>
      <Section as="section" aria-labelledby="shopping-days-title">
        <SectionTitle id="shopping-days-title">Days to shop for</SectionTitle>
        <RangeForm />
      </Section>
      <Section as="section" aria-labelledby="shopping-items-title" data-print="list">
        <SectionTitle id="shopping-items-title">Your list</SectionTitle>
        {list.isPending && list.fetchStatus !== 'idle' && <p role="status">{MESSAGES.loading}</p>}
        {list.isError && (
          <div role="alert">
            <p>Your shopping list could not be loaded.</p>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {list.data && (
          <>
            <Lead>{summaryOf(list.data)}</Lead>
            {list.data.items.length === 0 ? <EmptyList list={list.data} /> : <ShoppingItems items={list.data.items} />}
            {list.data.items.length > 0 && <ListToolbar list={list.data} />}
            <OwnItemForm full={list.data.items.length >= MEAL_PLAN_LIMITS.itemsPerList} />
          </>
        )}
      </Section>
    </PageContainer>
  );
}
