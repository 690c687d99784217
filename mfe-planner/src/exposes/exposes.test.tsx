import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { queryClient, setDevelopmentSession } from '@forkful/runtime';
import { planQueryKeys } from '../lib/plan-query-keys';
import { TEST_USER } from '../testing/render';
import { resetPlannerMocks, servePlanner } from '../testing/serve-planner';
import AddToPlanAction from './add-to-plan-action';
import MealPlanPage from './meal-plan-page';
import ShoppingListPage from './shopping-list-page';

resetPlannerMocks();

/* The host gives theme, router and session, but no query client: each exposed module brings the shared one. */
function renderInHost(ui: ReactElement, path: string) {
  setDevelopmentSession(TEST_USER);
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('exposed modules', () => {
  it('MealPlanPage loads the week into the query client shared through @forkful/runtime', async () => {
    servePlanner();
    renderInHost(<MealPlanPage />, '/plan');
    expect(await screen.findByText(/Nothing planned for this week yet/)).toBeInTheDocument();
    expect(queryClient.getQueriesData({ queryKey: planQueryKeys.plan(TEST_USER.uid) })).toHaveLength(1);
  });

  it('ShoppingListPage loads the list into the shared client', async () => {
    servePlanner();
    renderInHost(<ShoppingListPage />, '/shopping-list');
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeInTheDocument();
    expect(queryClient.getQueryData(planQueryKeys.shoppingList(TEST_USER.uid))).toEqual({ from: null, to: null, items: [], updatedAt: null });
  });

  it("AddToPlanAction renders as the recipe-actions slot's contribution, with the slot's props", () => {
    renderInHost(<AddToPlanAction recipe={{ _id: 'r1', title: 'Carbonara' }} />, '/recipes/r1');
    expect(screen.getByRole('button', { name: 'Add to plan' })).toBeInTheDocument();
  });
});
