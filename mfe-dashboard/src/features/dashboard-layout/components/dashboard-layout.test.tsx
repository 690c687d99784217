import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/contracts';
import { DashboardLayout } from './dashboard-layout';

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<p>overview child</p>} />
            <Route path="my-recipes" element={<p>my recipes child</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('DashboardLayout', () => {
  it('links every dashboard section and Home', () => {
    renderAt('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toBeInTheDocument();
    const hrefs = Object.fromEntries(
      ['Overview', 'All Recipes', 'My Recipes', 'Add Recipe', 'Saved Recipes', 'Home'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      Overview: '/dashboard',
      'All Recipes': '/dashboard/all-recipes',
      'My Recipes': '/dashboard/my-recipes',
      'Add Recipe': '/dashboard/add-recipe',
      'Saved Recipes': '/dashboard/saved',
      Home: '/',
    });
  });

  it('renders the child route and marks only its link active', () => {
    renderAt('/dashboard/my-recipes');
    expect(screen.getByText('my recipes child')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links Saved Recipes only when the shell routes it (an older shell lacks the page)', () => {
    const inShell = (children: { path: string }[]) => {
      const router = createMemoryRouter(
        [{ path: '/', children: [{ path: 'dashboard', element: <DashboardLayout />, children: [{ index: true }, ...children] }, { path: '*' }] }],
        { initialEntries: ['/dashboard'] },
      );
      return render(
        <ThemeProvider theme={lightTheme}>
          <RouterProvider router={router} />
        </ThemeProvider>,
      );
    };
    const older = inShell([{ path: 'my-recipes' }]);
    expect(screen.getByRole('link', { name: 'My Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saved Recipes' })).not.toBeInTheDocument();
    older.unmount();
    inShell([{ path: 'my-recipes' }, { path: 'saved' }]);
    expect(screen.getByRole('link', { name: 'Saved Recipes' })).toHaveAttribute('href', '/dashboard/saved');
  });
});
