import type { RouteObject } from 'react-router-dom';
import { routes } from '../../app/routes';
import { preloadRouteRemotes, remoteModulesAt } from './preload-route-remotes';

jest.mock('../auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));

describe('preloading the current route remote', () => {
  it("finds the remote modules of the app's routes at a path", () => {
    expect(remoteModulesAt(routes, '/')).toEqual(['mfe_public/HomePage']);
    expect(remoteModulesAt(routes, '/all-recipes')).toEqual(['mfe_recipes/AllRecipesPage']);
    expect(remoteModulesAt(routes, '/recipes/42')).toEqual(['mfe_recipes/RecipeDetailPage']);
    expect(remoteModulesAt(routes, '/dashboard/add-recipe')).toEqual(['mfe_dashboard/DashboardLayout', 'mfe_dashboard/AddRecipePage']);
    expect(remoteModulesAt(routes, '/login')).toEqual([]);
  });

  it('starts loading them and swallows a failure (the page shows its own fallback)', async () => {
    const loader = { load: jest.fn(() => Promise.reject(new Error('down'))), reset: jest.fn() };
    preloadRouteRemotes(routes as RouteObject[], '/about', loader);
    expect(loader.load).toHaveBeenCalledWith('mfe_public/AboutPage');
    await Promise.resolve();
  });
});
