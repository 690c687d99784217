import { screen } from '@testing-library/react';
import { MESSAGES } from '@forkful/domain';
import { useDocumentTitle } from '@forkful/ui';
import { fixtureRegistry } from '../testing/remote-fixtures';
import { signIn, signOutSession } from '../testing/render';
import { fakeRemoteLoader, renderAppRoutes } from '../testing/render-app-routes';
import { buildRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({}));
jest.mock('../features/auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));
// The layout's scroll restoration needs a data router; the unit tests use the declarative one (render-app-routes.tsx).
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), ScrollRestoration: () => null }));

const location = () => screen.getByRole('status', { name: 'Location' });

function renderAt(path: string, registry = fixtureRegistry(), modules = {}) {
  const fake = fakeRemoteLoader(modules);
  renderAppRoutes(buildRoutes(registry), path, fake.loader);
  return fake;
}

/** The remote modules on screen, outermost first (the fake loader heads each page with its id). */
const shownModules = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

describe("buildRoutes: the live remotes' declared pages inside the shell", () => {
  beforeEach(() => {
    signOutSession();
    document.title = 'before';
  });

  it.each([
    ['/', 'mfe_public/HomePage', 'Forkful'],
    ['/about', 'mfe_public/AboutPage', 'About Us · Forkful'],
    ['/all-recipes', 'mfe_recipes/AllRecipesPage', 'All Recipes · Forkful'],
    ['/cooks/sample-marco', 'mfe_recipes/CookPage', 'Cook · Forkful'],
  ])('at %s shows %s, titled %s', async (path, id, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    expect(shownModules()).toEqual([id]);
    expect(document.title).toBe(title);
  });

  it('shows a signed-in page to a signed-in user', async () => {
    signIn();
    renderAt('/recipes/42');
    expect(await screen.findByRole('heading', { name: 'mfe_recipes/RecipeDetailPage' })).toBeInTheDocument();
    expect(document.title).toBe('Recipe · Forkful');
  });

  it('sends a signed-out visitor of a signed-in page to /login, remembering the page, without loading it', async () => {
    const { calls } = renderAt('/recipes/42?from=home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ from: '/recipes/42?from=home' }));
    expect(calls).not.toContain('mfe_recipes/RecipeDetailPage');
  });

  it("mounts a layout's children in its outlet, another remote's module included, titled by the child", async () => {
    signIn();
    const { calls } = renderAt('/dashboard/all-recipes');
    expect(await screen.findByRole('heading', { name: 'mfe_recipes/AllRecipesPage' })).toBeInTheDocument();
    expect(shownModules()).toEqual(['mfe_dashboard/DashboardLayout', 'mfe_recipes/AllRecipesPage']);
    expect(calls).toEqual(['mfe_dashboard/DashboardLayout', 'mfe_recipes/AllRecipesPage']);
    expect(document.title).toBe('All Recipes · Forkful');
  });

  it('titles a layout page by its child even when both render at once (modules already loaded)', async () => {
    signIn();
    const fake = fakeRemoteLoader();
    const first = renderAppRoutes(buildRoutes(fixtureRegistry()), '/dashboard/saved', fake.loader);
    expect(await screen.findByRole('heading', { name: 'mfe_dashboard/SavedRecipesPage' })).toBeInTheDocument();
    first.unmount();
    document.title = 'before';
    renderAppRoutes(buildRoutes(fixtureRegistry()), '/dashboard/saved', fake.loader);
    expect(screen.getByRole('heading', { name: 'mfe_dashboard/SavedRecipesPage' })).toBeInTheDocument();
    expect(document.title).toBe('Saved Recipes · Forkful');
  });

  it("mounts a layout's index child at the layout's own path", async () => {
    signIn();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'mfe_dashboard/OverviewPage' })).toBeInTheDocument();
    expect(shownModules()).toEqual(['mfe_dashboard/DashboardLayout', 'mfe_dashboard/OverviewPage']);
  });

  it("the layout's children take its access: a signed-out visitor goes to /login", async () => {
    renderAt('/dashboard/saved');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ from: '/dashboard/saved' }));
  });

  it('lets a page refine its declared title with its own useDocumentTitle', async () => {
    function AboutPage() {
      useDocumentTitle('About Forkful');
      return <h1>About page</h1>;
    }
    renderAt('/about', fixtureRegistry(), { 'mfe_public/AboutPage': AboutPage });
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(document.title).toBe('About Forkful · Forkful');
  });

  it("shows the catch-all remote's page on a path nobody claims", async () => {
    renderAt('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'mfe_public/NotFoundPage' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/nowhere/at/all');
    expect(document.title).toBe('Recipe Not Found! · Forkful');
  });

  it('shows the built-in not-found page when no live remote serves one', async () => {
    const registry = fixtureRegistry();
    registry.remotes = registry.remotes.filter((remote) => remote.name !== 'mfe_public');
    const { calls } = renderAt('/nowhere', registry);
    expect(screen.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([]);
    expect(document.title).toBe('Recipe Not Found! · Forkful');
  });

  it('with no remote at all, the shell still answers: its not-found page at /', () => {
    renderAt('/', { schemaVersion: 2, remotes: [] });
    expect(screen.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps the shell\'s own pages: a signed-in user on /login goes home', async () => {
    signIn();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'mfe_public/HomePage' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it("skips a remote listed after one whose claims it overlaps: the first one's page shows", async () => {
    const registry = fixtureRegistry();
    const { routes } = registry.remotes[1];
    const squatterRoutes = { ...routes, claims: ['/about'], pages: [routes.pages[1]], nav: [] };
    registry.remotes.push({ ...registry.remotes[1], name: 'mfe_squatter', app: 'squatter', routes: squatterRoutes });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = renderAt('/about', registry);
    expect(await screen.findByRole('heading', { name: 'mfe_public/AboutPage' })).toBeInTheDocument();
    expect(calls).toEqual(['mfe_public/AboutPage']);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/mfe_squatter is not mounted: .*mfe_public/));
    consoleError.mockRestore();
  });

  it('keeps the rest of the registry when one entry is malformed', async () => {
    const registry = fixtureRegistry();
    registry.remotes[2].routes.pages.push({ path: '/cooks/:uid/likes' } as never);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/all-recipes', registry);
    expect(await screen.findByRole('heading', { name: 'mfe_public/NotFoundPage' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[forkful] mfe_recipes is not mounted: its routes could not be built:', expect.any(Error));
    consoleError.mockRestore();
  });
});
