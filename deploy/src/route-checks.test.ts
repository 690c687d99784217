import { checkRemoteRoutes, checkShellFeatures, checkRetire, type LiveRouteRemote } from './route-checks';
import { EXPOSES, ROUTES } from './test/fixtures';
import type { BuildSummary } from './releases';

type Checked = Pick<BuildSummary, 'exposes' | 'routes'>;
const V1 = '20261123T150102123Z-03ba8de';
/** A live remote as the checks take it, from the fixtures' routes and exposes (with overrides). */
const live = (app: keyof typeof ROUTES, overrides: Partial<Checked> = {}): LiveRouteRemote => ({ name: `mfe_${app}`, app, record: { exposes: EXPOSES[app], routes: ROUTES[app], ...overrides } });
const LIVE = [live('dashboard'), live('public'), live('recipes')];
/** Hello's summary with its routes.json changed (any value: the checks are fed hostile ones too). */
const hello = (routes: Record<string, unknown>, exposes = ['./HelloPage']): Checked => ({ exposes, routes: { ...ROUTES.hello, ...routes } });
const check = (summary: Checked, liveRemotes = LIVE, version?: string) => checkRemoteRoutes({ name: 'mfe_hello', app: 'hello', version }, summary, liveRemotes);

describe('checkRemoteRoutes', () => {
  it('accepts a remote that owns its URL space alone and exposes what it names; its own live version is not a rival', () => {
    expect(check(hello({}))).toEqual([]);
    expect(checkRemoteRoutes({ name: 'mfe_recipes', app: 'recipes' }, live('recipes').record, LIVE)).toEqual([]);
  });

  it('refuses a version built before route ownership, saying what to do', () => {
    expect(check({ exposes: ['./HelloPage'] }, LIVE, V1)).toEqual([
      `hello version ${V1} was built before route ownership (it has no routes.json); the live shell needs one: deploy a new build`,
    ]);
    expect(check({ exposes: [] })[0]).toMatch(/^the new build of hello was built before route ownership/);
  });

  it("refuses a claim another live remote holds, naming both remotes and both claims", () => {
    expect(check(hello({ claims: ['/all-recipes/*'], pages: [{ path: '/all-recipes/new', module: 'HelloPage' }] }))).toEqual([
      'mfe_hello claims /all-recipes/*, which mfe_recipes already claims (/all-recipes)',
    ]);
    expect(check(hello({ claims: ['/'], pages: [{ path: '/', module: 'HelloPage' }] }))).toEqual([
      'mfe_hello claims /, which mfe_public already claims (/)',
    ]);
  });

  it.each([
    ['/*', 'claims.0 ("/*"): claim: lowercase segments'],
    ['*', 'claims.0 ("*"): claim: lowercase segments'],
    ['../x', 'claims.0 ("../x"): claim: lowercase segments'],
    ['', 'claims.0 (""): claim: lowercase segments'],
    ['/login', "claim /login takes the shell's own page /login"],
  ])('refuses the hostile claim %j with a clear message', (claim, expected) => {
    const problems = check(hello({ claims: [claim] }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(`mfe_hello's routes.json: `);
    expect(problems.join('\n')).toContain(expected);
  });

  it('refuses a 10,000-entry navigation list in a few short lines', () => {
    const nav = Array.from({ length: 10000 }, (_, i) => ({ slot: 'header', label: `L${i}`, to: '/hello', order: i }));
    const problems = check(hello({ nav }));
    expect(problems).toEqual([expect.stringMatching(/^mfe_hello's routes\.json: nav: .*32/)]);
    expect(problems[0].length).toBeLessThan(200);
  });

  it('refuses a page module its build does not expose', () => {
    expect(check(hello({}, ['./OtherPage']))).toEqual(["mfe_hello's routes.json names its module ./HelloPage, which the new build of hello does not expose"]);
  });

  it("checks its extensions like its pages: its own modules, exposed by its build, in a known slot", () => {
    const extensions = [{ slot: 'recipe-actions', module: 'AddToPlanAction' }];
    expect(check(hello({ extensions }, ['./HelloPage', './AddToPlanAction']))).toEqual([]);
    expect(check(hello({ extensions }))).toEqual([
      "mfe_hello's routes.json names its module ./AddToPlanAction, which the new build of hello does not expose",
    ]);
    expect(check(hello({ extensions: [{ slot: 'recipe-actions', module: 'mfe_recipes/RecipeDetailPage' }] }))).toEqual([
      expect.stringMatching(/^mfe_hello's routes\.json: extensions\.0\.module \("mfe_recipes\/RecipeDetailPage"\): module: one of this remote's own/),
    ]);
    expect(check(hello({ extensions: [{ slot: 'footer', module: 'AddToPlanAction' }] }, ['./HelloPage', './AddToPlanAction']))[0]).toMatch(/extensions\.0\.slot/);
  });

  it('allows one live catch-all page', () => {
    const routes = { pages: [{ path: '/hello', module: 'HelloPage', catchAll: true }] };
    expect(check(hello(routes))).toEqual([
      'mfe_hello has a catch-all page (/hello), but mfe_public already has one (/404): at most one live remote may',
    ]);
    expect(check(hello(routes), [live('recipes')])).toEqual([]);
  });

  it("refuses mounting another remote's module that no live remote provides", () => {
    const routes = { pages: [{ path: '/hello', module: 'HelloPage', children: [{ path: 'x', module: 'mfe_recipes/ShoppingListPage' }, { path: 'y', module: 'mfe_nowhere/Page' }] }] };
    expect(check(hello(routes))).toEqual([
      "mfe_hello's pages mount mfe_recipes/ShoppingListPage, which the live mfe_recipes does not expose",
      "mfe_hello's pages mount mfe_nowhere/Page, but no mfe_nowhere is live",
    ]);
  });

  it('refuses a version that drops a module another live remote mounts of it', () => {
    const recipes: Checked = { exposes: ['./RecipeDetailPage', './CookPage'], routes: { ...ROUTES.recipes, pages: ROUTES.recipes.pages.slice(1), claims: ['/recipes/*', '/cooks/*'] } };
    expect(checkRemoteRoutes({ name: 'mfe_recipes', app: 'recipes', version: V1 }, recipes, LIVE)).toEqual([
      `the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage, which recipes version ${V1} does not expose`,
    ]);
  });

  it('ignores live remotes without a valid route module (the shell does not mount them)', () => {
    const old = live('recipes', { routes: undefined });
    expect(check(hello({ claims: ['/all-recipes/*'], pages: [{ path: '/all-recipes/new', module: 'HelloPage' }] }), [old])).toEqual([]);
  });
});

describe('checkShellFeatures', () => {
  it('accepts a shell that mounts route modules and refuses one built before', () => {
    expect(checkShellFeatures({ name: 'shell', app: 'shell' }, { features: { routeModules: 1 } })).toEqual([]);
    expect(checkShellFeatures({ name: 'shell', app: 'shell', version: V1 }, { exposes: [] })).toEqual([
      `shell version ${V1} was built before route ownership (it has no shell-features.json with routeModules): it cannot mount the live remotes' route modules; deploy a new build`,
    ]);
  });
});

describe('checkRetire', () => {
  it('names the live remotes that mount its modules or link into its claims', () => {
    expect(checkRetire('mfe_recipes', live('recipes').record, LIVE)).toEqual([
      "the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage",
    ]);
    expect(checkRetire('mfe_public', live('public').record, LIVE)).toEqual([
      "the live mfe_dashboard's dashboard entry \"Home\" links to /, inside mfe_public's claim /",
    ]);
  });

  it('finds nothing in the way of a remote no other remote uses', () => {
    expect(checkRetire('mfe_hello', hello({}), [...LIVE, live('hello')])).toEqual([]);
  });

  it("lets a remote that contributes to other remotes' pages go: those pages work without its extensions", () => {
    const contributing = hello({ extensions: [{ slot: 'recipe-actions', module: 'AddToPlanAction' }] }, ['./HelloPage', './AddToPlanAction']);
    expect(checkRetire('mfe_hello', contributing, [...LIVE, { name: 'mfe_hello', app: 'hello', record: contributing }])).toEqual([]);
  });
});
