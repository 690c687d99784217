import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipeListQuery } from '@forkful/domain';
import { renderRoute } from '../../../testing/render';
import { makeRecipe, makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { AllRecipesPage } from './all-recipes-page';

const { page: pageSpy } = mockRecipesApi();

/** A fake API over `total` recipes that honours page and limit. */
function serveRecipes(total: number) {
  pageSpy.mockImplementation(async (query: RecipeListQuery) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? 8;
    const start = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, total - start));
    return { recipes: makeRecipes(count, start + 1), total };
  });
}

function renderAt(url = '/all-recipes') {
  return renderRoute(<AllRecipesPage />, { path: '/all-recipes', url });
}

const location = () => screen.getByTestId('location').textContent;
const lastQuery = () => pageSpy.mock.calls[pageSpy.mock.calls.length - 1][0];

describe('AllRecipesPage', () => {
  it('shows the first page of 8 cards, each with cuisine, prep time and a See Details link to /recipes/{id}', async () => {
    serveRecipes(30);
    renderAt();
    const grid = await screen.findByRole('list', { name: 'Recipes' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(lastQuery()).toEqual({ cuisine: undefined, sort: undefined, q: undefined, page: 1, limit: 8 });
    const first = cards[0];
    expect(within(first).getByRole('heading', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(within(first).getByText('Italian')).toBeInTheDocument();
    expect(within(first).getByText('25 min')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'See Details: Recipe 1' })).toHaveAttribute(
      'href',
      '/recipes/64b000000000000000000001',
    );
    expect(screen.getByText('Showing 1–8 of 30 recipes')).toBeInTheDocument();
  });

  it('filters by cuisine, back at page 1, and keeps the filter in the URL', async () => {
    serveRecipes(30);
    renderAt('/all-recipes?page=2');
    await screen.findByRole('list', { name: 'Recipes' });
    await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'Bangladeshi');
    await waitFor(() => expect(lastQuery()).toMatchObject({ cuisine: 'Bangladeshi', page: 1 }));
    expect(location()).toBe('/all-recipes?cuisine=Bangladeshi');
    await userEvent.selectOptions(screen.getByLabelText('Cuisine'), 'All cuisines');
    await waitFor(() => expect(lastQuery()).toMatchObject({ cuisine: undefined }));
    expect(location()).toBe('/all-recipes');
  });

  it.each([
    ['Title: A to Z', 'title-asc'],
    ['Title: Z to A', 'title-desc'],
    ['Prep time: low to high', 'prep-asc'],
    ['Prep time: high to low', 'prep-desc'],
    ['Top rated', 'rating-desc'],
  ])('sorts by "%s" through the API sort %s', async (label, sort) => {
    serveRecipes(30);
    renderAt();
    await screen.findByRole('list', { name: 'Recipes' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), label);
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort, page: 1 }));
    expect(location()).toBe(`/all-recipes?sort=${sort}`);
  });

  it('Top rated shows each card with its rating, and a recipe nobody rated without one', async () => {
    pageSpy.mockImplementation(async () => ({
      recipes: [
        makeRecipe({ _id: '64b000000000000000000011', title: 'Best Curry', ratingAverage: 4.8, ratingCount: 5 }),
        makeRecipe({ _id: '64b000000000000000000012', title: 'New Soup' }),
      ],
      total: 2,
    }));
    renderAt('/all-recipes?sort=rating-desc');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(lastQuery()).toMatchObject({ sort: 'rating-desc' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating-desc');
    const [rated, unrated] = screen.getAllByRole('article');
    expect(within(rated).getByText('Rated 4.8 out of 5 by 5 cooks')).toBeInTheDocument();
    expect(within(unrated).queryByText(/^Rated /)).not.toBeInTheDocument();
  });

  it('searches titles and ingredients once typing pauses, not on every key', async () => {
    serveRecipes(30);
    renderAt();
    await screen.findByRole('list', { name: 'Recipes' });
    const callsBefore = pageSpy.mock.calls.length;
    await userEvent.type(screen.getByLabelText('Search'), 'garlic');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'garlic', page: 1 }));
    expect(pageSpy.mock.calls.length).toBe(callsBefore + 1);
    expect(location()).toBe('/all-recipes?q=garlic');
  });

  it('clears the search at once with the Clear search button', async () => {
    serveRecipes(30);
    renderAt('/all-recipes?q=rice&cuisine=Italian');
    await screen.findByRole('list', { name: 'Recipes' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await waitFor(() => expect(location()).toBe('/all-recipes?cuisine=Italian'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: undefined, cuisine: 'Italian' }));
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('restores cuisine, sort, search and page from a shared link', async () => {
    serveRecipes(30);
    renderAt('/all-recipes?cuisine=Mexican&sort=prep-desc&q=rice&page=2');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(lastQuery()).toEqual({ cuisine: 'Mexican', sort: 'prep-desc', q: 'rice', page: 2, limit: 8 });
    expect(screen.getByLabelText('Cuisine')).toHaveValue('Mexican');
    expect(screen.getByLabelText('Sort by')).toHaveValue('prep-desc');
    expect(screen.getByLabelText('Search')).toHaveValue('rice');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the previous page and filter with the back button', async () => {
    serveRecipes(30);
    renderAt();
    await screen.findByRole('list', { name: 'Recipes' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/all-recipes?page=2'));
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(location()).toBe('/all-recipes'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1 }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Previous on the first page and Next on the last', async () => {
    serveRecipes(30); // 4 pages
    renderAt();
    await screen.findByRole('list', { name: 'Recipes' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(location()).toBe('/all-recipes?page=4');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 3 }));
  });

  it('shows a compact range of page buttons when there are many pages', async () => {
    serveRecipes(100_000); // 12,500 pages
    renderAt('/all-recipes?page=500');
    await screen.findByRole('list', { name: 'Recipes' });
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '499', '500', '501', '12500']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('moves a link past the last page to the last page', async () => {
    serveRecipes(30);
    renderAt('/all-recipes?page=9');
    await waitFor(() => expect(location()).toBe('/all-recipes?page=4'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
  });

  it('shows the empty state when nothing matches, with a way to clear the filters', async () => {
    pageSpy.mockResolvedValue({ recipes: [], total: 0 });
    renderAt('/all-recipes?cuisine=Chinese');
    expect(await screen.findByText('No recipes found for the selected criteria!')).toBeInTheDocument();
    expect(screen.getByText('Try a different filter or add a new recipe')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/all-recipes');
  });

  it('marks the page busy while a page loads, with the skeleton hidden from assistive technology', async () => {
    serveRecipes(30);
    renderAt();
    const region = screen.getByRole('region', { name: 'All Recipes' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading recipes…')).toBeInTheDocument();
    expect(screen.getByTestId('recipe-grid-skeleton')).toHaveAttribute('aria-hidden', 'true');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('recipe-grid-skeleton')).not.toBeInTheDocument();
  });

  it('only logs a failed fetch, then ends the loader and shows the empty state', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pageSpy.mockRejectedValue(new Error('Network Error'));
    renderAt();
    expect(screen.getByTestId('recipe-grid-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('No recipes found for the selected criteria!')).toBeInTheDocument();
    expect(screen.queryByTestId('recipe-grid-skeleton')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load recipes', expect.any(Error));
    consoleError.mockRestore();
  });

  it('shows a labelled placeholder when a card has no image or the image fails to load', async () => {
    pageSpy.mockResolvedValue({
      recipes: makeRecipes(2).map((r, i) => ({ ...r, image: i === 0 ? '' : 'https://broken.example/x.jpg' })),
      total: 2,
    });
    renderAt();
    expect(await screen.findByRole('img', { name: 'No image available for Recipe 1' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Recipe 2' });
    fireEvent.error(photo);
    expect(await screen.findByRole('img', { name: 'No image available for Recipe 2' })).toBeInTheDocument();
  });
});
