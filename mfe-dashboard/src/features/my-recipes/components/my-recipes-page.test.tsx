import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@forkful/runtime/api';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { dialogTitles } from '../../../testing/dialog-calls';
import { renderPage, TEST_USER } from '../../../testing/render';
import { recipeFixture, serveMyRecipes } from '../../../testing/recipes';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');
const successDialog = jest.mocked(showSuccessDialog);
const errorDialog = jest.mocked(showErrorDialog);
const confirmDialog = jest.mocked(confirmDeleteDialog);

const risotto = recipeFixture();
const tacos = recipeFixture({ _id: 'r2', title: 'Fish Tacos', cuisineType: 'Mexican', prepTime: 25, likeCount: 0 });

function renderMyRecipes(path = '/my-recipes', pattern = '/my-recipes') {
  return renderPage(<MyRecipesPage />, { path, pattern });
}

beforeEach(() => {
  jest.restoreAllMocks();
  successDialog.mockReset().mockResolvedValue(undefined);
  errorDialog.mockReset().mockResolvedValue(undefined);
  confirmDialog.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('MyRecipesPage: list', () => {
  it("fetches the user's recipes by email and shows them in the table", async () => {
    const mine = jest.spyOn(api.recipes, 'mine').mockResolvedValue([risotto, tacos]);
    renderMyRecipes();
    const table = await screen.findByRole('table');
    expect(mine).toHaveBeenCalledWith(TEST_USER.email);
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Cuisine', 'Prep Time (mins)', 'Likes', 'Actions']);
    const row = within(table).getByRole('row', { name: /Fish Tacos/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Fish Tacos', 'Mexican', '25', '0', 'EditDelete']);
    expect(within(table).getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
  });

  it('links Add New Recipe to the add-recipe route beside the current one', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([risotto]);
    renderMyRecipes('/dashboard/my-recipes', '/dashboard/my-recipes');
    expect(await screen.findByRole('link', { name: /Add New Recipe/ })).toHaveAttribute('href', '/dashboard/add-recipe');
  });

  it('shows the empty state when the user has no recipes', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([]);
    renderMyRecipes();
    expect(await screen.findByText("You haven't added any recipes yet!")).toBeInTheDocument();
    expect(screen.getByText('Please add some delicious recipes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add New Recipe/ })).toHaveAttribute('href', '/add-recipe');
  });

  it('shows the fetch error dialog when the list cannot be loaded, and can retry', async () => {
    const mine = jest.spyOn(api.recipes, 'mine').mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue([tacos]);
    renderMyRecipes();
    await waitFor(() => expect(dialogTitles(errorDialog)).toContain('Error: Failed to fetch your recipes'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Fish Tacos/ })).toBeInTheDocument();
    expect(mine).toHaveBeenCalledTimes(2);
  });
});

describe('MyRecipesPage: delete', () => {
  it('deletes after confirmation, shows the refetched list without the row and the success dialog', async () => {
    const { mine, remove } = serveMyRecipes([risotto, tacos]);
    confirmDialog.mockResolvedValue(true);
    renderMyRecipes();
    const row = await screen.findByRole('row', { name: /Fish Tacos/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Fish Tacos/ })).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('r2');
    expect(dialogTitles(successDialog)).toContain('Recipe deleted successfully');
    expect(mine).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('row', { name: /Mushroom Risotto/ })).toBeInTheDocument();
  });

  it('keeps the row and sends nothing when the user cancels', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([tacos]);
    const remove = jest.spyOn(api.recipes, 'remove');
    confirmDialog.mockResolvedValue(false);
    renderMyRecipes();
    await userEvent.click(within(await screen.findByRole('row', { name: /Fish Tacos/ })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('row', { name: /Fish Tacos/ })).toBeInTheDocument();
  });

  it('shows the delete error dialog and keeps the row when the API refuses', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([tacos]);
    jest.spyOn(api.recipes, 'remove').mockRejectedValue(new Error('Request failed with status code 403'));
    confirmDialog.mockResolvedValue(true);
    renderMyRecipes();
    await userEvent.click(within(await screen.findByRole('row', { name: /Fish Tacos/ })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialogTitles(errorDialog)).toContain('Error: Failed to delete recipe'));
    expect(screen.getByRole('row', { name: /Fish Tacos/ })).toBeInTheDocument();
    expect(successDialog).not.toHaveBeenCalled();
  });
});
