import type { RemoteRegistry, RuntimeConfig } from '@forkful/topology';
import { CACHE_NAMES } from '../../../service-worker/cache-names';
import { keepRuntimeFiles, workerUrl } from './register-worker';

describe("the service worker's registration", () => {
  it("names the worker's script with the API's base URL", () => {
    expect(workerUrl('https://api.forkful.test/')).toBe('/sw.js?api=https%3A%2F%2Fapi.forkful.test');
  });

  it('keeps the config and registry the page runs with where the worker answers them offline', async () => {
    const puts = new Map<string, string>();
    const opened: string[] = [];
    const storage = {
      open: async (name: string) => {
        opened.push(name);
        return { put: async (path: string, response: { text(): Promise<string> }) => void puts.set(path, await response.text()) };
      },
    };
    // jsdom has no Response: the page's one reads its body back as text.
    (global as { Response?: unknown }).Response ??= class {
      constructor(private readonly body: string) {}
      text = async () => this.body;
    };
    const config = { apiUrl: 'https://api.forkful.test' } as RuntimeConfig;
    const registry = { schemaVersion: 2, remotes: [] } as unknown as RemoteRegistry;
    await keepRuntimeFiles(config, registry, storage as unknown as CacheStorage);
    expect(opened).toEqual([CACHE_NAMES.pointers]);
    expect(JSON.parse(puts.get('/config.json') as string)).toEqual(config);
    expect(JSON.parse(puts.get('/remotes.json') as string)).toEqual(registry);
  });
});
