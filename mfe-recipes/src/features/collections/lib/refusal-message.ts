import { apiErrorStatus } from '@forkful/runtime';
import { useApiErrorText } from '@forkful/ui';

/**
 * What to tell the cook when a write fails: the API's refusal (a 4xx, e.g. "A collection holds at most 500 recipes")
 * in the page's language by its code, else `fallback` (a network failure or a 5xx says nothing useful to them).
 */
export function useRefusalMessage(): (error: unknown, fallback: string) => string {
  const errorText = useApiErrorText();
  return (error, fallback) => {
    const status = apiErrorStatus(error);
    return status !== undefined && status >= 400 && status < 500 ? errorText(error) : fallback;
  };
}
