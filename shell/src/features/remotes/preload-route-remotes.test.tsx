import { fixtureRegistry } from '../../testing/remote-fixtures';
import { preloadRouteRemotes } from './preload-route-remotes';

function recordingLoader() {
  return { load: jest.fn((_id: string) => Promise.reject(new Error('down'))), reset: jest.fn() };
}

describe('preloading the current route remote', () => {
  it.each([
    ['/about', ['mfe_public/AboutPage']],
    ['/recipes/42', ['mfe_recipes/RecipeDetailPage']],
    ['/dashboard/add-recipe', ['mfe_dashboard/DashboardLayout', 'mfe_dashboard/AddRecipePage']],
    ['/dashboard/all-recipes', ['mfe_dashboard/DashboardLayout', 'mfe_recipes/AllRecipesPage']],
    ['/login', []],
  ])("starts loading the modules the live remotes declare at %s", (path, ids) => {
    const loader = recordingLoader();
    preloadRouteRemotes(fixtureRegistry(), path, loader);
    expect(loader.load.mock.calls.map(([id]) => id)).toEqual(ids);
  });

  it('swallows a failure (the page shows its own fallback)', async () => {
    const failed = Promise.reject(new Error('down'));
    const handled = jest.spyOn(failed, 'catch');
    const loader = { load: jest.fn(() => failed), reset: jest.fn() };
    preloadRouteRemotes(fixtureRegistry(), '/about', loader);
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(handled.mock.results[0].value).resolves.toBeUndefined();
  });
});
