import { AxiosError, AxiosHeaders } from 'axios';

/** An API refusal as axios reports it, with the NestJS error body. */
export function httpError(status: number, message: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError(message, 'ERR_BAD_REQUEST', { headers }, undefined, {
    status,
    statusText: message,
    headers,
    config: { headers },
    data: { statusCode: status, message },
  });
}
