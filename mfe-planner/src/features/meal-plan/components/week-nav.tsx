import styled from 'styled-components';
import type { PlanDate } from '@forkful/domain';
import { Button, ChevronIcon } from '@forkful/ui';
import { usePlanWords } from '../../../i18n/plan-words';
import { addDays } from '../../../lib/plan-dates';
import type { usePlanWeek } from '../hooks/use-plan-week';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-bottom: 1.5rem;
`;

/* On a phone the week's dates take the first row, and the three buttons share the next. */
const Label = styled.p`
  flex: 1 0 100%;
  order: -1;
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex: 0 1 auto;
    order: 0;
    min-width: 16rem;
    text-align: center;
  }
`;

/** "Previous week", the week's dates (announced when they change), "Next week", "This week". */
export function WeekNav({ week }: { week: ReturnType<typeof usePlanWeek> }) {
  const { t, range } = usePlanWords();
  const label = (monday: PlanDate) => range(monday, addDays(monday, 6));
  return (
    <Bar role="group" aria-label={t('week.label')}>
      <Button type="button" $variant="secondary" $size="sm" disabled={!week.hasPrevious} onClick={week.previous}>
        <ChevronIcon direction="left" size={16} /> {t('week.previous')}
      </Button>
      <Label id="plan-week-label" aria-live="polite">
        {label(week.monday)}
      </Label>
      <Button type="button" $variant="secondary" $size="sm" disabled={!week.hasNext} onClick={week.next}>
        {t('week.next')} <ChevronIcon direction="right" size={16} />
      </Button>
      <Button type="button" $variant="ghost" $size="sm" disabled={week.isThisWeek} onClick={week.thisWeek}>
        {t('week.this')}
      </Button>
    </Bar>
  );
}
