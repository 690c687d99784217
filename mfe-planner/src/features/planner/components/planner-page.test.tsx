import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { PlannerPage } from './planner-page';

describe('PlannerPage', () => {
  it('has its heading, a section about what comes next and its document title', () => {
    renderWithProviders(<PlannerPage />, { path: '/planner' });
    expect(screen.getByRole('heading', { level: 1, name: 'Planner' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What comes next' })).toHaveTextContent(/src\/routes\.json/);
    expect(screen.getByRole('link', { name: 'Explore Recipes' })).toHaveAttribute('href', '/all-recipes');
    expect(document.title).toBe('Planner · Forkful');
  });
});
