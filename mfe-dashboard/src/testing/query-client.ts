import { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@forkful/runtime/query';

/** The product's query client configuration, fresh for one test and without retries (a failure shows at once). */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
