import { screen, within } from '@testing-library/react';
import { COLLECTION_MESSAGES, type Collection, type CollectionRecipe } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { renderRoute } from '../../../testing/render';
import { makeRecipes } from '../../../testing/recipe-fixtures';
import { CollectionPage } from './collection-page';

const ID = 'c-weeknights';

function makeCollection(overrides: Partial<Collection> = {}): Collection {
  // As an API that sent too much would: the fixtures' recipes carry their author's email, which must never show.
  const recipes = makeRecipes(3) as CollectionRecipe[];
  const at = '2025-01-01T00:00:00.000Z';
  return {
    _id: ID,
    title: 'Weeknight dinners',
    description: 'Fast food for slow evenings.\n<b>No more than 30 minutes.</b>',
    visibility: 'public',
    ownerUid: 'sample-marco',
    ownerName: 'Marco Bianchi',
    recipeCount: recipes.length,
    createdAt: at,
    updatedAt: at,
    recipes,
    ...overrides,
  };
}

let get: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(client.collections, 'get');
  sessionStore.setState({ status: 'signed-out', user: null });
});
afterEach(() => get.mockRestore());

function renderCollection(collection: Collection | Error) {
  if (collection instanceof Error) get.mockRejectedValue(collection);
  else get.mockResolvedValue(collection);
  return renderRoute(<CollectionPage />, { path: '/collections/:id', url: `/collections/${ID}` });
}

describe('CollectionPage', () => {
  it('shows the title, the description as text, the owner linking to their page, the count and the recipes as cards in order', async () => {
    renderCollection(makeCollection());
    expect(await screen.findByRole('heading', { level: 1, name: 'Weeknight dinners' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(ID);
    expect(screen.getByText(/<b>No more than 30 minutes\.<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marco Bianchi' })).toHaveAttribute('href', '/cooks/sample-marco');
    expect(screen.getByText('3 recipes')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Recipes in Weeknight dinners' });
    expect(within(grid).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      makeRecipes(3).map((recipe) => `recipe-card-title-${recipe._id}`),
    );
    expect(within(grid).getByRole('link', { name: 'See Details: Recipe 2' })).toHaveAttribute('href', `/recipes/${makeRecipes(3)[1]._id}`);
    expect(document.title).toContain('Weeknight dinners');
    expect(document.body.textContent).not.toContain('@');
  });

  it('says "Collection not found" for a private, hidden or deleted one (404), signed out too', async () => {
    renderCollection(httpError(404, COLLECTION_MESSAGES.notFound));
    expect(await screen.findByRole('heading', { level: 1, name: COLLECTION_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByText(/It may be private, hidden or gone\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/all-recipes');
    expect(document.title).toContain(COLLECTION_MESSAGES.notFound);
  });

  it('says when it is empty', async () => {
    renderCollection(makeCollection({ recipes: [], recipeCount: 0 }));
    expect(await screen.findByRole('heading', { name: 'No recipes here yet' })).toBeInTheDocument();
    expect(screen.getByText('0 recipes')).toBeInTheDocument();
  });

  it('offers Report to a signed-in reader who does not own it, and not to its owner or anyone signed out', async () => {
    const view = renderCollection(makeCollection());
    await screen.findByRole('heading', { level: 1, name: 'Weeknight dinners' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    view.unmount();

    setDevelopmentSession({ uid: 'reader-1' });
    const reader = renderCollection(makeCollection());
    expect(await screen.findByRole('button', { name: 'Report Weeknight dinners' })).toBeInTheDocument();
    reader.unmount();

    setDevelopmentSession({ uid: 'sample-marco' });
    renderCollection(makeCollection({ visibility: 'private' }));
    expect(await screen.findByText('Private: only you can see this collection.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
