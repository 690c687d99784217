import { screen, within } from '@testing-library/react';
import { preloadMessages, renderWithProviders } from '../../../testing/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('legal pages in Bangla', () => {
  beforeAll(() => preloadMessages('bn'));

  it('dates and numbers the Terms of Service in Bangla, its links where the Bangla sentence puts them', () => {
    renderWithProviders(<TermsPage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'পরিষেবার শর্তাবলি' })).toBeInTheDocument();
    expect(screen.getByText('সর্বশেষ হালনাগাদ: ২২ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '৩. আপনার শেয়ার করা রেসিপি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতিও' })).toHaveAttribute('href', '/privacy');
    expect(document.title).toBe('পরিষেবার শর্তাবলি · Forkful');
  });

  it('keeps the Privacy Policy’s bold terms and its reply time in Bangla digits', () => {
    renderWithProviders(<PrivacyPage />, { locale: 'bn' });
    expect(screen.getByText('অ্যাকাউন্টের তথ্য').tagName).toBe('STRONG');
    const rights = screen.getByRole('region', { name: '৬. আপনার পছন্দ ও অধিকার' });
    expect(rights).toHaveTextContent('২৪ ঘণ্টার মধ্যে উত্তর দিই');
    expect(within(rights).getByRole('link', { name: 'privacy@forkful.app' })).toHaveAttribute('href', 'mailto:privacy@forkful.app');
  });
});
