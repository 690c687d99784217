import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fixtureRegistry } from '../../testing/remote-fixtures';
import { earlyRemotePages, preloadCurrentRemote } from './early-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

/** What public/index.html leaves for the first chunk: the /remotes.json request, answered with `body`. */
function remotesJsonAnswers(body: unknown) {
  window.__forkfulRuntimeFiles = { '/remotes.json': Promise.resolve(body) };
}

// Past the remotes.json answer and the task the preload waits for (yield-to-main: a timer where scheduler.yield is missing).
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the early remote preload', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
  });
  afterEach(() => delete window.__forkfulRuntimeFiles);

  it.each([
    ['/', [['mfe_public', ['HomePage']]]],
    ['/about', [['mfe_public', ['AboutPage']]]],
    ['/all-recipes', [['mfe_recipes', ['AllRecipesPage']]]],
    ['/recipes/42', [['mfe_recipes', ['RecipeDetailPage']]]],
    ['/cooks/sample-marco', [['mfe_recipes', ['CookPage']]]],
    ['/dashboard', [['mfe_dashboard', ['DashboardLayout', 'OverviewPage']]]],
    ['/dashboard/all-recipes', [['mfe_dashboard', ['DashboardLayout']], ['mfe_recipes', ['AllRecipesPage']]]],
    ['/add-recipe', [['mfe_dashboard', ['AddRecipePage']]]],
  ])('names, by remote, the modules the live remotes declare at %s', (path, expected) => {
    expect(earlyRemotePages(fixtureRegistry(), path)).toEqual(expected);
  });

  it("names none for the shell's own pages or a path no remote claims", () => {
    expect(earlyRemotePages(fixtureRegistry(), '/login')).toEqual([]);
    expect(earlyRemotePages(fixtureRegistry(), '/nowhere')).toEqual([]);
  });

  it('registers each remote the page needs at its registry manifest and preloads its modules together', async () => {
    remotesJsonAnswers(fixtureRegistry());
    preloadCurrentRemote('/dashboard/all-recipes');
    await settle();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_dashboard', entry: 'http://dashboard.test/mf-manifest.json' }]);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_recipes', entry: 'http://recipes.test/mf-manifest.json' }]);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_dashboard', exposes: ['DashboardLayout'], resourceCategory: 'sync' }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_recipes', exposes: ['AllRecipesPage'], resourceCategory: 'sync' }]);
  });

  it("leaves /remotes.json for the bootstrap to take", async () => {
    remotesJsonAnswers(fixtureRegistry());
    preloadCurrentRemote('/about');
    await settle();
    expect(window.__forkfulRuntimeFiles?.['/remotes.json']).toBeDefined();
  });

  it('does nothing on a page no remote serves, during a version preview, or for a registry it cannot read', async () => {
    remotesJsonAnswers(fixtureRegistry());
    preloadCurrentRemote('/login');
    sessionStorage.setItem('forkful.preview', 'mfe_recipes@20261123T150102123Z-03ba8de');
    preloadCurrentRemote('/all-recipes');
    sessionStorage.clear();
    remotesJsonAnswers({ mfe_public: 'http://public.test/mf-manifest.json' });
    preloadCurrentRemote('/');
    await settle();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('skips a malformed registry entry and still preloads from the others', async () => {
    const registry = fixtureRegistry();
    remotesJsonAnswers({ ...registry, remotes: [{ name: 'mfe_broken', routes: null }, ...registry.remotes] });
    preloadCurrentRemote('/about');
    await settle();
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_public', exposes: ['AboutPage'], resourceCategory: 'sync' }]);
  });
});
