import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('legal pages', () => {
  it('Terms of Service lists its sections with working in-page links', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Recipes you share' });
    const target = document.querySelector(link.getAttribute('href')!);
    expect(target).toHaveAccessibleName('3. Recipes you share');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('Privacy Policy says what Forkful stores and links to the terms', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1. What we collect' })).toHaveTextContent(/Firebase Authentication/);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});
