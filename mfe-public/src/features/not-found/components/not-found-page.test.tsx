import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, preloadMessages, renderWithProviders } from '../../../testing/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("is titled 'Recipe Not Found!' and Back to Home goes to /", async () => {
    renderWithProviders(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe Not Found!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(currentPath()).toBe('/');
    expect(document.title).toBe('Recipe Not Found! · Forkful');
  });

  it('speaks Bangla when the page is shown in Bangla: title, code, text and the way home', async () => {
    await preloadMessages('bn');
    renderWithProviders(<NotFoundPage />, { path: '/no/such/page', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'রেসিপি পাওয়া যায়নি!' })).toBeInTheDocument();
    expect(screen.getByText('৪০৪')).toBeInTheDocument();
    expect(screen.getByText(/যে পাতা বা রেসিপি খুঁজছেন/)).toBeInTheDocument();
    expect(document.title).toBe('রেসিপি পাওয়া যায়নি! · Forkful');
    await userEvent.click(screen.getByRole('link', { name: 'হোমে ফিরে যান' }));
    expect(currentPath()).toBe('/');
  });
});
