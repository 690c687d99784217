import type { RegistryRemote } from '@forkful/topology';
import { fixtureRegistry, registryRemote } from '../testing/remote-fixtures';
import { mountableRegistry, mountRemotes } from './mount-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({}));
jest.mock('../features/auth/lib/auth-service', () => ({ logout: jest.fn(), ensureAuth: jest.fn(), useSessionIsProvisional: () => false }));

/** A remote with one public page per claim (`/pantry` -> PantryPage). */
function remoteClaiming(app: string, claims: string[], extra: Partial<RegistryRemote['routes']> = {}): RegistryRemote {
  const pages = claims.map((claim) => ({ path: claim.replace(/\/\*$/, ''), module: 'SomePage' }));
  return registryRemote(app, { schemaVersion: 1, claims, pages, nav: [], ...extra });
}

const mountedNames = (remotes: RegistryRemote[]) => mountRemotes({ remotes }).map(({ remote }) => remote.name);

describe('mountRemotes', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('mounts the three remotes of today, with routes for each of their pages, silently', () => {
    const mounted = mountRemotes(fixtureRegistry());
    expect(mounted.map(({ remote, routes }) => [remote.name, routes.length])).toEqual([
      ['mfe_dashboard', 3],
      ['mfe_public', 7],
      ['mfe_recipes', 4],
    ]);
    expect(mounted.find(({ catchAll }) => catchAll)?.remote.name).toBe('mfe_public');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("skips a remote whose claims overlap an earlier remote's, naming both", () => {
    const { remotes } = fixtureRegistry();
    const squatter = remoteClaiming('squatter', ['/pantry', '/recipes/*']);
    expect(mountedNames([...remotes, squatter])).toEqual(['mfe_dashboard', 'mfe_public', 'mfe_recipes']);
    expect(consoleError).toHaveBeenCalledWith(
      "[forkful] mfe_squatter is not mounted: its claim /recipes/* overlaps mfe_recipes's claim /recipes/* (listed first, mounted).",
    );
  });

  it('compares with mounted remotes only: a remote overlapping only a skipped one is mounted', () => {
    const first = remoteClaiming('first', ['/pantry']);
    const skipped = remoteClaiming('skipped', ['/pantry/*', '/larder']);
    const third = remoteClaiming('third', ['/larder']);
    expect(mountedNames([first, skipped, third])).toEqual(['mfe_first', 'mfe_third']);
  });

  it("skips a remote that claims one of the shell's own pages", () => {
    expect(mountedNames([remoteClaiming('thief', ['/login'])])).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith("[forkful] mfe_thief is not mounted: its claim /login overlaps the shell's own page /login.");
  });

  it('skips a remote with a page outside its claims', () => {
    const sneaky = remoteClaiming('sneaky', ['/pantry']);
    sneaky.routes.pages.push({ path: '/about', module: 'AboutPage' });
    expect(mountedNames([sneaky])).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('[forkful] mfe_sneaky is not mounted: its page /about is outside its claims.');
  });

  it.each([
    ['a page without a module', { path: '/pantry/x' }],
    ['an unknown access', { path: '/pantry/x', module: 'X', access: 'admins' }],
    ['a child with an absolute path', { path: '/pantry/x', module: 'X', children: [{ path: '/pantry/x/y', module: 'Y' }] }],
    ['a page that is not an object', null],
  ])('skips a remote whose routes throw while being built (%s), keeping the others', (_what, page) => {
    const broken = remoteClaiming('broken', ['/pantry/*']);
    broken.routes.pages.push(page as never);
    const { remotes } = fixtureRegistry();
    expect(mountedNames([broken, ...remotes])).toEqual(['mfe_dashboard', 'mfe_public', 'mfe_recipes']);
    expect(consoleError).toHaveBeenCalledWith('[forkful] mfe_broken is not mounted: its routes could not be built:', expect.any(Error));
  });

  it('keeps the first catch-all page only', () => {
    const { remotes } = fixtureRegistry();
    const other = remoteClaiming('other', ['/oops']);
    other.routes.pages[0].catchAll = true;
    const mounted = mountRemotes({ remotes: [...remotes, other] });
    expect(mounted.filter(({ catchAll }) => catchAll).map(({ remote }) => remote.name)).toEqual(['mfe_public']);
    expect(mounted.map(({ remote }) => remote.name)).toContain('mfe_other');
  });

  it('gives a registry that mounts again unchanged, and reports its problems once', () => {
    const { remotes } = fixtureRegistry();
    const registry = mountableRegistry({ schemaVersion: 2, remotes: [...remotes, remoteClaiming('squatter', ['/about'])] });
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['mfe_dashboard', 'mfe_public', 'mfe_recipes']);
    consoleError.mockClear();
    expect(mountableRegistry(registry)).toEqual(registry);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
