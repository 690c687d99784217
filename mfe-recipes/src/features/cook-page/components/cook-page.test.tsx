import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOK_MESSAGES, type CollectionSummary } from '@forkful/domain';
import { api as client } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { renderRoute } from '../../../testing/render';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { COOK_PAGE_SIZE } from '../api/get-cook-recipes';
import { CookPage } from './cook-page';

const api = mockRecipesApi();

function renderCook(uid: string) {
  return renderRoute(<CookPage />, { path: '/cooks/:uid', url: `/cooks/${uid}` });
}

function addCook(uid: string, displayName: string, recipeCount: number, photoURL: string | null = null) {
  const recipes = makeRecipes(recipeCount);
  api.cook().cooks.set(uid, { profile: { uid, displayName, photoURL, recipeCount }, recipes });
}

describe('CookPage', () => {
  it("shows the cook's name, count and recipes as cards linking to their details", async () => {
    addCook('sample-marco', 'Marco Bianchi', 3, 'https://images.example.com/marco.png');
    renderCook('sample-marco');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Bianchi' })).toBeInTheDocument();
    expect(screen.getByText('3 recipes shared')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Recipes by Marco Bianchi' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: 'See Details: Recipe 1' })).toHaveAttribute('href', expect.stringMatching(/^\/recipes\//));
    expect(document.title).toContain('Marco Bianchi');
  });

  it('says the cook was not found for an unknown uid', async () => {
    renderCook('nobody');
    expect(await screen.findByText(COOK_MESSAGES.cookNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/all-recipes');
  });

  it('says so when the cook has shared nothing yet', async () => {
    addCook('new-cook', 'New Cook', 0);
    renderCook('new-cook');
    expect(await screen.findByText(COOK_MESSAGES.cookRecipesEmpty)).toBeInTheDocument();
    expect(screen.getByText('0 recipes shared')).toBeInTheDocument();
  });

  it('loads more recipes with Show more until all are shown', async () => {
    addCook('busy-cook', 'Busy Cook', COOK_PAGE_SIZE + 2);
    renderCook('busy-cook');
    await screen.findByRole('article', { name: `Recipe ${COOK_PAGE_SIZE}` });
    expect(screen.queryByRole('article', { name: `Recipe ${COOK_PAGE_SIZE + 1}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: `Recipe ${COOK_PAGE_SIZE + 2}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe("CookPage's collections", () => {
  const at = '2025-01-01T00:00:00.000Z';
  const publicCollection = (_id: string, title: string, recipeCount: number): CollectionSummary => ({
    _id, title, recipeCount, visibility: 'public', ownerUid: 'sample-marco', ownerName: 'Marco Bianchi', createdAt: at, updatedAt: at,
  });
  let ofCook: jest.SpyInstance;
  beforeEach(() => {
    ofCook = jest.spyOn(client.collections, 'ofCook');
  });
  afterEach(() => ofCook.mockRestore());

  it("lists the cook's public collections as links to their pages, with their recipe counts", async () => {
    ofCook.mockResolvedValue([publicCollection('c-1', 'Weeknights', 3), publicCollection('c/2', 'Sunday lunch', 1)]);
    addCook('sample-marco', 'Marco Bianchi', 2);
    renderCook('sample-marco');
    const section = await screen.findByRole('region', { name: 'Collections' });
    expect(ofCook).toHaveBeenCalledWith('sample-marco');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Weeknights 3 recipes', 'Sunday lunch 1 recipe']);
    expect(within(section).getByRole('link', { name: 'Weeknights 3 recipes' })).toHaveAttribute('href', '/collections/c-1');
    expect(within(section).getByRole('link', { name: 'Sunday lunch 1 recipe' })).toHaveAttribute('href', '/collections/c%2F2');
  });

  it('shows no Collections section when the cook has none', async () => {
    ofCook.mockResolvedValue([]);
    addCook('sample-marco', 'Marco Bianchi', 2);
    const { queryClient } = renderCook('sample-marco');
    await screen.findByRole('list', { name: 'Recipes by Marco Bianchi' });
    const key = [...recipeQueryKeys.cook('sample-marco'), 'collections'];
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Collections' })).not.toBeInTheDocument();
  });
});
