import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithProviders } from '../../../testing/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("is titled 'Recipe Not Found!' and Back to Home goes to /", async () => {
    renderWithProviders(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe Not Found!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(currentPath()).toBe('/');
    expect(document.title).toBe('Recipe Not Found! · Forkful');
  });
});
