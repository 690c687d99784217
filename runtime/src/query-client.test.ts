import { AxiosError, AxiosHeaders } from 'axios';
import { QUERY_STALE_MS, createQueryClient, nextPageParam, recipeQueryKeys } from './query-client';

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data: {} });
}

describe('createQueryClient', () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (failures: number, error: unknown) => boolean;

  it('keeps answers fresh for QUERY_STALE_MS and never retries a write', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries!.staleTime).toBe(QUERY_STALE_MS);
    expect(options.mutations!.retry).toBe(false);
  });

  it('does not ask again after a 4xx: the answer will not change', () => {
    expect(retry(0, httpError(404))).toBe(false);
    expect(retry(0, httpError(429))).toBe(false);
  });

  it('retries a 5xx or a network failure twice', () => {
    expect([0, 1, 2].map((failures) => retry(failures, httpError(503)))).toEqual([true, true, false]);
    expect([0, 1, 2].map((failures) => retry(failures, new Error('Network Error')))).toEqual([true, true, false]);
  });
});

describe('recipeQueryKeys', () => {
  it('puts every recipe-derived key under one root, so one invalidation reaches all of them', () => {
    const keys = [recipeQueryKeys.top(), recipeQueryKeys.page({ page: 2 }), recipeQueryKeys.detail('r1'), recipeQueryKeys.mine('u1'), recipeQueryKeys.stats('u1')];
    for (const key of keys) expect(key.slice(0, recipeQueryKeys.all.length)).toEqual([...recipeQueryKeys.all]);
  });

  it("keys personal data by the account, so one cook never sees another's cached answers", () => {
    expect(recipeQueryKeys.mine('u1')).not.toEqual(recipeQueryKeys.mine('u2'));
    expect(recipeQueryKeys.stats('u1')).not.toEqual(recipeQueryKeys.stats('u2'));
  });
});

describe('nextPageParam', () => {
  const next = nextPageParam(12);
  const page = (count: number, total: number) => ({ recipes: Array.from({ length: count }), total });

  it('asks for the next page while fewer than the total are shown', () => {
    expect(next(page(12, 30), [{}])).toBe(2);
    expect(next(page(12, 30), [{}, {}])).toBe(3);
  });

  it('asks for none once all are shown, or when a page came back empty', () => {
    expect(next(page(6, 30), [{}, {}, {}])).toBeUndefined();
    expect(next(page(12, 12), [{}])).toBeUndefined();
    expect(next(page(0, 30), [{}])).toBeUndefined();
  });
});
