import { apiErrorStatus, isOfflineError } from '@forkful/runtime';

/**
 * What to tell the cook when an import fails: the refusal's own text (`errorText`, useApiErrorText's: e.g. "That
 * address is not a public web page"), that the browser is offline, else `failed` with what went wrong (the network, a
 * timeout), as `failed(reason)` words it.
 */
export function importFailureMessage(error: unknown, errorText: (error: unknown) => string, failed: (reason: string) => string): string {
  const message = errorText(error);
  return apiErrorStatus(error) || isOfflineError(error) ? message : failed(message);
}
