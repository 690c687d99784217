import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { IngredientList } from './ingredient-list';

describe('IngredientList', () => {
  it('is a list named by its heading, one item per line', () => {
    renderWithProviders(
      <>
        <h2 id="ingredients">Ingredients</h2>
        <IngredientList items={['rice', 'beans', 'salt']} labelledBy="ingredients" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Ingredients' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['rice', 'beans', 'salt']);
  });

  it('says so when no ingredient is listed', () => {
    renderWithProviders(<IngredientList items={[]} labelledBy="none" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No ingredients listed.')).toBeInTheDocument();
  });
});
