import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { api } from '@forkful/runtime/api';
import { showErrorDialog } from '../../dialogs/components/dialogs';
import { renderPage } from '../../../testing/render';
import { recipeFixture } from '../../../testing/recipes';
import { httpRefusal } from '../../../testing/uploads';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');

const EXPORTED = [{ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Mushroom Risotto', recipeIngredient: ['rice'] }];
const TIMERS_BUT_DATE = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] as const;

/** The temporary links the download clicked: where each led and the file name it gave. */
let clicked: Array<{ href: string; download: string }>;

/** jsdom's Blob has no text(): read it as the browser would read the file. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const downloadButton = () => screen.findByRole('button', { name: 'Download my recipes' });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showErrorDialog).mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:export-1');
  URL.revokeObjectURL = jest.fn();
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => jest.useRealTimers());

describe('MyRecipesPage: download my recipes', () => {
  it("saves the export as today's pretty-printed JSON file through an object URL, then gives the URL back", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T09:30:00Z'), doNotFake: [...TIMERS_BUT_DATE] });
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([recipeFixture()]);
    const exportMine = jest.spyOn(api.imports, 'exportMine').mockResolvedValue(EXPORTED);
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    await userEvent.click(await downloadButton());

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export-1', download: 'forkful-recipes-2026-11-27.json' }]));
    expect(exportMine).toHaveBeenCalledTimes(1);
    const blob = jest.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/json');
    const text = await readBlob(blob);
    expect(JSON.parse(text)).toEqual(EXPORTED);
    expect(text).toContain('\n  {\n    "@context": "https://schema.org"');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
    expect(await downloadButton()).toBeEnabled();
  });

  it('says Preparing... and cannot be pressed again while the export is on its way', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([recipeFixture()]);
    const exportMine = jest.spyOn(api.imports, 'exportMine').mockImplementation(() => new Promise(() => undefined));
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    await userEvent.click(await downloadButton());
    const busy = screen.getByRole('button', { name: 'Preparing...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(exportMine).toHaveBeenCalledTimes(1);
  });

  it("toasts the API's message and downloads nothing when the export fails", async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([recipeFixture()]);
    jest.spyOn(api.imports, 'exportMine').mockRejectedValue(httpRefusal(429, 'Too many requests'));
    const toastError = jest.spyOn(toast, 'error');
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    await userEvent.click(await downloadButton());

    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Your recipes could not be downloaded: Too many requests'));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
    expect(await downloadButton()).toBeEnabled();
  });

  it('is not offered to a cook without recipes', async () => {
    jest.spyOn(api.recipes, 'mine').mockResolvedValue([]);
    renderPage(<MyRecipesPage />, { path: '/my-recipes' });
    expect(await screen.findByText("You haven't added any recipes yet!")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my recipes' })).not.toBeInTheDocument();
  });
});
