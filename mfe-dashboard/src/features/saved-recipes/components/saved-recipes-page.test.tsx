import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { COOK_MESSAGES, type Recipe } from '@forkful/domain';
import { http } from '@forkful/runtime';
import { renderPage } from '../../../testing/render';
import { recipeFixture } from '../../../testing/recipes';
import { SAVED_PAGE_SIZE } from '../api/get-saved-recipes';
import { SavedRecipesPage } from './saved-recipes-page';

/** GET and DELETE /saved-recipes as a small in-memory server, newest saved first. */
function serveSavedRecipes(initial: Recipe[]) {
  let saved = [...initial];
  const get = jest.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    expect(url).toBe('/saved-recipes');
    const { page, limit } = config?.params as { page: number; limit: number };
    const data = saved.slice((page - 1) * limit, page * limit);
    return { data, headers: { 'x-total-count': String(saved.length) } };
  });
  const remove = jest.spyOn(http, 'delete').mockImplementation(async (url: string) => {
    saved = saved.filter((recipe) => `/saved-recipes/${recipe._id}` !== url);
    return { status: 204, data: '' };
  });
  return { get, remove };
}

const recipes = (count: number) => Array.from({ length: count }, (_, i) => recipeFixture({ _id: `r${i + 1}`, title: `Saved ${i + 1}` }));

beforeEach(() => jest.restoreAllMocks());

describe('SavedRecipesPage', () => {
  it('shows the saved recipes as cards, each linking to its detail', async () => {
    serveSavedRecipes(recipes(2));
    renderPage(<SavedRecipesPage />, { path: '/dashboard/saved' });
    const grid = await screen.findByRole('list', { name: 'Saved Recipes' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See Details: Saved 1' })).toHaveAttribute('href', '/recipes/r1');
    expect(screen.getByText('2 recipes saved to cook later')).toBeInTheDocument();
  });

  it('removes a recipe with its Remove button, and the list no longer has it', async () => {
    const { remove } = serveSavedRecipes(recipes(2));
    renderPage(<SavedRecipesPage />, { path: '/dashboard/saved' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from saved: Saved 1' }));
    expect(remove).toHaveBeenCalledWith('/saved-recipes/r1');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Saved 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Saved 2' })).toBeInTheDocument();
  });

  it('says how to save recipes when none are saved', async () => {
    serveSavedRecipes([]);
    renderPage(<SavedRecipesPage />, { path: '/dashboard/saved' });
    expect(await screen.findByRole('heading', { name: COOK_MESSAGES.savedEmpty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute('href', '/dashboard/all-recipes');
  });

  it('loads the next page with Show more, and offers no more once all are shown', async () => {
    const { get } = serveSavedRecipes(recipes(SAVED_PAGE_SIZE + 3));
    renderPage(<SavedRecipesPage />, { path: '/dashboard/saved' });
    await screen.findByRole('article', { name: `Saved ${SAVED_PAGE_SIZE}` });
    expect(screen.queryByRole('article', { name: `Saved ${SAVED_PAGE_SIZE + 1}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: `Saved ${SAVED_PAGE_SIZE + 3}` })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/saved-recipes', { params: { page: 2, limit: SAVED_PAGE_SIZE } });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(Object.assign(new Error('down'), { response: { status: 500 } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<SavedRecipesPage />, { path: '/dashboard/saved' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved recipes could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
