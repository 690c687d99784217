import { fireEvent, screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { RecipeImage } from './recipe-image';

describe('RecipeImage', () => {
  it("shows the photo, named by the recipe's title, loaded lazily unless eager", () => {
    const { rerender } = renderThemed(<RecipeImage src="https://img.example.com/a.jpg" title="Kacchi Biryani" />);
    expect(screen.getByRole('img', { name: 'Kacchi Biryani' })).toHaveAttribute('loading', 'lazy');
    rerender(<RecipeImage src="https://img.example.com/a.jpg" title="Kacchi Biryani" eager />);
    expect(screen.getByRole('img', { name: 'Kacchi Biryani' })).toHaveAttribute('loading', 'eager');
  });

  it("shows 'No Image' with an accessible name when there is no photo", () => {
    renderThemed(<RecipeImage src="  " title="Kacchi Biryani" />);
    expect(screen.getByRole('img', { name: 'No image available for Kacchi Biryani' })).toHaveTextContent('No Image');
  });

  it('falls back to the placeholder when the photo fails, and tries a new photo again', () => {
    const { rerender } = renderThemed(<RecipeImage src="https://img.example.com/a.jpg" title="Pasta" />);
    fireEvent.error(screen.getByRole('img', { name: 'Pasta' }));
    expect(screen.getByRole('img', { name: 'No image available for Pasta' })).toBeInTheDocument();

    rerender(<RecipeImage src="https://img.example.com/b.jpg" title="Pasta" />);
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute('src', 'https://img.example.com/b.jpg');
  });
});
