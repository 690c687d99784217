import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadMessages, renderWithProviders } from '../../../testing/render';
import { SupportPage } from './support-page';

describe('SupportPage', () => {
  it('offers email support with a reply within 24 hours and live chat 9 AM to 6 PM (UTC+6)', () => {
    renderWithProviders(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Email Support' });
    expect(email).toHaveTextContent('We reply within 24 hours.');
    expect(screen.getByRole('link', { name: 'support@forkful.app' })).toHaveAttribute('href', 'mailto:support@forkful.app');
    expect(screen.getByRole('region', { name: 'Live Chat' })).toHaveTextContent('9 AM to 6 PM (UTC+6)');
  });

  it('shows an FAQ answer when its question is activated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />);
    const question = screen.getByText('How do I share a recipe?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
  });

  it('answers in Bangla, with the hours and the FAQ numbers in Bangla digits', async () => {
    await preloadMessages('bn');
    renderWithProviders(<SupportPage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'সহায়তা কেন্দ্র' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ইমেইলে সহায়তা' })).toHaveTextContent('আমরা ২৪ ঘণ্টার মধ্যে উত্তর দিই।');
    expect(screen.getByRole('region', { name: 'লাইভ চ্যাট' })).toHaveTextContent('সকাল ৯টা থেকে সন্ধ্যা ৬টা (UTC+৬)');
    expect(screen.getByRole('link', { name: 'যোগাযোগ পাতা' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/অন্তত ৬ অক্ষরের একটি পাসওয়ার্ড/)).toBeInTheDocument();
    expect(screen.getByText(/৩টি বা তার বেশি রেসিপি শেয়ার করে/)).toBeInTheDocument();
    expect(document.title).toBe('সহায়তা কেন্দ্র · Forkful');
  });
});
