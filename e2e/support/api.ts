/**
 * Direct calls to the stack's API (to arrange data or check what the UI did).
 */
import { readStack } from './stack';

export interface ApiResponse<T = any> {
  status: number;
  /** lower-case header names */
  headers: Record<string, string>;
  /** parsed JSON, or the raw text when the body is not JSON */
  body: T;
}

export async function apiFetch<T = any>(
  path: string,
  { token, method = 'GET', body, headers = {} }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (token) requestHeaders.Authorization = `Bearer ${token}`;
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  const response = await fetch(`${readStack().apiUrl}${path.startsWith('/') ? path : `/${path}`}`, {
    method,
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    responseHeaders[key] = value;
  });
  return { status: response.status, headers: responseHeaders, body: parsed as T };
}
