import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { type AddRecipeResponse } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { dialogTitles } from '../../../testing/dialog-calls';
import { renderPage } from '../../../testing/render';
import { AddRecipePage } from './add-recipe-page';

jest.mock('../../dialogs/components/dialogs');
const successDialog = jest.mocked(showSuccessDialog);
const errorDialog = jest.mocked(showErrorDialog);

function renderAddRecipe() {
  return renderPage(<AddRecipePage />, { path: '/add-recipe' });
}

async function fillValidRecipe() {
  await userEvent.type(screen.getByLabelText('Recipe title'), '  Panta Bhat ');
  await userEvent.type(screen.getByLabelText('Image URL'), 'https://images.example.com/panta.jpg');
  await userEvent.selectOptions(screen.getByLabelText('Cuisine type'), 'Bangladeshi');
  await userEvent.type(screen.getByLabelText('Preparation time (minutes)'), '15');
  await userEvent.type(screen.getByLabelText('Ingredients'), 'rice, water, green chili, onion');
  await userEvent.type(screen.getByLabelText('Instructions'), 'Soak cooked rice overnight.');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Breakfast' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
}

beforeEach(() => {
  jest.restoreAllMocks();
  successDialog.mockReset().mockResolvedValue(undefined);
  errorDialog.mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('AddRecipePage', () => {
  it('labels every field and offers the five categories, none checked', () => {
    renderAddRecipe();
    for (const label of ['Recipe title', 'Image URL', 'Cuisine type', 'Preparation time (minutes)', 'Ingredients', 'Instructions']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const group = screen.getByRole('group', { name: 'Categories (optional)' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan']);
    boxes.forEach((box) => expect(box).not.toBeChecked());
    expect(within(screen.getByLabelText('Cuisine type')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a cuisine',
      'Italian',
      'Mexican',
      'Bangladeshi',
      'Chinese',
      'Others',
    ]);
  });

  it('shows an inline message for each missing field and sends nothing', async () => {
    const add = jest.spyOn(api.recipes, 'add');
    renderAddRecipe();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    for (const message of [
      'Title is required',
      'Image URL is required',
      'Cuisine type is required',
      'Preparation time is required',
      'Ingredients is required',
      'Instructions is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Recipe title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Recipe title')).toHaveAccessibleDescription('Title is required');
    expect(add).not.toHaveBeenCalled();
  });

  it('rejects a prep time below 1, a fractional one and an image that is not a web URL', async () => {
    const add = jest.spyOn(api.recipes, 'add');
    renderAddRecipe();
    await fillValidRecipe();
    await userEvent.clear(screen.getByLabelText('Preparation time (minutes)'));
    await userEvent.type(screen.getByLabelText('Preparation time (minutes)'), '0');
    await userEvent.clear(screen.getByLabelText('Image URL'));
    await userEvent.type(screen.getByLabelText('Image URL'), 'panta.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('Preparation time must be at least 1 minute')).toBeInTheDocument();
    expect(screen.getByText('Enter an image URL starting with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Preparation time (minutes)'));
    await userEvent.type(screen.getByLabelText('Preparation time (minutes)'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('Preparation time must be a whole number of minutes')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('posts the recipe, shows the success dialog, then goes to /all-recipes', async () => {
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'new-1' });
    renderAddRecipe();
    await fillValidRecipe();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/all-recipes'));
    expect(add).toHaveBeenCalledWith({
      image: 'https://images.example.com/panta.jpg',
      title: 'Panta Bhat',
      ingredients: 'rice, water, green chili, onion',
      instructions: 'Soak cooked rice overnight.',
      cuisineType: 'Bangladeshi',
      prepTime: 15,
      categories: ['Breakfast', 'Vegan'],
    });
    expect(dialogTitles(successDialog)).toEqual(['Recipe added successfully!']);
  });

  it('sends the servings typed in the optional Servings field, and refuses 0 or 101 inline', async () => {
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'new-2' });
    renderAddRecipe();
    await fillValidRecipe();
    const servings = screen.getByRole('spinbutton', { name: 'Servings' });
    await userEvent.type(servings, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('Servings must be between 1 and 100')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    await userEvent.clear(servings);
    await userEvent.type(servings, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith(expect.objectContaining({ title: 'Panta Bhat', servings: 4 })));
  });

  it('stays on the form until the success dialog has closed', async () => {
    jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: false, insertedId: 'new-2' });
    let closeDialog = () => undefined as void;
    successDialog.mockImplementation(() => new Promise<void>((resolve) => (closeDialog = resolve)));
    renderAddRecipe();
    await fillValidRecipe();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(successDialog).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/add-recipe');
    await act(async () => closeDialog());
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/all-recipes');
  });

  it('shows the failure dialog with the API message in the footer and keeps the typed values', async () => {
    const refusal = new AxiosError('Request failed with status code 400', '400', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { statusCode: 400, message: ['image must be a URL address'], error: 'Bad Request' },
    });
    jest.spyOn(api.recipes, 'add').mockRejectedValue(refusal);
    renderAddRecipe();
    await fillValidRecipe();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(errorDialog).toHaveBeenCalled());
    expect(errorDialog.mock.calls[0].slice(1, 3)).toEqual(['Oops... Something went wrong!', 'image must be a URL address']);
    expect(screen.getByLabelText('Recipe title')).toHaveValue('  Panta Bhat ');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/add-recipe');
  });

  it('treats a response without insertedId or acknowledged as a failure', async () => {
    jest.spyOn(api.recipes, 'add').mockResolvedValue({} as AddRecipeResponse);
    renderAddRecipe();
    await fillValidRecipe();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(dialogTitles(errorDialog)).toEqual(['Oops... Something went wrong!']));
    expect(successDialog).not.toHaveBeenCalled();
  });

  it('sends one request for a double click and disables the button while sending', async () => {
    let respond = (_value: AddRecipeResponse) => undefined as void;
    const add = jest
      .spyOn(api.recipes, 'add')
      .mockImplementation(() => new Promise<AddRecipeResponse>((resolve) => (respond = resolve)));
    renderAddRecipe();
    await fillValidRecipe();
    const button = screen.getByRole('button', { name: 'Add Recipe' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adding recipe...' })).toBeDisabled());
    await userEvent.dblClick(screen.getByRole('button', { name: 'Adding recipe...' }));
    await act(async () => respond({ acknowledged: true, insertedId: 'new-3' }));
    await waitFor(() => expect(successDialog).toHaveBeenCalled());
    expect(add).toHaveBeenCalledTimes(1);
  });
});
