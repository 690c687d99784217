import type { PlanDate } from '@forkful/domain';

/**
 * Query keys of the planner's data in the page's shared query client. Everything is the signed-in cook's own, so every
 * key carries the account id: one account never sees another's cached plan or list.
 */
export const planQueryKeys = {
  /** Every cached range of one cook's plan: what a write to the plan invalidates. */
  plan: (uid: string) => ['meal-plan', uid] as const,
  /** GET /meal-plan?from&to. */
  range: (uid: string, from: PlanDate, to: PlanDate) => ['meal-plan', uid, from, to] as const,
  /** GET /shopping-list. */
  shoppingList: (uid: string) => ['shopping-list', uid] as const,
};
