import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { renderRoute, renderWithProviders } from '../../../testing/render';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { mockRecipesApi } from '../../../testing/mock-recipes-api';
import { RecipeDetailPage } from '../../recipe-detail/components/recipe-detail-page';
import { AddToCollectionButton } from './add-to-collection-button';

const recipesApi = mockRecipesApi();
const RECIPE = '64b000000000000000000001';

function summary(_id: string, title: string, recipeIds: string[], visibility: 'private' | 'public' = 'private'): CollectionSummary & { recipeIds: string[] } {
  const at = '2025-01-01T00:00:00.000Z';
  return { _id, title, visibility, ownerUid: 'reader-1', ownerName: 'Reader', recipeCount: recipeIds.length, createdAt: at, updatedAt: at, recipeIds };
}

/** The reader's collections as a small in-memory server behind the typed client's calls. */
function serveCollections(initial: Array<ReturnType<typeof summary>>) {
  const collections = initial;
  const view = ({ recipeIds, ...rest }: ReturnType<typeof summary>, containing?: string): CollectionSummary => ({
    ...rest,
    recipeCount: recipeIds.length,
    ...(containing ? { contains: recipeIds.includes(containing) } : {}),
  });
  const find = (id: string) => collections.find((collection) => collection._id === id)!;
  return {
    collections,
    mine: jest.spyOn(client.collections, 'mine').mockImplementation(async (containing) => collections.map((c) => view(c, containing))),
    addRecipe: jest.spyOn(client.collections, 'addRecipe').mockImplementation(async (id, recipeId) => {
      find(id).recipeIds.push(recipeId);
      return view(find(id));
    }),
    removeRecipe: jest.spyOn(client.collections, 'removeRecipe').mockImplementation(async (id, recipeId) => {
      find(id).recipeIds = find(id).recipeIds.filter((r) => r !== recipeId);
    }),
    create: jest.spyOn(client.collections, 'create').mockImplementation(async (input) => {
      const created = summary(`new-${collections.length}`, input.title, [], input.visibility);
      collections.push(created);
      return { ...view(created), recipes: [] } satisfies Collection;
    }),
  };
}

let server: ReturnType<typeof serveCollections>;
beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-1', email: 'reader@example.com' });
  server = serveCollections([summary('c-week', 'Weeknights', [RECIPE]), summary('c-sweet', 'Desserts', [], 'public')]);
});
afterEach(() => {
  for (const spy of [server.mine, server.addRecipe, server.removeRecipe, server.create]) spy.mockRestore();
});

async function openDialog() {
  recipesApi.get.mockResolvedValue(makeRecipe({ _id: RECIPE }));
  renderRoute(<RecipeDetailPage />, { path: '/recipes/:id', url: `/recipes/${RECIPE}` });
  const actions = await screen.findByRole('group', { name: 'Recipe actions' });
  await userEvent.click(within(actions).getByRole('button', { name: 'Add to collection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
  await within(dialog).findByRole('group', { name: 'Your collections' });
  return dialog;
}

describe('Add to collection', () => {
  it("lists the cook's collections as checkboxes, ticked where the recipe is in, and a tick adds or removes it", async () => {
    const dialog = await openDialog();
    expect(server.mine).toHaveBeenCalledWith(RECIPE);
    const weeknights = within(dialog).getByRole('checkbox', { name: 'Weeknights' });
    const desserts = within(dialog).getByRole('checkbox', { name: 'Desserts' });
    expect(weeknights).toBeChecked();
    expect(desserts).not.toBeChecked();

    await userEvent.click(desserts);
    expect(server.addRecipe).toHaveBeenCalledWith('c-sweet', RECIPE);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Added to Desserts');
    expect(within(dialog).getByRole('checkbox', { name: 'Desserts' })).toBeChecked();

    await userEvent.click(weeknights);
    expect(server.removeRecipe).toHaveBeenCalledWith('c-week', RECIPE);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Weeknights' })).not.toBeChecked());
    expect(server.collections[0].recipeIds).toEqual([]);
    expect(server.collections[1].recipeIds).toEqual([RECIPE]);
  });

  it('puts the tick back and says why beside the collection when the API refuses', async () => {
    server.addRecipe.mockRejectedValueOnce(httpError(409, COLLECTION_MESSAGES.full));
    const dialog = await openDialog();
    const desserts = within(dialog).getByRole('checkbox', { name: 'Desserts' });
    await userEvent.click(desserts);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COLLECTION_MESSAGES.full);
    expect(within(dialog).getByRole('checkbox', { name: 'Desserts' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Desserts' })).toHaveAccessibleDescription(`Public · 0 recipes ${COLLECTION_MESSAGES.full}`);
  });

  it('creates a new collection (title required, public when asked) with the recipe in it', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New collection' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(within(dialog).getByText('Give the collection a title')).toBeInTheDocument();
    expect(server.create).not.toHaveBeenCalled();

    await userEvent.type(title, '  Sunday lunch ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(server.create).toHaveBeenCalledWith({ title: 'Sunday lunch', visibility: 'public' });
    expect(server.addRecipe).toHaveBeenCalledWith('new-2', RECIPE);
    expect(await within(dialog).findByRole('checkbox', { name: 'Sunday lunch' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Created Sunday lunch and added the recipe');
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('closes with Done, focus back on its button', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to collection' })).toHaveFocus();
  });

  it('is not offered to a reader who is signed out', () => {
    sessionStore.setState({ status: 'signed-out', user: null });
    renderWithProviders(<AddToCollectionButton recipeId={RECIPE} />);
    expect(screen.queryByRole('button', { name: 'Add to collection' })).not.toBeInTheDocument();
  });
});
