import { createApiClient } from '@forkful/domain';
// By package name, not './http-client': an app bundles this entry, and the HTTP client must be the shared singleton's.
import { http } from '@forkful/runtime';

/**
 * The typed API client bound to the shared HTTP client (`@forkful/runtime/api`). Each app bundles this module: the
 * calls are the ones it was built with, the transport (and so the session's token) is the shell's.
 */
export const api = createApiClient(http);
