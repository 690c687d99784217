/**
 * The deploy tools' reading of real-user monitoring: GET /rum/summary with the METRICS_TOKEN bearer, and where the API
 * and the token are found. A tool's environment first (METRICS_TOKEN, FORKFUL_API_URL, else the topology's API URL);
 * else the file the local stack writes at its start (local state's metricsTokenFile), so `npm run deployments` in
 * another terminal reads the running stack's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type RumHealth, type RumSummary } from '@forkful/domain';
import { SERVICES, localUrl } from '@forkful/topology';
import { dataRoot, localStatePaths } from '@forkful/platform';

export interface MetricsAccess {
  apiUrl: string;
  token: string;
}

/** How long one summary request may take. */
export const SUMMARY_TIMEOUT_MS = 3000;
/** The variable naming the API for the tools (wins over the topology's API_URL, which is the browsers'). */
export const API_URL_ENV = 'FORKFUL_API_URL';

export type FetchImpl = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

export interface FetchSummaryOptions extends MetricsAccess {
  app: string;
  version: string;
  /** The start of `sinceLive` (ISO); without it, the version's first recorded minute. */
  since?: string;
  fetchImpl?: FetchImpl;
  timeoutMs?: number;
}

const trimmed = (value: string | undefined) => (value && value.trim()) || undefined;

function isHealth(value: unknown): value is RumHealth {
  const health = value as RumHealth | null;
  return typeof health === 'object' && health !== null && typeof health.pageViews === 'number' && typeof health.erroredViews === 'number';
}

/** Why a request failed, in one line: the cause's code for a network error (ECONNREFUSED), the API's message for a 4xx. */
function failure(what: string, error: unknown, timeoutMs: number): Error {
  const caught = error as Error & { cause?: { code?: string; message?: string } };
  if (caught.name === 'TimeoutError' || caught.name === 'AbortError') return new Error(`${what}: no answer within ${timeoutMs / 1000} s`);
  return new Error(`${what}: ${caught.cause?.code || caught.cause?.message || caught.message}`);
}

/** One app version's health over the last hour and since `since` (a clear error on a non-2xx or an unexpected body). */
export async function fetchSummary({ apiUrl, token, app, version, since, fetchImpl = fetch, timeoutMs = SUMMARY_TIMEOUT_MS }: FetchSummaryOptions): Promise<RumSummary> {
  const query = new URLSearchParams({ app, version, ...(since ? { since } : {}) });
  const url = `${apiUrl.replace(/\/+$/, '')}${API_PATHS.rumSummary}?${query}`;
  const what = `GET ${url}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    throw failure(what, error, timeoutMs);
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    const detail = typeof message === 'string' ? `: ${message.slice(0, 200)}` : Array.isArray(message) ? `: ${message.join('; ').slice(0, 200)}` : '';
    throw new Error(`${what} answered ${response.status}${detail}`);
  }
  const summary = body as RumSummary | undefined;
  if (!summary || !isHealth(summary.lastHour) || !isHealth(summary.sinceLive)) throw new Error(`${what} answered ${response.status} without a RUM summary`);
  return summary;
}

/** The local stack's metrics access file (local state's metricsTokenFile) under FORKFUL_DATA_DIR. */
export function metricsTokenFile(env: NodeJS.ProcessEnv = process.env): string {
  return localStatePaths(dataRoot(env)).metricsTokenFile;
}

/** Written by the local stack at its start: readable by its owner only (the token reads every version's health). */
export function writeMetricsTokenFile(file: string, access: MetricsAccess): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(access)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an older file keeps its mode on overwrite
}

function readMetricsTokenFile(file: string): Partial<MetricsAccess> | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<MetricsAccess>;
    return typeof saved.token === 'string' && saved.token ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The API's URL for a tool when nothing names it: the topology's (API_URL, else localhost on API_PORT or 4000). */
function topologyApiUrl(env: NodeJS.ProcessEnv): string {
  return trimmed(env[SERVICES.api.urlEnv]) || localUrl(Number(trimmed(env[SERVICES.api.portEnv]) || SERVICES.api.port), '127.0.0.1');
}

/** Whether the local stack's token file is looked at when METRICS_TOKEN is not set (default true). */
export interface MetricsAccessOptions {
  tokenFile?: boolean;
}

/** The API and token to read RUM summaries with; undefined when none is configured (missingMetricsAccess says why). */
export function metricsAccess(env: NodeJS.ProcessEnv = process.env, { tokenFile = true }: MetricsAccessOptions = {}): MetricsAccess | undefined {
  const token = trimmed(env.METRICS_TOKEN);
  if (token) return { token, apiUrl: trimmed(env[API_URL_ENV]) || topologyApiUrl(env) };
  const saved = tokenFile ? readMetricsTokenFile(metricsTokenFile(env)) : undefined;
  if (!saved) return undefined;
  return { token: saved.token as string, apiUrl: trimmed(env[API_URL_ENV]) || trimmed(saved.apiUrl) || topologyApiUrl(env) };
}

/** Why metricsAccess found none, for a one-line note. */
export function missingMetricsAccess(env: NodeJS.ProcessEnv = process.env, { tokenFile = true }: MetricsAccessOptions = {}): string {
  if (!tokenFile) return `no METRICS_TOKEN set (and ${API_URL_ENV} for an API elsewhere)`;
  return `no METRICS_TOKEN set and no local stack's token in ${metricsTokenFile(env)} (start the stack, or set METRICS_TOKEN and ${API_URL_ENV})`;
}
