import { onCLS, onINP, onLCP } from 'web-vitals';
import type { RumBatch } from '@forkful/domain';
import { resetRum } from '../testing/reset-rum';
import { record, rum, type RumRecord } from './rum-record';
import { sendBody, startSender } from './rum-sender';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const RECIPES = { app: 'recipes', version: '20261123T150102123Z-03ba8de' };
const REMOTES = [{ name: 'mfe_recipes', ...RECIPES }];
/** A route of the remote's (its element names its owner, as RemoteRoutePage does) and one of the shell's. */
const ROUTES = [
  { path: '/recipes/:id', element: { props: { owner: 'mfe_recipes' } } },
  { path: '/login', element: null },
] as unknown as Extract<RumRecord, { kind: 'view' }>['routes'];
const view = (path: string) => record({ kind: 'view', path, routes: ROUTES });
const apiFailure = (status: number) => record({ kind: 'api-failure', status });
const start = (apiUrl = 'http://api.test') => startSender(rum, apiUrl, REMOTES);
const sendBeacon = jest.fn<boolean, [string, Blob]>();
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  resetRum();
  sendBeacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({});
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  setVisibility('visible');
});

describe('startSender', () => {
  it('sends the queue with sendBeacon to POST /rum as text/plain JSON when the page is left', async () => {
    view('/recipes/abc');
    apiFailure(502);
    start('http://api.test/');
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('http://api.test/rum');
    expect(blob.type).toBe('text/plain');
    const batch = JSON.parse(await blobText(blob)) as RumBatch;
    expect(batch).toEqual({
      shellVersion: 'dev',
      events: [
        { kind: 'view', route: '/recipes/:id', view: expect.any(String), ...RECIPES },
        { kind: 'api-failure', status: 502, view: batch.events[0].view, ...RECIPES },
      ],
    });
    // Sent once: the queue is empty now.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(rum.records).toHaveLength(0);
  });

  it('sends when the page is hidden, and at once when a batch is full', () => {
    start();
    view('/login');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 49; i++) apiFailure(500);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    apiFailure(500);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(rum.records).toHaveLength(0);
  });

  it("reports the Core Web Vitals as the document's first view's", async () => {
    view('/recipes/abc');
    start();
    view('/login');
    const report = (on: unknown, name: string, value: number) => (on as jest.Mock).mock.calls.at(-1)[0]({ name, value });
    report(onLCP, 'LCP', 1834.56789);
    report(onINP, 'INP', 96);
    report(onCLS, 'CLS', 0.123456);
    window.dispatchEvent(new Event('pagehide'));
    const { events } = JSON.parse(await blobText(sendBeacon.mock.calls[0][1])) as RumBatch;
    const docView = events[0].view;
    expect(events.filter((event) => event.kind === 'vital')).toEqual([
      { kind: 'vital', name: 'LCP', value: 1834.5679, view: docView, ...RECIPES },
      { kind: 'vital', name: 'INP', value: 96, view: docView, ...RECIPES },
      { kind: 'vital', name: 'CLS', value: 0.1235, view: docView, ...RECIPES },
    ]);
  });

  it('sends what the backlog holds past a batch at once, and never throws into the page', () => {
    for (let i = 0; i < 120; i++) apiFailure(500);
    start();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    sendBeacon.mockClear();
    // A record it cannot read is dropped, not thrown into the effect or listener that noted it.
    expect(() => record({ kind: 'view', path: '/x', routes: null as unknown as [] })).not.toThrow();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('sendBody', () => {
  it('falls back to a keepalive fetch when sendBeacon refuses the body', () => {
    sendBeacon.mockReturnValue(false);
    sendBody('http://api.test/rum', '{"shellVersion":"dev","events":[]}');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/rum', { method: 'POST', body: expect.any(Blob), keepalive: true });
    expect(fetchMock.mock.calls[0][1].body).toHaveProperty('type', 'text/plain');
  });

  it('falls back to a keepalive fetch without sendBeacon, and a failed fetch stays quiet', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const caught = jest.spyOn(failed, 'catch');
    fetchMock.mockReturnValue(failed);
    sendBody('http://api.test/rum', '{}');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/rum', expect.objectContaining({ keepalive: true }));
    // Handled: no unhandled rejection, which RUM itself would otherwise report.
    expect(caught).toHaveBeenCalled();
    await expect(caught.mock.results[0].value).resolves.toBeUndefined();
  });
});
