import { screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@forkful/runtime/query';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { RecipeDetailPage } from '../components/recipe-detail-page';

const { get: getSpy } = mockRecipesApi();
const ID = '64b000000000000000000001';

/** The app's own client (its retry policy), without the waits between attempts. */
function appQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0, gcTime: Infinity } });
  return client;
}

function renderDetail(queryClient = createTestQueryClient()) {
  return renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${ID}`, queryClient });
}

const location = () => screen.getByTestId('location').textContent;

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe('loading a recipe', () => {
  it('shows a skeleton hidden from assistive technology, and marks the page busy, until the recipe arrives', async () => {
    getSpy.mockResolvedValue(makeRecipe());
    renderDetail();
    const skeleton = screen.getByTestId('recipe-detail-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const page = skeleton.closest('[aria-busy]');
    expect(page).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' });
    expect(page).toHaveAttribute('aria-busy', 'false');
  });

  it('asks once for an unknown id (404), then toasts and goes to /404', async () => {
    const notFound = httpError(404, 'Recipe not found');
    getSpy.mockRejectedValue(notFound);
    renderDetail(appQueryClient());
    expect(await screen.findByText('Failed to load recipe details')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/404'));
    expect(getSpy).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Failed to load recipe', notFound);
  });

  it('asks again after a server error, and gives up after the third failure', async () => {
    getSpy.mockRejectedValue(httpError(500, 'Internal server error'));
    renderDetail(appQueryClient());
    await waitFor(() => expect(location()).toBe('/404'));
    expect(getSpy).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Failed to load recipe details')).toBeInTheDocument();
  });

  it('shows the recipe when a retry succeeds, without a toast', async () => {
    getSpy.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(makeRecipe());
    renderDetail(appQueryClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load recipe details')).not.toBeInTheDocument();
    expect(location()).toBe(`/recipes/${ID}`);
  });

  it('shows a recipe read moments ago at once, without asking again', async () => {
    getSpy.mockResolvedValue(makeRecipe());
    const queryClient = createTestQueryClient();
    const first = renderDetail(queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' });
    first.unmount();
    renderDetail(queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(getSpy).toHaveBeenCalledTimes(1);
  });
});
