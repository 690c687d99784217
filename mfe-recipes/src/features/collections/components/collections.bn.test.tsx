import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection, CollectionRecipe, CollectionSummary } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { axeViolations } from '../../../testing/axe';
import { preloadBangla } from '../../../testing/bangla';
import { makeRecipe, makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { renderRoute } from '../../../testing/render';
import { RecipeDetailPage } from '../../recipe-detail/components/recipe-detail-page';
import { CollectionPage } from './collection-page';

const recipesApi = mockRecipesApi();
const RECIPE = '64b000000000000000000001';
const at = '2025-01-01T00:00:00.000Z';

function makeCollection(overrides: Partial<Collection> = {}): Collection {
  const recipes = makeRecipes(3) as CollectionRecipe[];
  return {
    _id: 'c-week', title: 'Weeknight dinners', description: '', visibility: 'public', ownerUid: 'sample-marco', ownerName: 'Marco Bianchi',
    recipeCount: recipes.length, createdAt: at, updatedAt: at, recipes, ...overrides,
  };
}

const spies: jest.SpyInstance[] = [];
beforeAll(preloadBangla);
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

describe('a collection page in Bangla', () => {
  it('says who collected it (their name a link) and how many recipes, with nothing for axe to find', async () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    spies.push(jest.spyOn(client.collections, 'get').mockResolvedValue(makeCollection()));
    renderRoute(<CollectionPage />, { path: '/collections/:id', url: '/collections/c-week', locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weeknight dinners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marco Bianchi' }).parentElement).toHaveTextContent('সংগ্রহ করেছেন Marco Bianchi');
    expect(screen.getByText('৩টি রেসিপি')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Weeknight dinners-এর রেসিপি' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('names a missing collection in Bangla, the tab too', async () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    spies.push(jest.spyOn(client.collections, 'get').mockResolvedValue(null as unknown as Collection));
    renderRoute(<CollectionPage />, { path: '/collections/:id', url: '/collections/gone', locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'সংগ্রহ পাওয়া যায়নি' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^সংগ্রহ পাওয়া যায়নি/));
  });
});

describe('the Add to collection dialog in Bangla', () => {
  it('lists the collections with their visibility and count in Bangla, and says what it saved', async () => {
    setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' });
    const mine: CollectionSummary[] = [
      { _id: 'c-1', title: 'Weeknights', visibility: 'private', ownerUid: 'reader-1', ownerName: 'Reader', recipeCount: 1, createdAt: at, updatedAt: at, contains: true },
      { _id: 'c-2', title: 'Desserts', visibility: 'public', ownerUid: 'reader-1', ownerName: 'Reader', recipeCount: 0, createdAt: at, updatedAt: at, contains: false },
    ];
    spies.push(jest.spyOn(client.collections, 'mine').mockResolvedValue(mine));
    spies.push(jest.spyOn(client.collections, 'addRecipe').mockResolvedValue(mine[1]));
    recipesApi.get.mockResolvedValue(makeRecipe({ _id: RECIPE }));
    renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${RECIPE}`, locale: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'সংগ্রহে যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'সংগ্রহে যোগ করুন' });
    await within(dialog).findByRole('group', { name: 'আপনার সংগ্রহ' });
    expect(within(dialog).getByRole('checkbox', { name: 'Weeknights' })).toHaveAccessibleDescription('ব্যক্তিগত · ১টি রেসিপি');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Desserts' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Desserts-এ যোগ হয়েছে');
    await userEvent.click(within(dialog).getByRole('button', { name: 'নতুন সংগ্রহ' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'তৈরি করে যোগ করুন' }));
    expect(within(dialog).getByRole('textbox', { name: 'নাম' })).toHaveAccessibleDescription(/সংগ্রহের একটি নাম দিন/);
  });
});
