import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopRecipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { preloadMessages, renderWithProviders } from '../../../testing/render';
import { HomePage } from './home-page';

jest.mock('@forkful/runtime/api', () => {
  const { api: actual } = jest.requireActual('@forkful/runtime/api');
  return { api: { ...actual, recipes: { ...actual.recipes, top: jest.fn() } } };
});

const top = api.recipes.top as jest.MockedFunction<typeof api.recipes.top>;
const BIRYANI: TopRecipe = { _id: 'r1', image: 'https://img.example.com/1.jpg', title: 'Kacchi Biryani', cuisineType: 'Bangladeshi', likeCount: 42 };

describe('HomePage in Bangla', () => {
  let alertSpy: jest.SpyInstance;
  beforeAll(() => preloadMessages('bn'));
  beforeEach(() => {
    top.mockResolvedValue([BIRYANI]);
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('greets, types its phrases and offers its actions in Bangla, with Bangla digits', async () => {
    renderWithProviders(<HomePage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forkful-এ স্বাগতম!' })).toBeInTheDocument();
    expect(screen.getByText('মজাদার রেসিপি খুঁজে নিন. আপনার রান্নার সৃষ্টি শেয়ার করুন. রাঁধুন, চেখে দেখুন, উপভোগ করুন!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রেসিপি দেখুন' })).toHaveAttribute('href', '/all-recipes');
    expect(screen.getByRole('region', { name: 'ফিচার্ড হোন, জিতে নিন রান্নাঘরের সরঞ্জাম' })).toHaveTextContent('৩টি বা তার বেশি রেসিপি শেয়ার করুন');
    expect(screen.getByRole('heading', { name: 'কেন Forkful বেছে নেবেন?' })).toBeInTheDocument();
    expect(document.title).toBe('Forkful');
  });

  it("shows a top recipe's cuisine, likes and link in Bangla, and its title as the cook wrote it", async () => {
    renderWithProviders(<HomePage />, { locale: 'bn' });
    const list = await screen.findByRole('list', { name: 'সেরা রেসিপি' });
    const card = within(list).getByRole('article', { name: 'Kacchi Biryani' });
    expect(within(card).getByText('বাংলাদেশি')).toBeInTheDocument();
    expect(within(card).getByText(/৪২/)).toHaveTextContent('৪২ পছন্দ');
    expect(within(card).getByRole('link', { name: 'বিস্তারিত দেখুন — Kacchi Biryani' })).toHaveAttribute('href', '/recipes/r1');
  });

  it('alerts in Bangla when subscribing to the newsletter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { locale: 'bn' });
    await user.click(screen.getByRole('button', { name: 'সাবস্ক্রাইব' }));
    expect(alertSpy).toHaveBeenLastCalledWith('অনুগ্রহ করে একটি সঠিক ইমেইল দিন!');
    await user.type(screen.getByLabelText('ইমেইল ঠিকানা'), 'cook@example.com{Enter}');
    expect(alertSpy).toHaveBeenLastCalledWith('সাবস্ক্রাইব করা হয়েছে: cook@example.com');
  });
});
