import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportFileResult, type RecipeDraft } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { renderPage, TEST_USER } from '../../../testing/render';
import { httpRefusal } from '../../../testing/uploads';
import { ImportRecipes } from './import-recipes';

const RESULT: ImportFileResult = {
  imported: [
    { index: 0, id: 'a1', title: 'Masoor Dal' },
    { index: 1, id: 'a2', title: 'Panta Bhat' },
  ],
  refused: [
    { index: 2, title: 'Soup', reason: 'Its instructions are missing' },
    { index: 3, reason: 'It has no name' },
  ],
};

const recipesFile = (name = 'forkful-recipes-2026-11-27.json') => new File(['[]'], name, { type: 'application/json' });

let onDraft: jest.Mock;

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Import from a web page' }));
  return screen.getByRole('dialog', { name: 'Import recipes' });
}

beforeEach(() => {
  jest.restoreAllMocks();
  onDraft = jest.fn();
});

const renderImport = () => renderPage(<ImportRecipes onDraft={onDraft} />, { path: '/add-recipe' });

describe('Import dialog: a web page', () => {
  it('opens on its labelled address field, says Importing... while it waits, and hands the draft over', async () => {
    let answer = (_draft: RecipeDraft) => undefined as void;
    jest.spyOn(api.imports, 'fromPage').mockImplementation(() => new Promise<RecipeDraft>((resolve) => (answer = resolve)));
    renderImport();
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Web page address');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'url');
    expect(field).toHaveAttribute('placeholder', 'https://...');
    expect(field).toHaveAttribute('maxLength', String(IMPORT_LIMITS.urlMaxLength));

    await userEvent.type(field, 'https://example.com/dal{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Importing...' })).toBeDisabled();
    const draft = { title: 'Dal', ingredients: 'lentils', instructions: '1. Cook.', cuisineType: 'Others', categories: [] } as RecipeDraft;
    await act(async () => answer(draft));
    expect(onDraft).toHaveBeenCalledWith(draft);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an http(s) address before sending anything', async () => {
    const fromPage = jest.spyOn(api.imports, 'fromPage');
    renderImport();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Enter the web page's address");
    await userEvent.type(within(dialog).getByLabelText('Web page address'), 'ftp://example.com/dal{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an address starting with http:// or https://');
    expect(fromPage).not.toHaveBeenCalled();
  });

  it('says what failed when no answer came (the network, a timeout)', async () => {
    jest.spyOn(api.imports, 'fromPage').mockRejectedValue(new Error('Network Error'));
    renderImport();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Web page address'), 'https://example.com/dal{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The page could not be imported: Network Error');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('closes on Escape and gives the focus back to its opener', async () => {
    renderImport();
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from a web page' })).toHaveFocus();
    expect(onDraft).not.toHaveBeenCalled();
  });
});

describe('Import dialog: a file', () => {
  it('posts the file in the field "file", lists what was imported and refused, and refreshes the recipe queries', async () => {
    const importFile = jest.spyOn(api.imports, 'file').mockResolvedValue(RESULT);
    const { queryClient } = renderImport();
    queryClient.setQueryData(recipeQueryKeys.mine(TEST_USER.uid), []);
    queryClient.setQueryData(recipeQueryKeys.stats(TEST_USER.uid), {});
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Recipes file (JSON)');
    expect(field).toHaveAttribute('accept', '.json,application/json');
    expect(field).toHaveAccessibleDescription('A JSON file of schema.org recipes, such as a Forkful export (up to 200 recipes)');
    const file = recipesFile();
    await userEvent.upload(field, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import file' }));

    expect(await within(dialog).findByRole('heading', { name: 'Imported 2 recipes' })).toBeInTheDocument();
    expect((importFile.mock.calls[0][0] as FormData).get('file')).toBe(file);
    expect(within(dialog).getByRole('status')).toHaveFocus();
    const imported = within(dialog).getByRole('list', { name: 'Imported recipes' });
    expect(within(imported).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Masoor Dal', '/recipes/a1'],
      ['Panta Bhat', '/recipes/a2'],
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Refused 2 recipes' })).toBeInTheDocument();
    const refused = within(dialog).getByRole('list', { name: 'Refused recipes' });
    expect(within(refused).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Soup: Its instructions are missing',
      'Recipe 4: It has no name',
    ]);
    await waitFor(() => expect(queryClient.getQueryState(recipeQueryKeys.mine(TEST_USER.uid))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(recipeQueryKeys.stats(TEST_USER.uid))?.isInvalidated).toBe(true);
    expect(onDraft).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a file under its field", async () => {
    jest.spyOn(api.imports, 'file').mockRejectedValue(httpRefusal(400, IMPORT_MESSAGES.fileNotRecipes));
    renderImport();
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Recipes file (JSON)'), recipesFile('notes.json'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fileNotRecipes);
    expect(within(dialog).queryByRole('heading', { name: /Imported/ })).not.toBeInTheDocument();
  });

  it('refuses, without sending, no file or one over the size limit', async () => {
    const importFile = jest.spyOn(api.imports, 'file');
    renderImport();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import file' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a JSON file to import');
    const large = recipesFile();
    Object.defineProperty(large, 'size', { value: 9 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText('Recipes file (JSON)'), large);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import file' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is 9.0 MB; the limit is 8 MB.');
    expect(importFile).not.toHaveBeenCalled();
  });
});
