import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadMessages, renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

describe('ContactForm in Bangla', () => {
  beforeAll(() => preloadMessages('bn'));

  it('labels its fields and says what is missing in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { locale: 'bn' });
    await user.type(screen.getByLabelText('ইমেইল'), 'ayesha-at-example');
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(screen.getByLabelText('নাম')).toHaveAccessibleDescription('অনুগ্রহ করে আপনার নাম লিখুন।');
    expect(screen.getByLabelText('ইমেইল')).toHaveAccessibleDescription('অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন, যেমন you@example.com।');
  });

  it('after a valid submit thanks the sender and offers the email in Bangla, with a Bangla subject', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { locale: 'bn' });
    await user.type(screen.getByLabelText('নাম'), 'আয়েশা');
    await user.type(screen.getByLabelText('ইমেইল'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('বার্তা'), 'ভিডিও যোগ করা যাবে?');
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(screen.getByRole('status')).toHaveTextContent('ধন্যবাদ, আয়েশা! আপনার বার্তাটি ঠিক আছে, তবে এটি পাঠানো হয়নি:');
    expect(screen.getByRole('status')).toHaveTextContent('আমরা ২৪ ঘণ্টার মধ্যে উত্তর দিই।');
    const mailto = screen.getByRole('link', { name: 'support@forkful.app ঠিকানায় ইমেইলে পাঠান' });
    expect(decodeURIComponent(mailto.getAttribute('href') ?? '')).toContain('subject=আয়েশা-এর বার্তা');
  });
});
