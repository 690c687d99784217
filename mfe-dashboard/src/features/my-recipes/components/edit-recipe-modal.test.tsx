import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@forkful/runtime/api';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { dialogTitles } from '../../../testing/dialog-calls';
import { renderPage } from '../../../testing/render';
import { recipeFixture, serveMyRecipes } from '../../../testing/recipes';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');
const successDialog = jest.mocked(showSuccessDialog);
const errorDialog = jest.mocked(showErrorDialog);

const risotto = recipeFixture();

async function openEditor() {
  renderPage(<MyRecipesPage />, { path: '/my-recipes' });
  const row = await screen.findByRole('row', { name: /Mushroom Risotto/ });
  const editButton = within(row).getByRole('button', { name: 'Edit' });
  await userEvent.click(editButton);
  return { editButton, dialog: await screen.findByRole('dialog', { name: 'Update Recipe' }) };
}

beforeEach(() => {
  jest.restoreAllMocks();
  successDialog.mockReset().mockResolvedValue(undefined);
  errorDialog.mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveMyRecipes([risotto]);
});

// The dialog's own keyboard behaviour (Close button, Tab trap) is tested with the kit's Modal.
describe('Update Recipe modal: accessibility', () => {
  it('is a labelled modal dialog filled with the recipe in the edit reading', async () => {
    const { dialog } = await openEditor();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mushroom Risotto');
    expect(within(dialog).getByLabelText('Cuisine')).toHaveValue('Italian');
    expect(within(dialog).getByLabelText('Preparation time (minutes)')).toHaveValue(40);
    expect(within(dialog).getByLabelText('Categories')).toHaveValue('Dinner, Vegan');
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue(risotto.image);
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue(risotto.ingredients);
    expect(within(dialog).getByLabelText('Instructions')).toHaveValue(risotto.instructions);
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the Edit button', async () => {
    const { editButton } = await openEditor();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editButton).toHaveFocus();
  });
});

describe('Update Recipe modal: saving', () => {
  it('requires title, cuisine and a prep time of at least 1 and sends nothing until they are valid', async () => {
    const update = jest.spyOn(api.recipes, 'update');
    const { dialog } = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Cuisine'), '');
    await userEvent.clear(within(dialog).getByLabelText('Preparation time (minutes)'));
    await userEvent.type(within(dialog).getByLabelText('Preparation time (minutes)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cuisine is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Preparation time must be at least 1 minute')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('sends preparationTime as a number and categories as a comma string, then shows the refetched row', async () => {
    const { mine, update } = serveMyRecipes([risotto]);
    const { dialog, editButton } = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Wild Mushroom Risotto');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cuisine'), 'Others');
    await userEvent.clear(within(dialog).getByLabelText('Preparation time (minutes)'));
    await userEvent.type(within(dialog).getByLabelText('Preparation time (minutes)'), '55');
    await userEvent.clear(within(dialog).getByLabelText('Categories'));
    await userEvent.type(within(dialog).getByLabelText('Categories'), 'lunch,  Dinner ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith('r1', {
      title: 'Wild Mushroom Risotto',
      cuisineType: 'Others',
      preparationTime: 55,
      categories: 'Lunch, Dinner',
      image: risotto.image,
      ingredients: risotto.ingredients,
      instructions: risotto.instructions,
    });
    const row = screen.getByRole('row', { name: /Wild Mushroom Risotto/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Wild Mushroom Risotto', 'Others', '55']);
    expect(dialogTitles(successDialog)).toEqual(['Recipe updated']);
    expect(mine).toHaveBeenCalledTimes(2);
    expect(editButton).toHaveFocus();
  });

  it('rejects category names that are not categories, inline', async () => {
    const update = jest.spyOn(api.recipes, 'update');
    const { dialog } = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('Categories'));
    await userEvent.type(within(dialog).getByLabelText('Categories'), 'Dinner, Snacks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/Unknown categories: Snacks/)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the update error dialog and keeps the modal open with the typed values when the API fails', async () => {
    jest.spyOn(api.recipes, 'update').mockRejectedValue(new Error('Request failed with status code 500'));
    const { dialog } = await openEditor();
    await userEvent.type(within(dialog).getByLabelText('Title'), ' deluxe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialogTitles(errorDialog)).toEqual(['Error: Failed to update recipe']));
    expect(screen.getByRole('dialog', { name: 'Update Recipe' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mushroom Risotto deluxe');
    expect(screen.getByRole('row', { name: /Mushroom Risotto/ })).not.toHaveTextContent('deluxe');
    expect(successDialog).not.toHaveBeenCalled();
  });

  it('treats a response without the confirmation message as a failure', async () => {
    jest.spyOn(api.recipes, 'update').mockResolvedValue({ message: 'Nothing changed' });
    const { dialog } = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialogTitles(errorDialog)).toEqual(['Error: Failed to update recipe']));
  });
});
