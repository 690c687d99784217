import { apiErrorMessage, apiErrorStatus } from '@forkful/runtime';

/**
 * What to tell the cook when a write fails: the API's own message for a refusal (a 4xx, e.g. "A collection holds at
 * most 500 recipes"), else `fallback` (a network failure or a 5xx says nothing useful to them).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500 ? apiErrorMessage(error) : fallback;
}
