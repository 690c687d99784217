import { QueryClient, dehydrate } from '@tanstack/react-query';
import { adoptServerQueries, onRecoverableError, SERVER_ANSWERS_FRESH_MS, serverRenderedState } from './server-rendered';

describe('the state the server embedded', () => {
  afterEach(() => {
    delete window.__forkfulSsr;
    jest.restoreAllMocks();
  });

  it('is read only when it carries dehydrated queries', () => {
    expect(serverRenderedState()).toBeUndefined();
    window.__forkfulSsr = { queries: 'nonsense' };
    expect(serverRenderedState()).toBeUndefined();
    window.__forkfulSsr = { config: {}, queries: { queries: [], mutations: [] } };
    expect(serverRenderedState()?.queries.queries).toEqual([]);
  });

  it("puts the server's answers into the client, fresh for a while even where staleTime is 0", () => {
    const server = new QueryClient();
    server.setQueryData(['recipes', 'top'], [{ title: 'Dal' }], { updatedAt: 1 });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    adoptServerQueries(client, dehydrate(server));
    const query = client.getQueryCache().find({ queryKey: ['recipes', 'top'] })!;
    expect(query.state.data).toEqual([{ title: 'Dal' }]);
    expect(query.state.dataUpdatedAt).toBeGreaterThan(Date.now() + SERVER_ANSWERS_FRESH_MS / 2);
    expect(query.isStaleByTime(0)).toBe(false);
  });
});

describe('onRecoverableError', () => {
  it('reports a mismatch as an error, and an area the server left to the browser or re-rendered after a throw as info', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    onRecoverableError(new Error('Minified React error #418'));
    expect(error).toHaveBeenCalledTimes(1);
    onRecoverableError(new Error('Minified React error #419'));
    onRecoverableError(new Error('Minified React error #520', { cause: new Error('mfe_public/AboutPage did not load') }));
    expect(info).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});
