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

/**
 * The stable code of an API refusal (`code` in its JSON body, e.g. `recipe.like-own`), which a UI turns into text in
 * its own language; undefined for a network failure or an answer without one.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const code = (error.response?.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[a-z0-9][a-z0-9.-]{0,79}$/.test(code) ? code : undefined;
}

/** A request that failed because the browser is offline (no answer at all, and the browser says so). */
export function isOfflineError(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline && (!isAxiosError(error) || error.response === undefined);
}
