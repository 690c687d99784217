import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { queryClient } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { makeRecipes } from '../testing/recipe-fixtures';
import { mockRecipesApi } from '../testing/mock-recipes-api';
import AllRecipesPage from './all-recipes-page';

const { page: pageSpy } = mockRecipesApi();
afterEach(() => queryClient.clear());

describe('an exposed page', () => {
  it('brings its own query provider, on the client shared through @forkful/runtime', async () => {
    pageSpy.mockResolvedValue({ recipes: makeRecipes(3), total: 3 });
    // As the shell renders it: a router and the theme, and no query provider of its own.
    render(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/all-recipes']}>
          <AllRecipesPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeInTheDocument();
    const cached = queryClient.getQueryData(recipeQueryKeys.page({ page: 1, limit: 8 }));
    expect(cached).toEqual({ recipes: makeRecipes(3), total: 3 });
  });
});
