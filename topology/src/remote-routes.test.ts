import {
  claimCovers, claimsOverlap, modulesAt, moduleIdsOf, ownExposedModules, pagePaths, type RemoteRegistry, type RemoteRoutes,
} from './remote-routes';

// Shaped like the remotes' own src/routes.json (topology imports none of them).
const publicRoutes: RemoteRoutes = {
  schemaVersion: 1,
  claims: ['/', '/about'],
  pages: [{ path: '/', module: 'HomePage' }, { path: '/about', module: 'AboutPage', title: 'About Us' }],
  nav: [],
};
const recipesRoutes: RemoteRoutes = {
  schemaVersion: 1,
  claims: ['/all-recipes', '/recipes/*'],
  pages: [{ path: '/all-recipes', module: 'AllRecipesPage' }, { path: '/recipes/:id', module: 'RecipeDetailPage', access: 'signed-in' }],
  nav: [],
};
const dashboardRoutes: RemoteRoutes = {
  schemaVersion: 1,
  claims: ['/dashboard/*', '/my-recipes', '/add-recipe'],
  pages: [
    {
      path: '/dashboard',
      module: 'DashboardLayout',
      access: 'signed-in',
      children: [
        { index: true, module: 'OverviewPage' },
        { path: 'all-recipes', module: 'mfe_recipes/AllRecipesPage' },
        { path: 'my-recipes', module: 'MyRecipesPage' },
        { path: 'add-recipe', module: 'AddRecipePage' },
        { path: 'saved', module: 'SavedRecipesPage' },
      ],
    },
    { path: '/my-recipes', module: 'MyRecipesPage', access: 'signed-in' },
    { path: '/add-recipe', module: 'AddRecipePage', access: 'signed-in' },
  ],
  nav: [],
};

const registry: RemoteRegistry = {
  schemaVersion: 2,
  remotes: [
    { name: 'mfe_dashboard', app: 'dashboard', version: 'dev', manifest: 'http://d/mf-manifest.json', routes: dashboardRoutes },
    { name: 'mfe_public', app: 'public', version: 'dev', manifest: 'http://p/mf-manifest.json', routes: publicRoutes },
    { name: 'mfe_recipes', app: 'recipes', version: 'dev', manifest: 'http://r/mf-manifest.json', routes: recipesRoutes },
  ],
};

describe('claims', () => {
  it.each([
    ['/recipes/*', '/recipes', true],
    ['/recipes/*', '/recipes/:id', true],
    ['/recipes/*', '/recipes-old', false],
    ['/about', '/about', true],
    ['/about', '/about/team', false],
    ['/', '/about', false],
  ])('%s covers %s: %s', (claim, path, expected) => {
    expect(claimCovers(claim, path)).toBe(expected);
  });

  it.each([
    ['/all-recipes', '/all-recipes/*', true],
    ['/dashboard/*', '/dashboard/saved', true],
    ['/', '/', true],
    ['/', '/about', false],
    ['/recipes/*', '/cooks/*', false],
    ['/a/*', '/a/b/*', true],
  ])('%s and %s overlap: %s', (a, b, expected) => {
    expect(claimsOverlap(a, b)).toBe(expected);
    expect(claimsOverlap(b, a)).toBe(expected);
  });
});

describe('pages and modules', () => {
  it('joins a layout and its children, an index child sharing the layout path', () => {
    expect(pagePaths(dashboardRoutes)).toEqual([
      '/dashboard', '/dashboard/all-recipes', '/dashboard/my-recipes', '/dashboard/add-recipe', '/dashboard/saved', '/my-recipes', '/add-recipe',
    ]);
  });

  it("names another remote's page by its id and exposes only its own", () => {
    expect(moduleIdsOf('mfe_dashboard', dashboardRoutes)).toContain('mfe_recipes/AllRecipesPage');
    expect(ownExposedModules('mfe_dashboard', dashboardRoutes)).not.toContain('./AllRecipesPage');
    expect(ownExposedModules('mfe_dashboard', dashboardRoutes)).toContain('./SavedRecipesPage');
  });
});

describe('modulesAt (the early preload)', () => {
  it.each([
    ['/', ['mfe_public/HomePage']],
    ['/about/', ['mfe_public/AboutPage']],
    ['/recipes/42', ['mfe_recipes/RecipeDetailPage']],
    ['/dashboard', ['mfe_dashboard/DashboardLayout', 'mfe_dashboard/OverviewPage']],
    ['/dashboard/all-recipes', ['mfe_dashboard/DashboardLayout', 'mfe_recipes/AllRecipesPage']],
    ['/nowhere', []],
    ['/recipes/42/extra', []],
  ])('%s -> %j', (pathname, expected) => {
    expect(modulesAt(registry, pathname)).toEqual(expected);
  });
});
