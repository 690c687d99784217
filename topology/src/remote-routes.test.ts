import {
  claimCovers, claimsOverlap, extensionModulesBySlot, modulesAt, moduleIdsOf, ownExposedModules, pagePaths, type RegistryRemote,
  type RemoteRegistry, type RemoteRoutes,
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

describe('extensions', () => {
  const plannerRoutes: RemoteRoutes = {
    schemaVersion: 1,
    claims: ['/plan'],
    pages: [{ path: '/plan', module: 'PlanPage' }],
    nav: [],
    extensions: [{ slot: 'recipe-actions', module: 'AddToPlanAction' }],
  };
  const remote = (name: string, extensions: unknown): Pick<RegistryRemote, 'name' | 'routes'> => (
    { name, routes: { ...plannerRoutes, extensions } as RemoteRoutes }
  );

  it('counts extension modules among the remote\'s own exposed modules, once', () => {
    expect(ownExposedModules('mfe_planner', plannerRoutes)).toEqual(['./PlanPage', './AddToPlanAction']);
    expect(moduleIdsOf('mfe_planner', plannerRoutes)).toEqual(['mfe_planner/PlanPage', 'mfe_planner/AddToPlanAction']);
    const both = { ...plannerRoutes, extensions: [{ slot: 'recipe-actions' as const, module: 'PlanPage' }] };
    expect(ownExposedModules('mfe_planner', both)).toEqual(['./PlanPage']);
    expect(ownExposedModules('mfe_recipes', recipesRoutes)).toEqual(['./AllRecipesPage', './RecipeDetailPage']);
  });

  it('lists each slot\'s contributions by order, then in registry order', () => {
    const remotes = [
      remote('mfe_alpha', [{ slot: 'recipe-actions', module: 'Late', order: 5 }, { slot: 'recipe-actions', module: 'Plain' }]),
      remote('mfe_beta', [{ slot: 'recipe-actions', module: 'Early' }, { slot: 'other-slot', module: 'Elsewhere', order: 1 }]),
      remote('mfe_gamma', undefined),
    ];
    expect(extensionModulesBySlot(remotes)).toEqual({
      'recipe-actions': ['mfe_alpha/Plain', 'mfe_beta/Early', 'mfe_alpha/Late'],
      'other-slot': ['mfe_beta/Elsewhere'],
    });
  });

  it('leaves out malformed entries and counts a repeated one once (the browser reads /remotes.json loosely)', () => {
    const remotes = [
      remote('mfe_alpha', [null, 'x', { slot: 'recipe-actions' }, { slot: 'recipe-actions', module: 'A', order: 'first' },
        { slot: 'recipe-actions', module: 'B', order: Number.NaN }, { slot: '__proto__', module: 'C' }]),
      remote('mfe_beta', { slot: 'recipe-actions', module: 'NotAList' }),
      remote('mfe_gamma', [{ slot: 'recipe-actions', module: 'Twice' }, { slot: 'recipe-actions', module: 'Twice', order: 3 }]),
    ];
    const bySlot = extensionModulesBySlot(remotes);
    expect(bySlot['recipe-actions']).toEqual(['mfe_gamma/Twice']);
    expect(Object.getOwnPropertyDescriptor(bySlot, '__proto__')?.value).toEqual(['mfe_alpha/C']);
    expect(extensionModulesBySlot([])).toEqual({});
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
