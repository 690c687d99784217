import { fixtureRegistry } from '../testing/remote-fixtures';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtime-config';

const CONFIG = { ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'http://api.test' };

/** The answers public/index.html asked for early. */
function earlyAnswers(files: Record<string, Promise<unknown>>) {
  for (const answer of Object.values(files)) answer.catch(() => undefined);
  window.__forkfulRuntimeFiles = files;
}

describe('loading the runtime configuration', () => {
  let consoleError: jest.SpyInstance;
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    globalThis.fetch = realFetch;
    delete window.__forkfulRuntimeFiles;
    jest.useRealTimers();
  });

  it('takes the early answers: the configuration and the registry of live remotes', async () => {
    const registry = fixtureRegistry();
    earlyAnswers({ '/config.json': Promise.resolve(CONFIG), '/remotes.json': Promise.resolve(registry) });
    await expect(loadRuntimeConfig()).resolves.toEqual([CONFIG, registry]);
    expect(window.__forkfulRuntimeFiles).toEqual({});
  });

  it('asks for them itself without early answers, and drops a malformed registry entry', async () => {
    const registry = fixtureRegistry();
    const body = { ...registry, remotes: [...registry.remotes, { name: 'mfe_broken' }] };
    globalThis.fetch = jest.fn(async (path: string) => ({ ok: true, json: async () => (path === '/config.json' ? CONFIG : body) })) as never;
    const [, read] = await loadRuntimeConfig();
    expect(read).toEqual(registry);
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('entry 3 is ignored'), { name: 'mfe_broken' });
  });

  it('starts with no remotes, and says so, when /remotes.json fails', async () => {
    earlyAnswers({ '/config.json': Promise.resolve(CONFIG), '/remotes.json': Promise.reject(new Error('/remotes.json answered 502')) });
    await expect(loadRuntimeConfig()).resolves.toEqual([CONFIG, { schemaVersion: 2, remotes: [] }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/remotes.json is unavailable'), expect.any(Error));
  });

  it('starts with no remotes when /remotes.json does not answer in time', async () => {
    jest.useFakeTimers();
    earlyAnswers({ '/config.json': Promise.resolve(CONFIG), '/remotes.json': new Promise(() => {}) });
    const loading = loadRuntimeConfig();
    await jest.advanceTimersByTimeAsync(5000);
    await expect(loading).resolves.toEqual([CONFIG, { schemaVersion: 2, remotes: [] }]);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('/remotes.json is unavailable'),
      expect.objectContaining({ message: '/remotes.json did not answer within 5 s' }),
    );
  });

  it('starts with no remotes when /remotes.json is not a registry', async () => {
    const schemaOne = { mfe_public: 'http://public.test/mf-manifest.json' };
    earlyAnswers({ '/config.json': Promise.resolve(CONFIG), '/remotes.json': Promise.resolve(schemaOne) });
    const [, registry] = await loadRuntimeConfig();
    expect(registry).toEqual({ schemaVersion: 2, remotes: [] });
  });
});
