import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fixtureRegistry } from '../../testing/remote-fixtures';
import { federationRemoteLoader, registerForkfulRemotes, REMOTE_LOAD_TIMEOUT_MS } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: jest.fn(),
}));
const mocked = {
  registerRemotes: registerRemotes as jest.Mock,
  loadRemote: loadRemote as jest.Mock,
  getInstance: getInstance as jest.Mock,
};

const MANIFEST = {
  mfe_public: 'http://public.test/mf-manifest.json',
  mfe_recipes: 'http://recipes.test/mf-manifest.json',
  mfe_dashboard: 'http://dashboard.test/mf-manifest.json',
};
// fixtureRegistry() lists each remote at http://<app>.test/mf-manifest.json, by name.
const REGISTRY = fixtureRegistry();

describe('federationRemoteLoader', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    registerForkfulRemotes(REGISTRY);
  });

  it("registers every registry remote under its federation name, at its manifest's URL", () => {
    expect(mocked.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_dashboard', entry: MANIFEST.mfe_dashboard },
      { name: 'mfe_public', entry: MANIFEST.mfe_public },
      { name: 'mfe_recipes', entry: MANIFEST.mfe_recipes },
    ]);
  });

  it("loads an exposed module's default component", async () => {
    const Page = () => null;
    mocked.loadRemote.mockResolvedValue({ default: Page });
    await expect(federationRemoteLoader.load('mfe_public/AboutPage')).resolves.toBe(Page);
    expect(mocked.loadRemote).toHaveBeenCalledWith('mfe_public/AboutPage');
  });

  it('refuses a module without a component', async () => {
    mocked.loadRemote.mockResolvedValue({});
    await expect(federationRemoteLoader.load('mfe_public/AboutPage')).rejects.toThrow('did not provide a page component');
  });

  it('gives up on a remote that never answers after the load timeout', async () => {
    jest.useFakeTimers();
    mocked.loadRemote.mockReturnValue(new Promise(() => {}));
    const loading = federationRemoteLoader.load('mfe_recipes/AllRecipesPage');
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    await expect(loading).rejects.toThrow('mfe_recipes/AllRecipesPage did not load within 4 s');
    jest.useRealTimers();
  });

  it('on reset, re-registers a remote whose container never arrived, so the next load fetches it again', () => {
    mocked.getInstance.mockReturnValue({ moduleCache: new Map() });
    federationRemoteLoader.reset('mfe_recipes/AllRecipesPage');
    expect(mocked.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_recipes', entry: MANIFEST.mfe_recipes }], {
      force: true,
    });
  });

  it('on reset, keeps a remote whose container loaded (only a chunk failed; webpack retries it)', () => {
    mocked.registerRemotes.mockClear();
    mocked.getInstance.mockReturnValue({ moduleCache: new Map([['mfe_public', { remoteEntryExports: {} }]]) });
    federationRemoteLoader.reset('mfe_public/AboutPage');
    expect(mocked.registerRemotes).not.toHaveBeenCalled();
  });

  it('registers a remote no shell build knows of, and resets only remotes it registered', () => {
    const pantry = { ...REGISTRY.remotes[0], name: 'mfe_pantry', app: 'pantry', manifest: 'http://pantry.test/mf-manifest.json' };
    registerForkfulRemotes({ remotes: [pantry] });
    expect(mocked.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_pantry', entry: 'http://pantry.test/mf-manifest.json' }]);
    mocked.registerRemotes.mockClear();
    mocked.getInstance.mockReturnValue({ moduleCache: new Map() });
    federationRemoteLoader.reset('mfe_recipes/AllRecipesPage');
    expect(mocked.registerRemotes).not.toHaveBeenCalled();
    federationRemoteLoader.reset('mfe_pantry/PantryPage');
    expect(mocked.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_pantry', entry: 'http://pantry.test/mf-manifest.json' }], { force: true });
  });
});
