import type { AxiosError } from 'axios';

/** What axios.isAxiosError checks, without loading axios (the client loads it on its first request). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The message of an API refusal (its JSON body) or of a network failure, for showing to the user. */
export function apiErrorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (Array.isArray(message)) return message.join(', ');
    if (typeof message === 'string' && message) return message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of an API refusal, or undefined for a network failure. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
