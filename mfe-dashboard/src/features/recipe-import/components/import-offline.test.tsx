import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { api } from '@forkful/runtime/api';
import { goOffline, preloadMessages } from '../../../testing/messages';
import { renderPage } from '../../../testing/render';
import { ImportRecipes } from './import-recipes';

const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK');

beforeEach(() => jest.restoreAllMocks());

describe('Import dialog offline', () => {
  it('says nothing was sent and keeps the address and the chosen file, each under its field', async () => {
    const offline = goOffline();
    jest.spyOn(api.imports, 'fromPage').mockRejectedValue(networkError());
    const file = jest.spyOn(api.imports, 'file').mockRejectedValue(networkError());
    renderPage(<ImportRecipes onDraft={jest.fn()} />, { path: '/add-recipe' });
    await userEvent.click(screen.getByRole('button', { name: 'Import from a web page' }));
    const dialog = screen.getByRole('dialog', { name: 'Import recipes' });

    const address = within(dialog).getByLabelText('Web page address');
    await userEvent.type(address, 'https://example.com/dal{Enter}');
    const offlineText = 'You are offline. Nothing was sent; try again when you are back online.';
    expect(await within(dialog).findByText(offlineText)).toBeInTheDocument();
    expect(address).toHaveValue('https://example.com/dal');
    expect(address).toHaveFocus();

    const recipes = new File(['[]'], 'recipes.json', { type: 'application/json' });
    await userEvent.upload(within(dialog).getByLabelText('Recipes file (JSON)'), recipes);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import file' }));
    expect(await within(dialog).findAllByText(offlineText)).toHaveLength(2);
    expect(file).toHaveBeenCalledTimes(1);
    expect((within(dialog).getByLabelText('Recipes file (JSON)') as HTMLInputElement).files?.[0]).toBe(recipes);
    offline.restore();
  });

  it('says so in Bangla', async () => {
    await preloadMessages('bn');
    const offline = goOffline();
    jest.spyOn(api.imports, 'fromPage').mockRejectedValue(networkError());
    renderPage(<ImportRecipes onDraft={jest.fn()} />, { path: '/add-recipe', locale: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'ওয়েব পেজ থেকে ইমপোর্ট' }));
    const dialog = screen.getByRole('dialog', { name: 'রেসিপি ইমপোর্ট করুন' });
    await userEvent.type(within(dialog).getByLabelText('ওয়েব পেজের ঠিকানা'), 'https://example.com/dal{Enter}');
    expect(await within(dialog).findByText('আপনি অফলাইনে আছেন। কিছুই পাঠানো হয়নি; আবার অনলাইনে এলে চেষ্টা করুন।')).toBeInTheDocument();
    offline.restore();
  });
});
