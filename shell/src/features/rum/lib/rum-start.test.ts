import type { RumEvent } from '@forkful/domain';
import type { RegistryRemote } from '@forkful/topology';
import { registryRemote, routesOf } from '../../../testing/remote-fixtures';

const PLANNER_VERSION = '20261125T000000000Z-abcdef0';
const REMOTES: RegistryRemote[] = [registryRemote('recipes', routesOf('recipes')), { ...registryRemote('planner', routesOf('recipes')), version: PLANNER_VERSION }];
const startSender = jest.fn();
/** The runtime's onApiFailure listeners (runtime/src/http-client.test.ts proves which answers reach them: 5xx and 0). */
let apiFailureListeners: ((failure: { status: number }) => void)[] = [];
const apiFails = (status: number) => apiFailureListeners.forEach((listener) => listener({ status }));

/** rum-start and the modules it keeps state in, fresh for each test (watchErrors adds window listeners). */
function freshRum() {
  let modules!: {
    start: typeof import('./rum-start');
    state: typeof import('./rum-state');
  };
  apiFailureListeners = [];
  jest.isolateModules(() => {
    jest.doMock('./rum-sender', () => ({ startSender }));
    jest.doMock('@forkful/runtime', () => ({
      onApiFailure: (listener: (failure: { status: number }) => void) => {
        apiFailureListeners.push(listener);
        return () => undefined;
      },
    }));
    modules = { start: require('./rum-start'), state: require('./rum-state') };
  });
  return modules;
}

beforeEach(() => {
  window.sessionStorage.clear();
  startSender.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function settle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(6000);
}

describe('startRum', () => {
  it('collects errors from the start, then failed API calls, and loads the sender once the page is idle', async () => {
    const { start, state } = freshRum();
    start.watchErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early boom'), message: 'early boom' }));
    start.startRum({ apiUrl: 'http://api.test', rumSampleRate: 1 }, REMOTES, REMOTES);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
    apiFails(503);
    apiFails(0);
    const events: RumEvent[] = state.takeEvents('dev');
    expect(events.map((event) => (event.kind === 'error' ? [event.source, event.message, event.first] : event.kind === 'api-failure' ? event.status : event.kind))).toEqual([
      ['error', 'early boom', true],
      ['rejection', 'lost promise', false],
      503,
      0,
    ]);
    expect(startSender).not.toHaveBeenCalled();
    await settle();
    expect(startSender).toHaveBeenCalledWith('http://api.test');
  });

  it('collects nothing and loads no RUM code in a session not sampled', async () => {
    const { start, state } = freshRum();
    start.watchErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('before the decision'), message: 'x' }));
    start.startRum({ apiUrl: 'http://api.test', rumSampleRate: 0 }, REMOTES, REMOTES);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'y' }));
    apiFails(500);
    expect(apiFailureListeners).toHaveLength(0);
    state.addRemoteFailure('mfe_recipes', 'load');
    start.viewAt('/about', []);
    await settle();
    expect(state.rum.events).toHaveLength(0);
    expect(startSender).not.toHaveBeenCalled();
    // The next page of the session does not even listen.
    const next = freshRum();
    next.start.watchErrors();
    expect(next.state.rum.on).toBe(false);
  });

  it("tags a failed remote load with the failed remote's app and version", () => {
    const { start, state } = freshRum();
    start.watchErrors();
    start.startRum({ apiUrl: 'http://api.test' }, REMOTES, REMOTES);
    state.addRemoteFailure('mfe_planner', 'timeout');
    expect(state.takeEvents('dev')).toEqual([{ kind: 'remote-failure', reason: 'timeout', app: 'planner', version: PLANNER_VERSION, view: expect.any(String) }]);
  });
});
