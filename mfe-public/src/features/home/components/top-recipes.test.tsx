import { screen, waitFor, within } from '@testing-library/react';
import { type TopRecipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { renderWithProviders } from '../../../testing/render';
import { TopRecipes } from './top-recipes';

jest.mock('@forkful/runtime/api', () => {
  const { api: actual } = jest.requireActual('@forkful/runtime/api');
  return { api: { ...actual, recipes: { ...actual.recipes, top: jest.fn() } } };
});

const top = api.recipes.top as jest.MockedFunction<typeof api.recipes.top>;

const RECIPES: TopRecipe[] = [
  { _id: 'r1', image: 'https://img.example.com/1.jpg', title: 'Margherita Pizza', cuisineType: 'Italian', likeCount: 31 },
  { _id: 'r2', image: '', title: 'Chicken Tacos', cuisineType: 'Mexican', likeCount: 17 },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TopRecipes', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    top.mockReset();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows skeleton cards while loading, then the recipes in the order the API sent them', async () => {
    const request = deferred<TopRecipe[]>();
    top.mockReturnValue(request.promise);
    renderWithProviders(<TopRecipes />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading top recipes...');
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    request.resolve(RECIPES);
    const list = await screen.findByRole('list', { name: 'Top recipes' });
    const titles = within(list).getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['Margherita Pizza', 'Chicken Tacos']);
    expect(screen.queryByTestId('recipe-card-skeleton')).not.toBeInTheDocument();
    expect(top).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure: no error is shown and the list stays empty', async () => {
    top.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<TopRecipes />);

    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    expect(errorSpy.mock.calls[0].join(' ')).toMatch(/top recipes/i);
    await waitFor(() => expect(screen.queryByTestId('recipe-card-skeleton')).not.toBeInTheDocument());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/error|failed/i)).not.toBeInTheDocument();
    expect(top).toHaveBeenCalledTimes(1);
  });

  it('always offers See All Recipes, linking to /all-recipes', () => {
    top.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<TopRecipes />);
    expect(screen.getByRole('link', { name: 'See All Recipes' })).toHaveAttribute('href', '/all-recipes');
  });
});
