import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUISINES } from '@forkful/domain';
import { renderWithProviders } from '../../../testing/render';
import type { RecipeListParams } from '../hooks/recipe-list-params';
import { RecipeFilters } from './recipe-filters';

function renderFilters(params: RecipeListParams = { q: '', page: 1 }) {
  const onChange = jest.fn();
  renderWithProviders(<RecipeFilters params={params} onChange={onChange} />);
  return onChange;
}

describe('RecipeFilters', () => {
  it('is a search landmark with the search box, every cuisine and every sort', () => {
    renderFilters();
    const toolbar = screen.getByRole('search', { name: 'Filter recipes' });
    expect(within(toolbar).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const cuisine = within(toolbar).getByRole('combobox', { name: 'Cuisine' });
    expect(within(cuisine).getAllByRole('option').map((option) => option.textContent)).toEqual(['All cuisines', ...CUISINES]);
    const sort = within(toolbar).getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest first',
      'Title: A to Z',
      'Title: Z to A',
      'Prep time: low to high',
      'Prep time: high to low',
      'Top rated',
    ]);
  });

  it('shows the criteria it is given', () => {
    renderFilters({ cuisine: 'Mexican', sort: 'prep-asc', q: 'curry', page: 3 });
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Mexican');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('prep-asc');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('curry');
  });

  it('reports a cuisine or sort choice, and "All cuisines" / "Newest first" as no criterion', async () => {
    const onChange = renderFilters({ cuisine: 'Chinese', sort: 'prep-asc', q: '', page: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'Italian');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'All cuisines');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title: Z to A');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(onChange.mock.calls).toEqual([
      [{ cuisine: 'Italian' }],
      [{ cuisine: undefined }],
      [{ sort: 'title-desc' }],
      [{ sort: 'rating-desc' }],
      [{ sort: undefined }],
    ]);
  });

  it('reports a search as replacing the history entry, so typing does not add one entry per word', async () => {
    const onChange = renderFilters({ q: 'rice', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith({ q: '' }, { replace: true });
  });
});
