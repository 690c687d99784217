import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { COLLECTION_MESSAGES } from '@forkful/domain';
import { renderPage } from '../../../testing/render';
import { httpRefusal } from '../../../testing/uploads';
import { collectionFixture, collectionRecipe, serveCollections } from '../testing/serve-collections';
import { MyCollectionsPage } from './my-collections-page';

const weeknights = collectionFixture({
  recipes: [collectionRecipe('r1', 'Lentil Soup'), collectionRecipe('r2', 'Fried Rice'), collectionRecipe('r3', 'Pad Thai')],
});

/** The page with Weeknights opened: its recipes' titles in the order shown. */
async function openWeeknights() {
  renderPage(<MyCollectionsPage />, { path: '/dashboard/collections' });
  const toggle = await screen.findByRole('button', { name: 'Show recipes in Weeknights' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Hide recipes in Weeknights');
  await screen.findByRole('list', { name: 'Recipes in Weeknights' });
}

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Recipes in Weeknights' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("an opened collection's recipes", () => {
  it('lists them in order, each linking to its recipe page', async () => {
    serveCollections([weeknights]);
    await openWeeknights();
    expect(shownOrder()).toEqual(['Lentil Soup', 'Fried Rice', 'Pad Thai']);
    expect(screen.getByRole('link', { name: 'Fried Rice' })).toHaveAttribute('href', '/recipes/r2');
  });

  it('moves a recipe with Move up and Move down, sending every id in the new order, and keeps focus on the button', async () => {
    const { reorder } = serveCollections([weeknights]);
    await openWeeknights();
    const down = screen.getByRole('button', { name: 'Move Lentil Soup down' });
    await userEvent.click(down);
    expect(reorder).toHaveBeenLastCalledWith('c1', ['r2', 'r1', 'r3']);
    expect(shownOrder()).toEqual(['Fried Rice', 'Lentil Soup', 'Pad Thai']);
    expect(down).toHaveFocus();

    // From the keyboard: the focused button again, with Enter.
    await userEvent.keyboard('{Enter}');
    expect(reorder).toHaveBeenLastCalledWith('c1', ['r2', 'r3', 'r1']);
    await waitFor(() => expect(shownOrder()).toEqual(['Fried Rice', 'Pad Thai', 'Lentil Soup']));
    expect(down).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Move Pad Thai up' }));
    expect(reorder).toHaveBeenLastCalledWith('c1', ['r3', 'r2', 'r1']);
  });

  it('sends nothing for the first recipe up or the last one down (focusable, marked unavailable)', async () => {
    const { reorder } = serveCollections([weeknights]);
    await openWeeknights();
    const firstUp = screen.getByRole('button', { name: 'Move Lentil Soup up' });
    const lastDown = screen.getByRole('button', { name: 'Move Pad Thai down' });
    expect(firstUp).toHaveAttribute('aria-disabled', 'true');
    expect(lastDown).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Lentil Soup down' })).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(firstUp);
    await userEvent.click(lastDown);
    expect(reorder).not.toHaveBeenCalled();
    expect(shownOrder()).toEqual(['Lentil Soup', 'Fried Rice', 'Pad Thai']);
  });

  it('shows the new order at once, and puts it back when the API refuses it', async () => {
    const { reorder } = serveCollections([weeknights]);
    let refuse: (reason: unknown) => void = () => undefined;
    reorder.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    const toastError = jest.spyOn(toast, 'error');
    await openWeeknights();
    await userEvent.click(screen.getByRole('button', { name: 'Move Fried Rice up' }));
    expect(reorder).toHaveBeenCalledWith('c1', ['r2', 'r1', 'r3']);
    expect(shownOrder()).toEqual(['Fried Rice', 'Lentil Soup', 'Pad Thai']);
    await act(async () => refuse(httpRefusal(400, COLLECTION_MESSAGES.orderMismatch)));
    await waitFor(() => expect(shownOrder()).toEqual(['Lentil Soup', 'Fried Rice', 'Pad Thai']));
    expect(toastError).toHaveBeenCalledWith(`The order of Weeknights could not be saved: ${COLLECTION_MESSAGES.orderMismatch}`);
  });

  it('removes a recipe from the collection; its count follows and focus moves to the next Remove', async () => {
    const { removeRecipe } = serveCollections([weeknights]);
    await openWeeknights();
    expect(screen.getByText('3 recipes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lentil Soup from Weeknights' }));
    expect(removeRecipe).toHaveBeenCalledWith('c1', 'r1');
    await waitFor(() => expect(shownOrder()).toEqual(['Fried Rice', 'Pad Thai']));
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Fried Rice from Weeknights' })).toHaveFocus());
  });

  it('keeps the recipe, and focus on its Remove, when the API refuses to remove it', async () => {
    const { removeRecipe } = serveCollections([weeknights]);
    removeRecipe.mockRejectedValueOnce(httpRefusal(404, COLLECTION_MESSAGES.notIn));
    const toastError = jest.spyOn(toast, 'error');
    await openWeeknights();
    const button = screen.getByRole('button', { name: 'Remove Fried Rice from Weeknights' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    expect(toastError).toHaveBeenCalledWith(`Fried Rice could not be removed: ${COLLECTION_MESSAGES.notIn}`);
    expect(shownOrder()).toEqual(['Lentil Soup', 'Fried Rice', 'Pad Thai']);
    expect(button).toHaveFocus();
  });

  it('says how to add recipes to an empty collection', async () => {
    serveCollections([collectionFixture()]);
    renderPage(<MyCollectionsPage />, { path: '/dashboard/collections' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show recipes in Weeknights' }));
    expect(await screen.findByText(/No recipes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recipes in Weeknights' })).not.toBeInTheDocument();
  });
});
