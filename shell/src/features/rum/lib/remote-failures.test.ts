import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@forkful/topology';
import { federationRemoteLoader, registerForkfulRemotes, REMOTE_LOAD_TIMEOUT_MS } from '../../remotes/remote-loader';
import { registryRemote, routesOf } from '../../../testing/remote-fixtures';
import { resetRum, sentEvents } from '../testing/reset-rum';
import { record } from './rum-record';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), getInstance: jest.fn() }));

const PLANNER = { app: 'planner', version: '20261125T000000000Z-abcdef0' };
const REMOTES: RegistryRemote[] = [registryRemote('recipes', routesOf('recipes'), '20261122T100000000Z-ccccccc'), { ...registryRemote('planner', routesOf('recipes')), ...PLANNER }];

beforeEach(() => {
  resetRum();
  registerForkfulRemotes({ remotes: REMOTES });
  (loadRemote as jest.Mock).mockReset();
});

describe("the shell's remote loader reports a remote that failed", () => {
  it("to load, with the failed remote's app and version (not the page's), and its error only as that", async () => {
    const failure = new Error('Failed to fetch http://planner.test/mf-manifest.json');
    (loadRemote as jest.Mock).mockRejectedValue(failure);
    await expect(federationRemoteLoader.load('mfe_planner/AddToPlanAction')).rejects.toBe(failure);
    // The extension slot's boundary then catches the same error: not counted again as the page's error.
    record({ kind: 'error', source: 'error', error: failure });
    expect(sentEvents(REMOTES)).toEqual([{ kind: 'remote-failure', reason: 'load', view: expect.any(String), ...PLANNER }]);
  });

  it('in time, as a timeout', async () => {
    jest.useFakeTimers();
    try {
      (loadRemote as jest.Mock).mockReturnValue(new Promise(() => undefined));
      const loading = federationRemoteLoader.load('mfe_planner/AddToPlanAction').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      expect(await loading).toHaveProperty('name', 'TimeoutError');
      expect(sentEvents(REMOTES)).toEqual([{ kind: 'remote-failure', reason: 'timeout', view: expect.any(String), ...PLANNER }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a page component, as a failed load; a page that loads reports nothing', async () => {
    (loadRemote as jest.Mock).mockResolvedValueOnce({}).mockResolvedValueOnce({ default: () => null });
    await expect(federationRemoteLoader.load('mfe_recipes/CookPage')).rejects.toThrow('did not provide a page component');
    await federationRemoteLoader.load('mfe_recipes/CookPage');
    expect(sentEvents(REMOTES)).toEqual([{ kind: 'remote-failure', reason: 'load', view: expect.any(String), app: 'recipes', version: '20261122T100000000Z-ccccccc' }]);
  });
});
