import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { RecipeSummary } from './recipe-summary';

/** The value shown for a term of the facts list. */
function fact(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('RecipeSummary', () => {
  it('lists cuisine, prep time in minutes, categories and author', () => {
    renderWithProviders(<RecipeSummary recipe={makeRecipe({ categories: ['Vegan', 'Dinner'] })} />);
    expect(fact('Cuisine')).toBe('Italian');
    expect(fact('Prep time')).toBe('25 minutes');
    expect(fact('Categories')).toBe('Vegan, Dinner');
    expect(fact('Shared by')).toBe('Maria Rossi');
  });

  it('says "None" for a recipe without categories', () => {
    renderWithProviders(<RecipeSummary recipe={makeRecipe({ categories: [] })} />);
    expect(fact('Categories')).toBe('None');
  });
});
