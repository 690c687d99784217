import { apiErrorMessage, apiErrorStatus } from '@forkful/runtime';

/**
 * What to tell the cook when an import fails: the API's own message for a refusal (e.g. "That address is not a public
 * web page"), else `what` and what went wrong (the network, a timeout).
 */
export function importFailureMessage(error: unknown, what: string): string {
  const message = apiErrorMessage(error);
  return apiErrorStatus(error) ? message : `${what}: ${message}`;
}
