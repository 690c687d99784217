import { fixtureRegistry } from '../../testing/remote-fixtures';
import { EMPTY_REGISTRY, registryFrom } from './remote-registry';

describe('reading /remotes.json', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('keeps a well-formed registry as it is', () => {
    const registry = fixtureRegistry();
    expect(registryFrom(JSON.parse(JSON.stringify(registry)))).toEqual(registry);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['not an object', 'mfe_oops'],
    ['no name', { manifest: 'http://x.test/mf-manifest.json', routes: { claims: [], pages: [], nav: [] } }],
    ['no manifest URL', { name: 'mfe_x', manifest: 42, routes: { claims: [], pages: [], nav: [] } }],
    ['no routes', { name: 'mfe_x', manifest: 'http://x.test/mf-manifest.json' }],
    [
      'routes without claims, pages and nav lists',
      { name: 'mfe_x', manifest: 'http://x.test/mf-manifest.json', routes: { claims: ['/x'], pages: {} } },
    ],
  ])('drops an entry with %s and keeps the others', (problem, entry) => {
    const registry = fixtureRegistry();
    const read = registryFrom({ ...registry, remotes: [registry.remotes[0], entry, registry.remotes[1]] });
    expect(read.remotes.map((remote) => remote.name)).toEqual(['mfe_dashboard', 'mfe_public']);
    expect(consoleError).toHaveBeenCalledWith(`[forkful] /remotes.json entry 1 is ignored (${problem}):`, entry);
  });

  it('keeps the first of two entries with the same name', () => {
    const registry = fixtureRegistry();
    const twin = { ...registry.remotes[1], manifest: 'http://elsewhere.test/mf-manifest.json' };
    const read = registryFrom({ ...registry, remotes: [...registry.remotes, twin] });
    expect(read.remotes.filter((remote) => remote.name === 'mfe_public').map((remote) => remote.manifest)).toEqual([
      'http://public.test/mf-manifest.json',
    ]);
  });

  it('fills a missing app and version so the rest of the shell can rely on them', () => {
    const [remote] = fixtureRegistry().remotes;
    const { app: _app, version: _version, ...bare } = remote;
    expect(registryFrom({ schemaVersion: 2, remotes: [bare] }).remotes[0]).toMatchObject({ app: 'dashboard', version: 'unknown' });
  });

  it.each([
    ['the remotes map of schema 1', { mfe_public: 'http://public.test/mf-manifest.json' }],
    ['another schema version', { schemaVersion: 3, remotes: [] }],
    ['no body', null],
  ])('gives no remotes for %s', (_what, body) => {
    expect(registryFrom(body)).toEqual(EMPTY_REGISTRY);
    expect(consoleError).toHaveBeenCalled();
  });

  it('reports through the given reporter only (the early preload stays silent)', () => {
    const report = jest.fn();
    registryFrom({ schemaVersion: 2, remotes: [null] }, report);
    expect(report).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
