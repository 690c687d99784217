import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLLECTION_MESSAGES } from '@forkful/domain';
import { confirmDeleteDialog } from '../../dialogs/components/dialogs';
import { renderPage } from '../../../testing/render';
import { httpRefusal } from '../../../testing/uploads';
import { collectionFixture, collectionRecipe, serveCollections } from '../testing/serve-collections';
import { MyCollectionsPage } from './my-collections-page';

jest.mock('../../dialogs/components/dialogs');
const confirmDelete = jest.mocked(confirmDeleteDialog);

const weeknights = collectionFixture({ description: 'Quick dinners', recipes: [collectionRecipe('r1', 'Lentil Soup'), collectionRecipe('r2', 'Fried Rice')] });
const soups = collectionFixture({ _id: 'c2', title: 'Soups', visibility: 'public', hidden: true, recipes: [collectionRecipe('r1', 'Lentil Soup')] });

const renderCollections = () => renderPage(<MyCollectionsPage />, { path: '/dashboard/collections' });
const card = (title: string) => screen.findByRole('article', { name: title });

beforeEach(() => {
  jest.restoreAllMocks();
  confirmDelete.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('My Collections: the list', () => {
  it('shows each collection with its visibility, size, cover and description, and a public page link only when public', async () => {
    serveCollections([weeknights, soups]);
    renderCollections();
    const list = await screen.findByRole('list', { name: 'My Collections' });
    expect(within(list).getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(['Weeknights', 'Soups']);
    expect(document.title).toBe('My Collections · Forkful');
    expect(screen.getByText('2 collections of recipes')).toBeInTheDocument();

    const first = await card('Weeknights');
    expect(within(first).getByText('Private')).toBeInTheDocument();
    expect(within(first).getByText('2 recipes')).toBeInTheDocument();
    expect(within(first).getByText('Quick dinners')).toBeInTheDocument();
    expect(within(first).queryByText('Hidden after reports')).not.toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /View public page/ })).not.toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', expect.stringContaining('r1.jpg'));

    const second = await card('Soups');
    expect(within(second).getByText('Public')).toBeInTheDocument();
    expect(within(second).getByText('1 recipe')).toBeInTheDocument();
    expect(within(second).getByText('Hidden after reports')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'View public page of Soups' })).toHaveAttribute('href', '/collections/c2');
  });

  it('says how to start a collection when there is none', async () => {
    serveCollections([]);
    renderCollections();
    expect(await screen.findByRole('heading', { name: 'You have no collections yet' })).toBeInTheDocument();
    expect(screen.getByText(/Use "Add to collection" on a recipe page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute('href', '/dashboard/all-recipes');
  });

  it('offers Try again when the list cannot be loaded', async () => {
    const { mine } = serveCollections([weeknights]);
    mine.mockRejectedValueOnce(httpRefusal(500, 'down'));
    renderCollections();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your collections could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Weeknights')).toBeInTheDocument();
  });
});

describe('My Collections: New collection', () => {
  async function openNew() {
    renderCollections();
    await userEvent.click(screen.getByRole('button', { name: 'New collection' }));
    return screen.findByRole('dialog', { name: 'New collection' });
  }

  it('creates a public collection with its trimmed title and description, then lists it', async () => {
    const { create } = serveCollections([weeknights]);
    const dialog = await openNew();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Private' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Title'), '  Sunday roasts ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Slow and worth it');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(create).toHaveBeenCalledWith({ title: 'Sunday roasts', description: 'Slow and worth it', visibility: 'public' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('Sunday roasts')).toBeInTheDocument();
  });

  it('requires a title, and sends nothing until there is one', async () => {
    const { create } = serveCollections([]);
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the API's refusal (a limit) in the dialog, which stays open with what was typed", async () => {
    const { create } = serveCollections([]);
    create.mockRejectedValueOnce(httpRefusal(400, COLLECTION_MESSAGES.tooMany));
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'One too many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COLLECTION_MESSAGES.tooMany);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('One too many');
  });
});

describe('My Collections: Edit and Delete', () => {
  it('edits in the same dialog, filled in, and sends only what changed', async () => {
    const { change } = serveCollections([weeknights]);
    renderCollections();
    const editButton = within(await card('Weeknights')).getByRole('button', { name: 'Edit Weeknights' });
    await userEvent.click(editButton);
    const dialog = await screen.findByRole('dialog', { name: 'Edit collection' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Weeknights');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Quick dinners');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fast dinners');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(change).toHaveBeenCalledWith('c1', { title: 'Fast dinners', visibility: 'public' });
    expect(await card('Fast dinners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public page of Fast dinners' })).toHaveAttribute('href', '/collections/c1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes only after the cook confirms', async () => {
    const { remove } = serveCollections([weeknights, soups]);
    renderCollections();
    confirmDelete.mockResolvedValueOnce(false);
    await userEvent.click(within(await card('Weeknights')).getByRole('button', { name: 'Delete Weeknights' }));
    expect(confirmDelete).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();

    confirmDelete.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Weeknights' }));
    expect(remove).toHaveBeenCalledWith('c1');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Weeknights' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Soups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Collections' })).toHaveFocus();
  });
});
