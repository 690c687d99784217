import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { api } from '@forkful/runtime/api';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { goOffline } from '../../../testing/messages';
import { renderPage } from '../../../testing/render';
import { recipeFixture, serveMyRecipes } from '../../../testing/recipes';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');
const errorDialog = jest.mocked(showErrorDialog);

beforeEach(() => {
  jest.restoreAllMocks();
  errorDialog.mockReset().mockResolvedValue(undefined);
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveMyRecipes([recipeFixture()]);
});

describe('My Recipes offline', () => {
  it('says nothing was sent and keeps every edited field in the open dialog', async () => {
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    const row = await screen.findByRole('row', { name: /Mushroom Risotto/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Recipe' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const edits: [string, string][] = [
      ['Title', 'Wild Mushroom Risotto'],
      ['Preparation time (minutes)', '55'],
      ['Servings', '6'],
      ['Categories', 'Lunch'],
      ['Image URL', 'https://images.example.com/wild.jpg'],
      ['Photo description', 'Risotto in a blue bowl'],
      ['Ingredients', 'rice, porcini'],
      ['Instructions', 'Stir, then rest.'],
    ];
    for (const [label, value] of edits) {
      await userEvent.clear(field(label));
      await userEvent.type(field(label), value);
    }
    await userEvent.selectOptions(field('Cuisine'), 'Others');

    const offline = goOffline();
    const update = jest.spyOn(api.recipes, 'update').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorDialog).toHaveBeenCalled());
    offline.restore();

    expect(update).toHaveBeenCalledTimes(1);
    expect(errorDialog.mock.calls[0].slice(1, 3)).toEqual([
      'Error: Failed to update recipe',
      'You are offline. Nothing was sent; try again when you are back online.',
    ]);
    expect(screen.getByRole('dialog', { name: 'Update Recipe' })).toBe(dialog);
    for (const [label, value] of edits) {
      expect(field(label)).toHaveValue(['Preparation time (minutes)', 'Servings'].includes(label) ? Number(value) : value);
    }
    expect(field('Cuisine')).toHaveValue('Others');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('refuses a delete made offline, saying nothing was sent, and keeps the recipe listed', async () => {
    jest.mocked(confirmDeleteDialog).mockReset().mockResolvedValue(true);
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    const row = await screen.findByRole('row', { name: /Mushroom Risotto/ });
    const offline = goOffline();
    jest.spyOn(api.recipes, 'remove').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(errorDialog).toHaveBeenCalled());
    offline.restore();
    expect(errorDialog.mock.calls[0].slice(1, 3)).toEqual([
      'Error: Failed to delete recipe',
      'You are offline. Nothing was sent; try again when you are back online.',
    ]);
    expect(screen.getByRole('row', { name: /Mushroom Risotto/ })).toBeInTheDocument();
  });
});
