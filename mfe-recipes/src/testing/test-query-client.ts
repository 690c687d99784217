import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@forkful/runtime/query';

/**
 * The app's query-client configuration with retries off, so a failure shows at once, and no garbage-collection
 * timers. One per test, so no answer is cached from one test into the next.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const { queries, mutations } = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...queries, retry: false, gcTime: Infinity },
    mutations: { ...mutations, retry: false },
  });
  return client;
}
