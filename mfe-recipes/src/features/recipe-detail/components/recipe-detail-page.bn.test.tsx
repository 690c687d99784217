import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDevelopmentSession } from '@forkful/runtime';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { axeViolations } from '../../../testing/axe';
import { bn, preloadBangla } from '../../../testing/bangla';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { renderRoute } from '../../../testing/render';
import { RecipeDetailPage } from './recipe-detail-page';

const api = mockRecipesApi();
const ID = '64b000000000000000000001';
const OFFLINE_EN = 'You are offline, and this recipe has not been saved for reading offline.';

function renderDetail(locale: 'en' | 'bn' = 'bn') {
  return renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${ID}`, locale });
}

function goOffline() {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  return () => onLine.mockRestore();
}

beforeAll(preloadBangla);
beforeEach(() => setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' }));

describe('the recipe page in Bangla', () => {
  it("shows the page's words, counts and numbers in Bangla, and the recipe as the cook wrote it", async () => {
    api.get.mockResolvedValue(makeRecipe({ likeCount: 12, prepTime: 25, servings: 2, ingredients: '200 g pasta, 1/2 cup milk, salt' }));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Creamy Garlic Pasta' })).toBeInTheDocument();
    expect(screen.getByText('১২ জন এই রেসিপিতে আগ্রহী')).toBeInTheDocument();
    expect(screen.getByText('২৫ মিনিট')).toBeInTheDocument();
    expect(screen.getByText('ইতালীয়')).toBeInTheDocument();
    expect(screen.getByText('দুপুরের খাবার, রাতের খাবার')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('১২');
    expect(screen.getByRole('button', { name: 'লাইক' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'রেসিপির কাজ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'প্রণালী' })).toBeInTheDocument();
    expect(screen.getByText('Boil the pasta.', { exact: false })).toBeInTheDocument();
  });

  it("writes the scaler's quantities in Bangla digits, the rest of each line as written", async () => {
    api.get.mockResolvedValue(makeRecipe({ servings: 2, ingredients: '200 g pasta, 1/2 cup milk, salt' }));
    renderDetail();
    const list = await screen.findByRole('list', { name: 'উপকরণ' });
    const lines = () => within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines()).toEqual(['২০০ g pasta', '১/২ cup milk', 'salt']);
    await userEvent.click(screen.getByRole('button', { name: 'বেশি পরিবেশন' }));
    expect(lines()).toEqual(['৩০০ g pasta', '¾ cup milk', 'salt']);
  });

  it('opens cook mode in Bangla, its step counter in Bangla digits, with nothing for axe to find', async () => {
    api.get.mockResolvedValue(makeRecipe({ instructions: 'Boil the pasta.\nMake the sauce.\nToss together.' }));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'রান্না শুরু' }));
    const dialog = screen.getByRole('dialog', { name: 'Creamy Garlic Pasta' });
    expect(within(dialog).getByRole('heading', { name: 'ধাপ ১ / ৩' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /পরের ধাপ/ }));
    expect(within(dialog).getByRole('heading', { name: 'ধাপ ২ / ৩' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: bn('cookMode.checklist') })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('a recipe that cannot load offline', () => {
  it('says so in place of the error, in English, without leaving the page', async () => {
    const online = goOffline();
    try {
      api.get.mockRejectedValue(new Error('Network Error'));
      renderDetail('en');
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_EN);
      expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${ID}`);
      expect(screen.queryByText('Failed to load recipe details')).not.toBeInTheDocument();
    } finally {
      online();
    }
  });

  it('and in Bangla', async () => {
    const online = goOffline();
    try {
      api.get.mockRejectedValue(new Error('Network Error'));
      renderDetail();
      expect(await screen.findByRole('alert')).toHaveTextContent(bn('recipe.offline'));
    } finally {
      online();
    }
  });

  it('online, a failure still toasts and goes to /404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.get.mockRejectedValue(httpError(500, 'down'));
    renderDetail();
    expect(await screen.findByText(bn('recipe.loadFailed'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  });
});
