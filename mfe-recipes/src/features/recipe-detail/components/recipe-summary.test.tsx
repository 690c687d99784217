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

describe('the Source link of an imported recipe', () => {
  it('names the host and links to the full address in a new tab, without referrer, opener or endorsement', () => {
    const sourceUrl = 'https://www.example.com/recipes/garlic-pasta?ref=1';
    renderWithProviders(<RecipeSummary recipe={makeRecipe({ sourceUrl })} />);
    const link = screen.getByRole('link', { name: 'Source: example.com (opens in a new tab)' });
    expect(link).toHaveAttribute('href', sourceUrl);
    expect(link).toHaveTextContent('example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'ugc']);
  });

  it('links an http address too', () => {
    renderWithProviders(<RecipeSummary recipe={makeRecipe({ sourceUrl: 'http://blog.example.org/soup' })} />);
    expect(screen.getByRole('link', { name: /^Source: blog\.example\.org/ })).toHaveAttribute('href', 'http://blog.example.org/soup');
  });

  it('is absent for a recipe without a source', () => {
    renderWithProviders(<RecipeSummary recipe={makeRecipe()} />);
    expect(screen.queryByText('Source', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Source:/ })).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'javascript://example.com/%0Aalert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/pasta', 'not a url', '//example.com/pasta'])(
    'renders nothing for %s (only http and https become links)',
    (sourceUrl) => {
      renderWithProviders(<RecipeSummary recipe={makeRecipe({ sourceUrl })} />);
      expect(screen.queryByText('Source', { selector: 'dt' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
