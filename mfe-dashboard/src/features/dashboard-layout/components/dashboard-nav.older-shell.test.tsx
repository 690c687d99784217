import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/contracts';
import { DashboardNav } from './dashboard-nav';

// A shell whose shared @forkful/contracts predates the navigation store.
jest.mock('@forkful/contracts', () => {
  const { navigationStore: _absent, ...older } = jest.requireActual('@forkful/contracts');
  return older;
});

it("links its own route module's dashboard entries on a shell without the navigation store", () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/dashboard/saved']}>
        <DashboardNav />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Overview', '/dashboard'],
    ['All Recipes', '/dashboard/all-recipes'],
    ['My Recipes', '/dashboard/my-recipes'],
    ['Add Recipe', '/dashboard/add-recipe'],
    ['Saved Recipes', '/dashboard/saved'],
    ['Home', '/'],
  ]);
  expect(screen.getByRole('link', { name: 'Saved Recipes' })).toHaveAttribute('aria-current', 'page');
});
