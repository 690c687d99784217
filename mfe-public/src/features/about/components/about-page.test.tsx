import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has the mission text and an Our Vision section', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent(/help everyone cook with confidence/);
    expect(screen.getByRole('region', { name: 'Our Vision' })).toBeInTheDocument();
    expect(document.title).toBe('About Us · Forkful');
  });
});
