import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { preloadMessages } from '../../../testing/messages';
import { renderPage } from '../../../testing/render';
import { recipeFixture, serveMyRecipes } from '../../../testing/recipes';
import { MyRecipesPage } from './my-recipes-page';

jest.mock('../../dialogs/components/dialogs');
const confirmDialog = jest.mocked(confirmDeleteDialog);

const risotto = recipeFixture({ likeCount: 1234 });
const tacos = recipeFixture({ _id: 'r2', title: 'Fish Tacos', cuisineType: 'Mexican', prepTime: 25, likeCount: 0 });

beforeAll(() => preloadMessages('bn'));

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  jest.mocked(showErrorDialog).mockReset().mockResolvedValue(undefined);
  confirmDialog.mockReset().mockResolvedValue(false);
  serveMyRecipes([risotto, tacos]);
});

const renderInBangla = () => renderPage(<MyRecipesPage />, { path: '/my-recipes', locale: 'bn' });

describe('My Recipes in Bangla', () => {
  it('heads the table in Bangla, counts in Bangla digits and names the cuisine in Bangla; the recipes stay as written', async () => {
    renderInBangla();
    const table = await screen.findByRole('table', { name: 'আমার রেসিপি' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার রেসিপি' })).toBeInTheDocument();
    expect(screen.getByText('আপনি ২টি রেসিপি শেয়ার করেছেন')).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['শিরোনাম', 'রান্নার ধরন', 'প্রস্তুতির সময় (মিনিট)', 'লাইক', 'কাজ']);
    const row = within(table).getByRole('row', { name: /Mushroom Risotto/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Mushroom Risotto', 'ইতালীয়', '৪০', '১২৩৪']);
    expect(screen.getByRole('button', { name: 'আমার রেসিপি ডাউনলোড' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন রেসিপি যোগ করুন' })).toBeInTheDocument();
  });

  it('opens the editor in Bangla, its photo zone named by the words it shows', async () => {
    renderInBangla();
    const row = await screen.findByRole('row', { name: /Fish Tacos/ });
    await userEvent.click(within(row).getByRole('button', { name: 'সম্পাদনা' }));
    const dialog = await screen.findByRole('dialog', { name: 'রেসিপি হালনাগাদ করুন' });
    expect(within(dialog).getByLabelText('শিরোনাম')).toHaveValue('Fish Tacos');
    expect(within(dialog).getByLabelText('রান্নার ধরন')).toHaveDisplayValue('মেক্সিকান');
    expect(within(dialog).getByLabelText('রান্নার ধরন')).toHaveValue('Mexican');
    expect(within(dialog).getByRole('button', { name: 'ছবি আপলোড করুন ছবি এখানে টেনে আনুন, বা বেছে নিতে ক্লিক করুন' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('শিরোনাম'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await within(dialog).findByText('শিরোনাম দিতে হবে')).toBeInTheDocument();
  });

  it('asks before deleting in Bangla (the delete question and its buttons in the page language)', async () => {
    renderInBangla();
    const row = await screen.findByRole('row', { name: /Fish Tacos/ });
    await userEvent.click(within(row).getByRole('button', { name: 'মুছে ফেলুন' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    const t = confirmDialog.mock.calls[0][1];
    expect(t?.('dialog.deleteConfirm')).toBe('আপনি কি নিশ্চিত? এটি আর ফিরিয়ে আনা যাবে না!');
    expect(t?.('dialog.deleteConfirmButton')).toBe('হ্যাঁ, মুছে ফেলুন!');
  });
});
