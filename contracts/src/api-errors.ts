import axios from 'axios';

/** The message of an API refusal (its JSON body) or of a network failure, for showing to the user. */
export function apiErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (Array.isArray(message)) return message.join(', ');
    if (typeof message === 'string' && message) return message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of an API refusal, or undefined for a network failure. */
export function apiErrorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
