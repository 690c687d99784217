import type { ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RecipePage } from '@forkful/domain';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import type { RecipeListParams } from '../hooks/recipe-list-params';
import { toRecipePageQuery, useRecipePage } from './get-recipe-page';

const { page: pageSpy } = mockRecipesApi();

const FIRST: RecipeListParams = { q: '', page: 1 };

function renderRecipePage(initial: RecipeListParams = FIRST) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((params: RecipeListParams) => useRecipePage(params), { initialProps: initial, wrapper });
}

/** A request that answers only when the test says so. */
function deferredPage() {
  let answer: (page: RecipePage) => void = () => undefined;
  pageSpy.mockReturnValueOnce(new Promise<RecipePage>((resolve) => (answer = resolve)));
  return (page: RecipePage) => answer(page);
}

describe('toRecipePageQuery', () => {
  it('asks for 8 recipes a page and leaves an empty search out', () => {
    expect(toRecipePageQuery({ q: '', page: 3 })).toEqual({ cuisine: undefined, sort: undefined, q: undefined, page: 3, limit: 8 });
    expect(toRecipePageQuery({ cuisine: 'Chinese', sort: 'title-desc', q: 'rice', page: 1 })).toEqual({
      cuisine: 'Chinese',
      sort: 'title-desc',
      q: 'rice',
      page: 1,
      limit: 8,
    });
  });
});

describe('useRecipePage', () => {
  it('is loading, then gives the recipes and the total', async () => {
    pageSpy.mockResolvedValue({ recipes: makeRecipes(8), total: 30 });
    const { result } = renderRecipePage();
    expect(result.current).toEqual({ recipes: [], total: 0, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.recipes).toHaveLength(8);
    expect(result.current.total).toBe(30);
  });

  it('sends one request for two components showing the same page', async () => {
    pageSpy.mockResolvedValue({ recipes: makeRecipes(8), total: 30 });
    function RecipeCount({ label }: { label: string }) {
      const { recipes, loading } = useRecipePage({ q: '', page: 1 });
      return <p>{loading ? `${label}: loading` : `${label}: ${recipes.length}`}</p>;
    }
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RecipeCount label="grid" />
        <RecipeCount label="sidebar" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('grid: 8')).toBeInTheDocument();
    expect(screen.getByText('sidebar: 8')).toBeInTheDocument();
    expect(pageSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous total while the next page loads, but counts as loading', async () => {
    pageSpy.mockResolvedValueOnce({ recipes: makeRecipes(8), total: 30 });
    const { result, rerender } = renderRecipePage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const answerPage2 = deferredPage();
    rerender({ q: '', page: 2 });
    expect(result.current).toMatchObject({ total: 30, loading: true });
    answerPage2({ recipes: makeRecipes(8, 9), total: 30 });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.recipes[0].title).toBe('Recipe 9');
  });

  it('asks again for a page seen before, showing the earlier answer meanwhile', async () => {
    pageSpy.mockResolvedValue({ recipes: makeRecipes(8), total: 30 });
    const { result, rerender } = renderRecipePage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ q: '', page: 2 });
    await waitFor(() => expect(pageSpy).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender(FIRST);
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(pageSpy).toHaveBeenCalledTimes(3));
  });

  it('only logs a failure, and gives no recipes', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Network Error');
    pageSpy.mockRejectedValue(failure);
    const { result } = renderRecipePage();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ recipes: [], total: 0, loading: false });
    expect(consoleError).toHaveBeenCalledWith('Failed to load recipes', failure);
    consoleError.mockRestore();
  });
});
