import { QueryClient } from '@tanstack/react-query';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { clearPersonalQueries } from './personal-queries';

describe('clearPersonalQueries', () => {
  function cacheWith(keys: readonly (readonly unknown[])[]): QueryClient {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, { cached: true });
    return client;
  }
  const keysIn = (client: QueryClient) => client.getQueryCache().getAll().map((query) => query.queryKey);

  it("drops the account's own recipes and statistics and any query keyed by its account id, and keeps shared and other accounts' data", () => {
    const client = cacheWith([
      [...recipeQueryKeys.all, 'mine'],
      [...recipeQueryKeys.all, 'stats'],
      ['meal-plan', 'cook-a', '2026-11-23', '2026-11-29'],
      ['shopping-list', 'cook-a'],
      ['shopping-list', 'cook-b'],
      [...recipeQueryKeys.all, 'detail', 'r1'],
    ]);
    clearPersonalQueries(client, 'cook-a');
    expect(keysIn(client)).toEqual([['shopping-list', 'cook-b'], [...recipeQueryKeys.all, 'detail', 'r1']]);
  });

  it('without an account id drops only the recipes and statistics', () => {
    const client = cacheWith([[...recipeQueryKeys.all, 'mine'], ['shopping-list', 'cook-a']]);
    clearPersonalQueries(client, undefined);
    expect(keysIn(client)).toEqual([['shopping-list', 'cook-a']]);
  });
});
