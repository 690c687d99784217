import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { queryClient } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { renderInHost, TEST_USER } from '../testing/render';
import { recipeFixture } from '../testing/recipes';
import AddRecipePage from './add-recipe-page';
import DashboardLayout from './dashboard-layout';
import MyRecipesPage from './my-recipes-page';
import OverviewPage from './overview-page';

/* The host gives theme, router and session, but no query client: each exposed module brings the shared one. */
beforeEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

describe('exposed modules', () => {
  it('OverviewPage loads its figures into the query client shared through @forkful/runtime', async () => {
    const stats = { totalRecipes: 5, myRecipes: 2, totalLikes: 9 };
    jest.spyOn(api.recipes, 'stats').mockResolvedValue(stats);
    renderInHost(<OverviewPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Total Recipes' })).toBeInTheDocument();
    expect(queryClient.getQueryData(recipeQueryKeys.stats(TEST_USER.uid))).toEqual(stats);
  });

  it('MyRecipesPage lists the recipes from the shared client', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([recipeFixture()]);
    renderInHost(<MyRecipesPage />, { path: '/my-recipes' });
    expect(await screen.findByRole('row', { name: /Mushroom Risotto/ })).toBeInTheDocument();
    expect(queryClient.getQueryData(recipeQueryKeys.mine(TEST_USER.uid))).toHaveLength(1);
  });

  it('AddRecipePage renders its form (its submit needs the client) without a provider from the host', () => {
    renderInHost(<AddRecipePage />, { path: '/add-recipe' });
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeInTheDocument();
  });

  it('DashboardLayout renders the navigation around the child route', () => {
    renderInHost(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<p>child page</p>} />
        </Route>
      </Routes>,
      { path: '/dashboard' },
    );
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('child page')).toBeInTheDocument();
  });
});
