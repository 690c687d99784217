import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { navigationStore, sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { type NavEntry } from '@forkful/topology';
import { idToken } from '../../moderation/testing/id-token';
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

afterEach(() => {
  navigationStore.setState({ entries: [] });
  sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null });
});

describe('DashboardLayout', () => {
  it("links every dashboard section and Home, from its own route module while the shell's store has none", () => {
    renderAt('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toBeInTheDocument();
    const hrefs = Object.fromEntries(
      ['Overview', 'All Recipes', 'My Recipes', 'Add Recipe', 'Saved Recipes', 'My Collections', 'Home'].map((name) => [
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
      'My Collections': '/dashboard/collections',
      Home: '/',
    });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview', 'All Recipes', 'My Recipes', 'Add Recipe', 'Saved Recipes', 'My Collections', 'Home',
    ]);
  });

  it('renders the child route and marks only its link active', () => {
    renderAt('/dashboard/my-recipes');
    expect(screen.getByText('my recipes child')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("links what the shell's navigation store holds for the dashboard slot, in order, when it has any", () => {
    const entries: NavEntry[] = [
      { slot: 'header', label: 'Dashboard', to: '/dashboard', order: 60 },
      { slot: 'dashboard', label: 'Home', to: '/', order: 90, end: true },
      { slot: 'dashboard', label: 'Meal Plans', to: '/dashboard/meal-plans', order: 55 },
      { slot: 'dashboard', label: 'Overview', to: '/dashboard', order: 10, end: true },
    ];
    act(() => navigationStore.setState({ entries }));
    renderAt('/dashboard');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Meal Plans', 'Home']);
    // The store is live: a remote that goes away takes its entry with it.
    act(() => navigationStore.setState({ entries: entries.filter((entry) => entry.label !== 'Meal Plans') }));
    expect(screen.queryByRole('link', { name: 'Meal Plans' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it("adds Moderation, before Home, for an account whose ID token carries the moderator role", async () => {
    setDevelopmentSession({ uid: 'mod-1' }, idToken({ roles: ['moderator'] }));
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/dashboard/moderation');
    expect(screen.getAllByRole('link').map((link) => link.textContent).slice(-2)).toEqual(['Moderation', 'Home']);
  });

  it('shows no Moderation link to a cook without the role, nor when signed out', async () => {
    const getIdToken = jest.fn(async () => idToken({ roles: ['operator'] }));
    act(() => sessionStore.setState({ status: 'signed-in', user: { uid: 'cook-1', email: null, displayName: null, photoURL: null }, getIdToken }));
    renderAt('/dashboard');
    await act(async () => undefined); // the token has been read
    expect(getIdToken).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'My Collections' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    act(() => setDevelopmentSession({ uid: 'mod-1' }, idToken({ roles: ['moderator'] })));
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeInTheDocument();
    await act(() => sessionStore.getState().signOut());
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});
