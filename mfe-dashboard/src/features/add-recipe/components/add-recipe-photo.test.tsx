import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@forkful/runtime/api';
import { IMAGE_UPLOAD } from '@forkful/domain';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { renderPage } from '../../../testing/render';
import { UPLOADED, fakeObjectUrls, photoFile, serveUpload } from '../../../testing/uploads';
import { AddRecipePage } from './add-recipe-page';

/** The drop zone is named by the words it shows, its label and its prompt (label in name, WCAG 2.5.3). */
const ZONE_NAME = 'Upload a photo Drag a photo here, or click to choose one';

jest.mock('../../dialogs/components/dialogs');

const imageField = () => screen.getByLabelText('Image URL');
const choosePhoto = (file = photoFile()) => userEvent.upload(screen.getByLabelText('Photo file'), file);

async function fillEverythingButTheImage() {
  await userEvent.type(screen.getByLabelText('Recipe title'), 'Panta Bhat');
  await userEvent.selectOptions(screen.getByLabelText('Cuisine type'), 'Bangladeshi');
  await userEvent.type(screen.getByLabelText('Preparation time (minutes)'), '15');
  await userEvent.type(screen.getByLabelText('Ingredients'), 'rice, water');
  await userEvent.type(screen.getByLabelText('Instructions'), 'Soak cooked rice overnight.');
}

let objectUrls: ReturnType<typeof fakeObjectUrls>;

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  jest.mocked(showErrorDialog).mockReset().mockResolvedValue(undefined);
  objectUrls = fakeObjectUrls();
  renderPage(<AddRecipePage />, { path: '/add-recipe' });
});

describe('Add Recipe: upload a photo', () => {
  it('is a labelled, focusable drop zone that opens the file dialog on Enter and Space', async () => {
    const zone = screen.getByRole('button', { name: ZONE_NAME });
    expect(zone.textContent).toBe(ZONE_NAME);
    expect(zone).toHaveAccessibleDescription(/JPEG, PNG, WebP, AVIF or GIF, up to 10 MB/);
    const openDialog = jest.spyOn(screen.getByLabelText('Photo file'), 'click').mockImplementation(() => undefined);
    act(() => zone.focus());
    expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(openDialog).toHaveBeenCalledTimes(2);
  });

  it('shows the preview and the progress while uploading, and cannot be sent meanwhile', async () => {
    const upload = serveUpload();
    const file = photoFile('panta.jpg');
    await choosePhoto(file);

    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview-1');
    expect(upload.post).toHaveBeenCalledWith('/images', expect.any(FormData), expect.objectContaining({ onUploadProgress: expect.any(Function) }));
    expect(upload.body().get(IMAGE_UPLOAD.field)).toBe(file);
    await upload.progress(0.4);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('status', { name: 'Upload a photo' })).toHaveTextContent('Uploading photo... 40%');
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeDisabled();
  });

  it("fills the image URL with the stored photo's URL, keeps the preview, and sends the photo description as imageAlt", async () => {
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'new-1' });
    const upload = serveUpload();
    await fillEverythingButTheImage();
    await choosePhoto();
    await upload.succeed();

    expect(imageField()).toHaveValue(UPLOADED.url);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Upload a photo' })).toHaveTextContent('Photo uploaded');
    expect(screen.getByLabelText('Photo description')).toHaveAttribute('maxLength', '250');
    await userEvent.type(screen.getByLabelText('Photo description'), ' Rice in water with green chili ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ image: UPLOADED.url, imageAlt: 'Rice in water with green chili' }));
  });

  it("shows the API's message for a refused file and leaves the image field as it was", async () => {
    const upload = serveUpload();
    await userEvent.type(imageField(), 'https://images.example.com/panta.jpg');
    await choosePhoto(photoFile('notes.png', { type: 'image/png' }));
    await upload.refuse(415, 'The file is not a JPEG, PNG, WebP, AVIF or GIF image');

    expect(screen.getByRole('alert')).toHaveTextContent('The file is not a JPEG, PNG, WebP, AVIF or GIF image');
    expect(screen.getByRole('button', { name: ZONE_NAME })).toHaveAccessibleDescription(/The file is not a JPEG/);
    expect(imageField()).toHaveValue('https://images.example.com/panta.jpg');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeEnabled();
  });

  it('refuses a file over the size limit on the client, without a request', async () => {
    const upload = serveUpload();
    await choosePhoto(photoFile('huge.jpg', { size: IMAGE_UPLOAD.maxBytes + 1024 * 1024 }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is 11.0 MB; the limit is 10 MB.');
    expect(upload.post).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(imageField()).toHaveValue('');
  });

  it('removes the photo: the image field gets back what it held before, and the preview is let go', async () => {
    const upload = serveUpload();
    await userEvent.type(imageField(), 'https://images.example.com/panta.jpg');
    await choosePhoto();
    await upload.succeed();
    expect(imageField()).toHaveValue(UPLOADED.url);

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(imageField()).toHaveValue('https://images.example.com/panta.jpg');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
  });

  it("replaces the photo with another one, and a URL typed over the upload's drops its preview", async () => {
    const upload = serveUpload();
    await choosePhoto();
    await upload.succeed();
    await choosePhoto(photoFile('second.jpg'));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview-2');
    await upload.succeed({ id: 'b'.repeat(24), url: `https://api.forkful.test/images/${'b'.repeat(24)}` });
    expect(imageField()).toHaveValue(`https://api.forkful.test/images/${'b'.repeat(24)}`);
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);

    await userEvent.clear(imageField());
    await userEvent.type(imageField(), 'https://images.example.com/other.jpg');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();
  });
});
