import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, type PlanDate } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { Button, TextField } from '@forkful/ui';
import { FormProblem } from '../../../components/entry-fields';
import { daysBetween, formatRange, isPlanDate, isWithinPlanReach, todayPlanDate, weekEnd } from '../../../lib/plan-dates';
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

/** Why a range cannot be built (the API's rules, said before asking it), or null. */
export function rangeProblem(from: string, to: string, today: PlanDate = todayPlanDate()): string | null {
  if (!isPlanDate(from)) return 'Choose the first day';
  if (!isPlanDate(to)) return 'Choose the last day';
  if (to < from) return 'The last day comes before the first';
  if (daysBetween(from, to) + 1 > MEAL_PLAN_LIMITS.rangeDays) return `Choose at most ${MEAL_PLAN_LIMITS.rangeDays} days at a time`;
  if (!isWithinPlanReach(from, today) || !isWithinPlanReach(to, today)) return 'Choose days within two years of today';
  return null;
}

/** "From" and "To" (this week from today until the cook changes them), and "Build list". */
export function RangeForm() {
  const id = useId();
  const today = todayPlanDate();
  const [from, setFrom] = useState<string>(today);
  const [to, setTo] = useState<string>(weekEnd(today));
  const [problem, setProblem] = useState<string | null>(null);
  const build = useBuildList();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to, today);
    setProblem(found);
    if (found) return;
    build.mutate(
      { from, to },
      {
        onSuccess: (list) => {
          const count = list.items.filter((item) => !item.own).length;
          toast.success(`${count} ${count === 1 ? 'item' : 'items'} from your plan for ${formatRange(from, to)}`);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Days of the plan to shop for">
      <TextField id={`${id}-from`} label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
      <TextField id={`${id}-to`} label="To" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} required />
      <Button type="submit" disabled={build.isPending}>
        {build.isPending ? 'Building…' : 'Build list'}
      </Button>
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
      {build.isError && <FormProblem role="alert">{`Could not build the list: ${apiErrorMessage(build.error)}`}</FormProblem>}
    </Form>
  );
}
