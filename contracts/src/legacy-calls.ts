import { createApiClient } from '@forkful/domain';
import { http } from '@forkful/runtime';

/** The old recipe calls, on the shared HTTP client. */
export const recipesApi = createApiClient(http).recipes;
