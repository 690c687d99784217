import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopRecipe } from '@forkful/domain';
import { CARD_IMAGE_SIZES } from '@forkful/ui';
import { currentPath, renderWithProviders } from '../../../testing/render';
import { RecipeCard } from './recipe-card';

const recipe: TopRecipe = {
  _id: '665f1c2ab3d4e5f601234567',
  image: 'https://images.example.com/biryani.jpg',
  title: 'Kacchi Biryani',
  cuisineType: 'Bangladeshi',
  likeCount: 42,
};

describe('RecipeCard', () => {
  it('shows the image, title, cuisine and like count', () => {
    renderWithProviders(<RecipeCard recipe={recipe} />);
    expect(screen.getByRole('img', { name: 'Kacchi Biryani' })).toHaveAttribute('src', recipe.image);
    expect(screen.getByRole('heading', { name: 'Kacchi Biryani' })).toBeInTheDocument();
    expect(screen.getByText('Bangladeshi')).toBeInTheDocument();
    expect(screen.getByText(/42/)).toHaveTextContent('42 likes');
  });

  it('shows the average rating and how many rated, only once someone has', () => {
    const { unmount } = renderWithProviders(<RecipeCard recipe={{ ...recipe, ratingAverage: 4.3, ratingCount: 12 }} />);
    expect(screen.getByText('Rated 4.3 out of 5 by 12 cooks')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RecipeCard recipe={recipe} />);
    expect(screen.queryByText(/^Rated /)).not.toBeInTheDocument();
  });

  it("offers an uploaded photo in the grid's widths, named by its description when the API sends one", () => {
    const image = 'https://api.test/images/65f0a1b2c3d4e5f6a7b8c9d0';
    renderWithProviders(<RecipeCard recipe={{ ...recipe, image, imageAlt: 'Biryani in a clay pot' }} />);
    const photo = screen.getByRole('img', { name: 'Biryani in a clay pot' });
    expect(photo).toHaveAttribute('srcset', expect.stringContaining(`${image}?w=320 320w`));
    expect(photo).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it('opens the recipe when the card is clicked', async () => {
    renderWithProviders(<RecipeCard recipe={recipe} />);
    await userEvent.click(screen.getByRole('article', { name: 'Kacchi Biryani' }));
    expect(currentPath()).toBe(`/recipes/${recipe._id}`);
  });

  it('opens the recipe on Enter once the card has keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecipeCard recipe={recipe} />);
    await user.tab();
    expect(screen.getByRole('article', { name: 'Kacchi Biryani' })).toHaveFocus();
    expect(currentPath()).toBe('/');
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe(`/recipes/${recipe._id}`);
  });

  it('ignores keys other than Enter on the card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecipeCard recipe={recipe} />);
    await user.tab();
    await user.keyboard('a{Escape}');
    expect(currentPath()).toBe('/');
  });

  it('opens the recipe from View Details', async () => {
    renderWithProviders(<RecipeCard recipe={recipe} />);
    const link = screen.getByRole('link', { name: /view details/i });
    expect(link).toHaveAttribute('href', `/recipes/${recipe._id}`);
    await userEvent.click(link);
    expect(currentPath()).toBe(`/recipes/${recipe._id}`);
  });

  it("shows 'No Image' when the recipe has no image", () => {
    renderWithProviders(<RecipeCard recipe={{ ...recipe, image: '' }} />);
    expect(screen.getByRole('img', { name: 'No image available for Kacchi Biryani' })).toHaveTextContent('No Image');
    expect(screen.queryByRole('img', { name: 'Kacchi Biryani' })).not.toBeInTheDocument();
  });

  it("falls back to 'No Image' when the image fails to load", () => {
    renderWithProviders(<RecipeCard recipe={recipe} />);
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Kacchi Biryani' }));
    expect(screen.getByRole('img', { name: 'No image available for Kacchi Biryani' })).toHaveTextContent('No Image');
    expect(screen.queryByRole('img', { name: 'Kacchi Biryani' })).not.toBeInTheDocument();
  });
});
