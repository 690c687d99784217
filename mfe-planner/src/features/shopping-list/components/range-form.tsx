import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, type PlanDate } from '@forkful/domain';
import { Button, TextField, useApiErrorText, type Translate } from '@forkful/ui';
import { FormProblem } from '../../../components/entry-fields';
import type { PlannerKey } from '../../../i18n';
import { usePlanWords } from '../../../i18n/plan-words';
import { daysBetween, isPlanDate, isWithinPlanReach, todayPlanDate, weekEnd } from '../../../lib/plan-dates';
import { useBuildList } from '../api/use-list-writes';

/* Phones: one field a row (a date field needs the width); from sm: From, To and the button in a row. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: 0.75rem 1rem;
  align-items: end;

  > div {
    justify-self: stretch;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 12rem)) auto;
  }
  > p {
    grid-column: 1 / -1;
  }
`;

/** Why a range cannot be built (the API's rules, said before asking it), in the page's language, or null. */
export function rangeProblem(from: string, to: string, t: Translate<PlannerKey>, today: PlanDate = todayPlanDate()): string | null {
  if (!isPlanDate(from)) return t('range.chooseFirst');
  if (!isPlanDate(to)) return t('range.chooseLast');
  if (to < from) return t('range.backwards');
  if (daysBetween(from, to) + 1 > MEAL_PLAN_LIMITS.rangeDays) return t('range.tooLong', { max: MEAL_PLAN_LIMITS.rangeDays });
  if (!isWithinPlanReach(from, today) || !isWithinPlanReach(to, today)) return t('range.outOfReach');
  return null;
}

/** "From" and "To" (this week from today until the cook changes them), and "Build list". */
export function RangeForm() {
  const { t, range } = usePlanWords();
  const errorText = useApiErrorText();
  const id = useId();
  const today = todayPlanDate();
  const [from, setFrom] = useState<string>(today);
  const [to, setTo] = useState<string>(weekEnd(today));
  const [problem, setProblem] = useState<string | null>(null);
  const build = useBuildList();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to, t, today);
    setProblem(found);
    if (found) return;
    build.mutate(
      { from, to },
      {
        onSuccess: (list) => {
          const count = list.items.filter((item) => !item.own).length;
          toast.success(t('range.built', { count, range: range(from, to) }));
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('range.form')}>
      <TextField id={`${id}-from`} label={t('range.from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
      <TextField id={`${id}-to`} label={t('range.to')} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} required />
      <Button type="submit" disabled={build.isPending}>
        {build.isPending ? t('range.building') : t('range.build')}
      </Button>
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
      {build.isError && <FormProblem role="alert">{t('range.buildFailed', { reason: errorText(build.error) })}</FormProblem>}
    </Form>
  );
}
