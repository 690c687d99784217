import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDevelopmentSession } from '@forkful/runtime';
import { renderRoute } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { HERO_IMAGE_SIZES } from './recipe-detail-layout';
import { RecipeDetailPage } from './recipe-detail-page';

const { get: getSpy, like: likeSpy } = mockRecipesApi();

function renderDetail(id = '64b000000000000000000001') {
  return renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${id}` });
}

beforeEach(() => setDevelopmentSession({ email: 'reader@example.com' }));

describe('RecipeDetailPage', () => {
  it('shows the recipe: interest, image, title, cuisine, prep time, categories, ingredients, instructions, likes', async () => {
    getSpy.mockResolvedValue(makeRecipe());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(getSpy).toHaveBeenCalledWith('64b000000000000000000001');
    expect(screen.getByText('4 people interested in this recipe')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Creamy Garlic Pasta' })).toHaveAttribute('src', 'https://images.example.com/pasta.jpg');
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByText('25 minutes')).toBeInTheDocument();
    expect(screen.getByText('Lunch, Dinner')).toBeInTheDocument();
    expect(screen.getByText(/Boil the pasta\./)).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  });

  it("shows an uploaded photo eagerly at the hero column's width, named by its description", async () => {
    const image = 'https://api.test/images/65f0a1b2c3d4e5f6a7b8c9d0';
    getSpy.mockResolvedValue(makeRecipe({ image, imageAlt: 'Garlic pasta twirled on a fork' }));
    renderDetail();
    const photo = await screen.findByRole('img', { name: 'Garlic pasta twirled on a fork' });
    expect(photo).toHaveAttribute('srcset', expect.stringContaining(`${image}?w=1600 1600w`));
    expect(photo).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('lists the ingredients split on commas, trimmed, without empty items', async () => {
    getSpy.mockResolvedValue(makeRecipe({ ingredients: ' spaghetti, garlic , cream,, parmesan ' }));
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Ingredients' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'spaghetti',
      'garlic',
      'cream',
      'parmesan',
    ]);
  });

  it('shows a labelled placeholder when the recipe has no image', async () => {
    getSpy.mockResolvedValue(makeRecipe({ image: '' }));
    renderDetail();
    expect(await screen.findByRole('img', { name: 'No image available for Creamy Garlic Pasta' })).toBeInTheDocument();
  });

  it('embeds schema.org Recipe JSON-LD and sets the document title, restoring it on leaving', async () => {
    document.title = 'Forkful';
    getSpy.mockResolvedValue(makeRecipe());
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' });
    expect(document.title).toBe('Creamy Garlic Pasta · Forkful');
    const jsonLd = JSON.parse(screen.getByTestId('recipe-json-ld').innerHTML);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Creamy Garlic Pasta',
      recipeCuisine: 'Italian',
      prepTime: 'PT25M',
      recipeIngredient: ['spaghetti', 'garlic', 'cream', 'parmesan'],
      author: { '@type': 'Person', name: 'Maria Rossi' },
    });
    unmount();
    expect(document.title).toBe('Forkful');
  });

  it('escapes "<" in the JSON-LD so recipe text cannot end the script', async () => {
    getSpy.mockResolvedValue(makeRecipe({ title: '</script><b>x</b>' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const script = screen.getByTestId('recipe-json-ld');
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.innerHTML).name).toBe('</script><b>x</b>');
  });

  it('on a load failure toasts and goes to /404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getSpy.mockRejectedValue(httpError(404, 'Recipe not found'));
    renderDetail('64b0000000000000000000ff');
    expect(await screen.findByText('Failed to load recipe details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
    expect(screen.getByRole('heading', { name: 'Recipe Not Found!' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it("shows 'Recipe not found!' when the load gives nothing", async () => {
    getSpy.mockResolvedValue(null as never);
    renderDetail();
    expect(await screen.findByText('Recipe not found!')).toBeInTheDocument();
  });

  describe('Like', () => {
    it("likes someone else's recipe: toast and count from the server", async () => {
      getSpy.mockResolvedValue(makeRecipe({ likeCount: 4 }));
      likeSpy.mockResolvedValue({ likeCount: 5 });
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(await screen.findByText('You liked this recipe!')).toBeInTheDocument();
      expect(likeSpy).toHaveBeenCalledWith('64b000000000000000000001');
      expect(screen.getByTestId('like-count')).toHaveTextContent('5');
      expect(screen.getByText('5 people interested in this recipe')).toBeInTheDocument();
    });

    it('raises the count by one locally when the server sends no count', async () => {
      getSpy.mockResolvedValue(makeRecipe({ likeCount: 0 }));
      likeSpy.mockResolvedValue({} as never);
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('1'));
    });

    it('refuses the author without sending a request', async () => {
      setDevelopmentSession({ uid: 'maria-uid', email: 'maria@example.com' });
      getSpy.mockResolvedValue(makeRecipe({ authorUid: 'maria-uid' }));
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(await screen.findByText('You cannot like your own recipe')).toBeInTheDocument();
      expect(likeSpy).not.toHaveBeenCalled();
      expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    });

    it('tells the user about a repeated like (409) and keeps the count', async () => {
      getSpy.mockResolvedValue(makeRecipe());
      likeSpy.mockRejectedValue(httpError(409, 'You already liked this recipe'));
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(await screen.findByText('You already liked this recipe')).toBeInTheDocument();
      expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    });

    it("shows the server's refusal of the author's own like (403)", async () => {
      getSpy.mockResolvedValue(makeRecipe({ authorUid: 'someone-else' }));
      likeSpy.mockRejectedValue(httpError(403, 'You cannot like your own recipe'));
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(await screen.findByText('You cannot like your own recipe')).toBeInTheDocument();
    });

    it("toasts 'Failed to like recipe' on any other failure", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      getSpy.mockResolvedValue(makeRecipe());
      likeSpy.mockRejectedValue(httpError(500, 'Internal server error'));
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      expect(await screen.findByText('Failed to like recipe')).toBeInTheDocument();
      expect(screen.getByTestId('like-count')).toHaveTextContent('4');
      jest.mocked(console.error).mockRestore();
    });

    it('disables the button while the request is in flight', async () => {
      getSpy.mockResolvedValue(makeRecipe());
      let resolveLike: (value: { likeCount: number }) => void = () => undefined;
      likeSpy.mockReturnValue(new Promise((resolve) => (resolveLike = resolve)));
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      const button = screen.getByRole('button', { name: 'Liking…' });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(likeSpy).toHaveBeenCalledTimes(1);
      await act(async () => resolveLike({ likeCount: 5 }));
      expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    });
  });
});
