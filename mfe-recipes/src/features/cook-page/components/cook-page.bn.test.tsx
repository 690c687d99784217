import { screen, waitFor, within } from '@testing-library/react';
import type { CollectionSummary } from '@forkful/domain';
import { api as client } from '@forkful/runtime/api';
import { axeViolations } from '../../../testing/axe';
import { preloadBangla } from '../../../testing/bangla';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { renderRoute } from '../../../testing/render';
import { CookPage } from './cook-page';

const api = mockRecipesApi();
const at = '2025-01-01T00:00:00.000Z';

function addCook(uid: string, displayName: string, recipeCount: number) {
  api.cook().cooks.set(uid, { profile: { uid, displayName, photoURL: null, recipeCount }, recipes: makeRecipes(recipeCount) });
}

const renderCook = (uid: string, locale: 'en' | 'bn' = 'bn') => renderRoute(<CookPage />, { path: '/cooks/:uid', url: `/cooks/${uid}`, locale });

let ofCook: jest.SpyInstance;
beforeAll(preloadBangla);
beforeEach(() => {
  ofCook = jest.spyOn(client.collections, 'ofCook').mockResolvedValue([]);
});
afterEach(() => ofCook.mockRestore());

describe("a cook's page in Bangla", () => {
  it('says how many recipes they shared with a Bangla plural and digits, their collections and cards in Bangla', async () => {
    const collection: CollectionSummary = {
      _id: 'c-1', title: 'Weeknights', recipeCount: 1, visibility: 'public', ownerUid: 'sample-marco', ownerName: 'Marco Bianchi', createdAt: at, updatedAt: at,
    };
    ofCook.mockResolvedValue([collection]);
    addCook('sample-marco', 'Marco Bianchi', 5);
    renderCook('sample-marco');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' })).toBeInTheDocument();
    expect(screen.getByText('৫টি রেসিপি শেয়ার করেছেন')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'সংগ্রহ' });
    expect(within(section).getByRole('link', { name: 'Weeknights ১টি রেসিপি' })).toHaveAttribute('href', '/collections/c-1');
    const grid = await screen.findByRole('list', { name: 'Marco Bianchi-এর রেসিপি' });
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the English singular and plural as they were', async () => {
    addCook('one-cook', 'One Cook', 1);
    renderCook('one-cook', 'en');
    expect(await screen.findByText('1 recipe shared')).toBeInTheDocument();
  });

  it('says an unknown cook was not found, in Bangla, the tab too', async () => {
    renderCook('nobody');
    expect(await screen.findByText('রাঁধুনি পাওয়া যায়নি', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব রেসিপি দেখুন' })).toHaveAttribute('href', '/all-recipes');
    await waitFor(() => expect(document.title).toMatch(/^রাঁধুনি পাওয়া যায়নি/));
  });
});
