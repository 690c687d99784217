import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MESSAGES, type RecipeDraft } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { renderPage } from '../../../testing/render';
import { UPLOADED, httpRefusal } from '../../../testing/uploads';
import { AddRecipePage } from './add-recipe-page';

jest.mock('../../dialogs/components/dialogs');
const errorDialog = jest.mocked(showErrorDialog);

const PAGE = 'https://www.example.com/recipes/dal?utm=1';
const DRAFT: RecipeDraft = {
  title: 'Masoor Dal',
  ingredients: '1 cup red lentils, 2 cups water, 1 tsp turmeric',
  instructions: '1. Rinse the lentils.\n2. Simmer until soft.',
  prepTime: 35,
  servings: 4,
  cuisineType: 'Bangladeshi',
  categories: ['Lunch', 'Vegan'],
  sourceUrl: 'https://www.example.com/recipes/dal',
  imageUrl: 'https://cdn.example.com/dal.jpg',
};

async function importPage(draft: RecipeDraft = DRAFT) {
  const fromPage = jest.spyOn(api.imports, 'fromPage').mockResolvedValue(draft);
  await userEvent.click(screen.getByRole('button', { name: 'Import from a web page' }));
  const dialog = screen.getByRole('dialog', { name: 'Import recipes' });
  await userEvent.type(within(dialog).getByLabelText('Web page address'), PAGE);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return fromPage;
}

const addRecipe = () => userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  errorDialog.mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(<AddRecipePage />, { path: '/add-recipe' });
});

describe('Add Recipe: import from a web page', () => {
  it('fills the form with the draft for review, says where it came from, and saves nothing', async () => {
    const add = jest.spyOn(api.recipes, 'add');
    const fromPage = await importPage();

    expect(fromPage).toHaveBeenCalledWith(PAGE, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(screen.getByLabelText('Recipe title')).toHaveValue('Masoor Dal');
    expect(screen.getByLabelText('Ingredients')).toHaveValue(DRAFT.ingredients);
    expect(screen.getByLabelText('Instructions')).toHaveValue(DRAFT.instructions);
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue(35);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    expect(screen.getByLabelText('Cuisine type')).toHaveValue('Bangladeshi');
    expect(screen.getByLabelText('Image URL')).toHaveValue(DRAFT.imageUrl);
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.getAttribute('value'))).toEqual(['Lunch', 'Vegan']);

    const notice = screen.getByText(/review it, then press Add Recipe/);
    expect(notice).toHaveTextContent('Imported from example.com (opens in a new tab) — review it, then press Add Recipe.');
    expect(notice).toHaveFocus();
    const source = within(notice).getByRole('link', { name: 'example.com (opens in a new tab)' });
    expect(source).toHaveAttribute('href', DRAFT.sourceUrl);
    expect(source).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.queryByRole('textbox', { name: /source/i })).not.toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in the dialog and leaves the form as it was", async () => {
    jest.spyOn(api.imports, 'fromPage').mockRejectedValue(httpRefusal(422, IMPORT_MESSAGES.notPublicAddress));
    await userEvent.click(screen.getByRole('button', { name: 'Import from a web page' }));
    const dialog = screen.getByRole('dialog', { name: 'Import recipes' });
    const field = within(dialog).getByLabelText('Web page address');
    await userEvent.type(field, 'http://192.168.1.1/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.notPublicAddress);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Recipe title')).toHaveValue('');
  });

  it("saves an imported recipe with its page's photo stored first, sending the stored URL and the source", async () => {
    const photo = jest.spyOn(api.imports, 'photo').mockResolvedValue(UPLOADED);
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'new-1' });
    await importPage();
    await addRecipe();

    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(photo).toHaveBeenCalledWith(DRAFT.imageUrl, expect.anything());
    expect(photo.mock.invocationCallOrder[0]).toBeLessThan(add.mock.invocationCallOrder[0]);
    expect(add).toHaveBeenCalledWith({
      image: UPLOADED.url,
      title: 'Masoor Dal',
      ingredients: DRAFT.ingredients,
      instructions: DRAFT.instructions,
      cuisineType: 'Bangladeshi',
      prepTime: 35,
      servings: 4,
      categories: ['Lunch', 'Vegan'],
      sourceUrl: DRAFT.sourceUrl,
    });
  });

  it('sends an image URL the cook typed over the imported one as it is, without storing the page photo', async () => {
    const photo = jest.spyOn(api.imports, 'photo');
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'new-2' });
    await importPage();
    await userEvent.clear(screen.getByLabelText('Image URL'));
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://images.example.com/mine.jpg');
    await addRecipe();

    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ image: 'https://images.example.com/mine.jpg', sourceUrl: DRAFT.sourceUrl }));
    expect(photo).not.toHaveBeenCalled();
  });

  it("creates nothing when the page's photo is refused, and shows the API's message in the error dialog", async () => {
    jest.spyOn(api.imports, 'photo').mockRejectedValue(httpRefusal(422, IMPORT_MESSAGES.notImage));
    const add = jest.spyOn(api.recipes, 'add');
    await importPage();
    await addRecipe();

    await waitFor(() => expect(errorDialog).toHaveBeenCalled());
    expect(errorDialog.mock.calls[0].slice(1, 3)).toEqual(['Oops... Something went wrong!', IMPORT_MESSAGES.notImage]);
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/add-recipe');
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeEnabled();
  });

  it('leaves empty what the page did not say, for the cook to fill in', async () => {
    await importPage({ ...DRAFT, prepTime: undefined, servings: undefined });
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(null);
    await addRecipe();
    expect(await screen.findByText('Preparation time is required')).toBeInTheDocument();
  });
});
