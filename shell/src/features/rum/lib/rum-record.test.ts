import type { RegistryRemote } from '@forkful/topology';
import { registryRemote, routesOf } from '../../../testing/remote-fixtures';
import { rumTimeline } from './rum-timeline';

const REMOTES: RegistryRemote[] = [registryRemote('recipes', routesOf('recipes'))];
const startSender = jest.fn();
/** The runtime's onApiFailure listeners (runtime/src/http-client.test.ts proves which answers reach them: 5xx and 0). */
let apiFailureListeners: ((failure: { status: number }) => void)[] = [];
const apiFails = (status: number) => apiFailureListeners.forEach((listener) => listener({ status }));

/** rum-record, fresh for each test (watchErrors adds window listeners). */
function freshRum(): typeof import('./rum-record') {
  let module!: typeof import('./rum-record');
  apiFailureListeners = [];
  jest.isolateModules(() => {
    jest.doMock('./rum-sender', () => ({ startSender }));
    jest.doMock('@forkful/runtime', () => ({
      onApiFailure: (listener: (failure: { status: number }) => void) => {
        apiFailureListeners.push(listener);
        return () => undefined;
      },
    }));
    module = require('./rum-record');
  });
  return module;
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
  it('notes errors from the start, then failed API calls, and loads the sender once the page is idle', async () => {
    const rum = freshRum();
    rum.watchErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early boom'), message: 'early boom' }));
    rum.startRum({ apiUrl: 'http://api.test', rumSampleRate: 1 }, REMOTES);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
    apiFails(503);
    apiFails(0);
    const timeline = rumTimeline(REMOTES);
    rum.rum.records.forEach(timeline.add);
    expect(timeline.take('dev').map((event) => (event.kind === 'error' ? [event.source, event.message, event.first] : event.kind === 'api-failure' ? event.status : event.kind))).toEqual([
      ['error', 'early boom', true],
      ['rejection', 'lost promise', false],
      503,
      0,
    ]);
    expect(startSender).not.toHaveBeenCalled();
    await settle();
    expect(startSender).toHaveBeenCalledWith(rum.rum, 'http://api.test', REMOTES);
    // From then on, each record goes to the sender as it happens.
    rum.rum.take = jest.fn();
    apiFails(500);
    expect(rum.rum.take).toHaveBeenCalledWith({ kind: 'api-failure', status: 500 });
  });

  it('notes nothing and loads no RUM code in a session not sampled', async () => {
    const rum = freshRum();
    rum.watchErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('before the decision'), message: 'x' }));
    rum.startRum({ apiUrl: 'http://api.test', rumSampleRate: 0 }, REMOTES);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'y' }));
    expect(apiFailureListeners).toHaveLength(0);
    rum.record({ kind: 'remote-failure', remote: 'mfe_recipes', reason: 'load', error: undefined });
    rum.record({ kind: 'view', path: '/about', routes: [] });
    await settle();
    expect(rum.rum.records).toHaveLength(0);
    expect(startSender).not.toHaveBeenCalled();
    // The next page of the session does not even listen.
    const next = freshRum();
    next.watchErrors();
    expect(next.rum.on).toBe(false);
  });

  it(`keeps at most ${200} records until the sender loads`, () => {
    const rum = freshRum();
    rum.watchErrors();
    for (let i = 0; i < rum.RUM_QUEUE_MAX + 20; i++) rum.record({ kind: 'api-failure', status: 500 });
    expect(rum.rum.records).toHaveLength(rum.RUM_QUEUE_MAX);
  });
});
