import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { renderPage } from '../../../testing/render';
import { recipeFixture, serveMyRecipes } from '../../../testing/recipes';
import { UPLOADED, fakeObjectUrls, photoFile, serveUpload } from '../../../testing/uploads';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');

const risotto = recipeFixture({ imageAlt: 'Risotto in a white bowl' });

async function openEditor() {
  renderPage(<MyRecipesPage />, { path: '/my-recipes' });
  const row = await screen.findByRole('row', { name: /Mushroom Risotto/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Update Recipe' });
}

let objectUrls: ReturnType<typeof fakeObjectUrls>;

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  jest.mocked(showErrorDialog).mockReset().mockResolvedValue(undefined);
  objectUrls = fakeObjectUrls();
});

describe('Update Recipe modal: photo', () => {
  it('uploads a photo into the image URL and saves it with the edited description', async () => {
    const { update } = serveMyRecipes([risotto]);
    const upload = serveUpload();
    const dialog = await openEditor();
    expect(within(dialog).getByLabelText('Photo description')).toHaveValue('Risotto in a white bowl');

    await userEvent.upload(within(dialog).getByLabelText('Photo file'), photoFile());
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await upload.succeed();
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue(UPLOADED.url);
    await userEvent.clear(within(dialog).getByLabelText('Photo description'));
    await userEvent.type(within(dialog).getByLabelText('Photo description'), 'Risotto with parsley');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('r1', expect.objectContaining({ image: UPLOADED.url, imageAlt: 'Risotto with parsley' }));
  });

  it('removes the description when it is cleared (an empty imageAlt)', async () => {
    const { update } = serveMyRecipes([risotto]);
    const dialog = await openEditor();
    await userEvent.clear(within(dialog).getByLabelText('Photo description'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('r1', expect.objectContaining({ imageAlt: '' })));
  });

  it('gives the recipe its own image back when the uploaded photo is removed', async () => {
    serveMyRecipes([risotto]);
    const upload = serveUpload();
    const dialog = await openEditor();
    await userEvent.upload(within(dialog).getByLabelText('Photo file'), photoFile());
    await upload.succeed();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue(risotto.image);
  });

  it('closing the modal mid-upload cancels the upload and lets the preview go', async () => {
    serveMyRecipes([risotto]);
    const upload = serveUpload();
    const dialog = await openEditor();
    await userEvent.upload(within(dialog).getByLabelText('Photo file'), photoFile());
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upload.post.mock.calls[0][2]?.signal?.aborted).toBe(true);
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
  });
});
