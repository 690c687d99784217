import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { api } from '@forkful/runtime/api';
import { showErrorDialog, showSuccessDialog } from '../../dialogs/components/dialogs';
import { goOffline, preloadMessages } from '../../../testing/messages';
import { renderPage } from '../../../testing/render';
import { AddRecipePage } from './add-recipe-page';

jest.mock('../../dialogs/components/dialogs');
const errorDialog = jest.mocked(showErrorDialog);

beforeAll(() => preloadMessages('bn'));

beforeEach(() => {
  jest.restoreAllMocks();
  errorDialog.mockReset().mockResolvedValue(undefined);
  jest.mocked(showSuccessDialog).mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderInBangla = () => renderPage(<AddRecipePage />, { path: '/add-recipe', locale: 'bn' });

describe('Add Recipe in Bangla', () => {
  it('labels the form in Bangla, naming cuisines and categories in Bangla while keeping their English values', () => {
    renderInBangla();
    expect(screen.getByRole('heading', { level: 1, name: 'নতুন রেসিপি যোগ করুন' })).toBeInTheDocument();
    for (const label of ['রেসিপির শিরোনাম', 'ছবির URL', 'রান্নার ধরন', 'প্রস্তুতির সময় (মিনিট)', 'উপকরণ', 'প্রণালী']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const cuisine = within(screen.getByLabelText('রান্নার ধরন')).getByRole('option', { name: 'বাংলাদেশি' });
    expect(cuisine).toHaveValue('Bangladeshi');
    const group = screen.getByRole('group', { name: 'বিভাগ (ঐচ্ছিক)' });
    expect(within(group).getByRole('checkbox', { name: 'সকালের নাশতা' })).toHaveAttribute('value', 'Breakfast');
    const zoneName = 'ছবি আপলোড করুন ছবি এখানে টেনে আনুন, বা বেছে নিতে ক্লিক করুন';
    expect(screen.getByRole('button', { name: zoneName }).textContent).toBe(zoneName);
    expect(screen.getByRole('button', { name: 'ওয়েব পেজ থেকে ইমপোর্ট' })).toBeInTheDocument();
  });

  it('says what is missing in Bangla, with Bangla digits, and sends nothing', async () => {
    const add = jest.spyOn(api.recipes, 'add');
    renderInBangla();
    await userEvent.type(screen.getByLabelText('প্রস্তুতির সময় (মিনিট)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'রেসিপি যোগ করুন' }));
    expect(await screen.findByText('শিরোনাম দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('রান্নার ধরন বেছে নিন', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(screen.getByText('প্রস্তুতির সময় অন্তত ১ মিনিট হতে হবে')).toBeInTheDocument();
    expect(screen.getByText('উপকরণ লিখতে হবে')).toBeInTheDocument();
    expect(screen.getByLabelText('রেসিপির শিরোনাম')).toHaveAttribute('aria-invalid', 'true');
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses a recipe added offline in Bangla and keeps every field as typed', async () => {
    const offline = goOffline();
    jest.spyOn(api.recipes, 'add').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderInBangla();
    await userEvent.type(screen.getByLabelText('রেসিপির শিরোনাম'), 'পান্তা ভাত');
    await userEvent.type(screen.getByLabelText('ছবির URL'), 'https://images.example.com/panta.jpg');
    await userEvent.type(screen.getByLabelText('ছবির বর্ণনা'), 'মাটির থালায় পান্তা ভাত');
    await userEvent.selectOptions(screen.getByLabelText('রান্নার ধরন'), 'Bangladeshi');
    await userEvent.type(screen.getByLabelText('প্রস্তুতির সময় (মিনিট)'), '15');
    await userEvent.type(screen.getByLabelText('কতজনের জন্য'), '2');
    await userEvent.type(screen.getByLabelText('উপকরণ'), 'ভাত, পানি');
    await userEvent.type(screen.getByLabelText('প্রণালী'), 'রাতভর ভিজিয়ে রাখুন।');
    await userEvent.click(screen.getByRole('checkbox', { name: 'সকালের নাশতা' }));
    await userEvent.click(screen.getByRole('button', { name: 'রেসিপি যোগ করুন' }));
    await waitFor(() => expect(errorDialog).toHaveBeenCalled());
    offline.restore();
    expect(errorDialog.mock.calls[0].slice(1, 3)).toEqual([
      'দুঃখিত... কিছু একটা ভুল হয়েছে!',
      'আপনি অফলাইনে আছেন। কিছুই পাঠানো হয়নি; আবার অনলাইনে এলে চেষ্টা করুন।',
    ]);
    expect(screen.getByLabelText('রেসিপির শিরোনাম')).toHaveValue('পান্তা ভাত');
    expect(screen.getByLabelText('ছবির URL')).toHaveValue('https://images.example.com/panta.jpg');
    expect(screen.getByLabelText('ছবির বর্ণনা')).toHaveValue('মাটির থালায় পান্তা ভাত');
    expect(screen.getByLabelText('রান্নার ধরন')).toHaveValue('Bangladeshi');
    expect(screen.getByLabelText('প্রস্তুতির সময় (মিনিট)')).toHaveValue(15);
    expect(screen.getByLabelText('কতজনের জন্য')).toHaveValue(2);
    expect(screen.getByLabelText('উপকরণ')).toHaveValue('ভাত, পানি');
    expect(screen.getByLabelText('প্রণালী')).toHaveValue('রাতভর ভিজিয়ে রাখুন।');
    expect(screen.getByRole('checkbox', { name: 'সকালের নাশতা' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'রেসিপি যোগ করুন' })).toBeEnabled();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/add-recipe');
  });
});
