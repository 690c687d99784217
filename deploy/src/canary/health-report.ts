/**
 * Each version's health for `npm run deployments -- <app>`: page views, error rate, failed remote loads and p75 LCP
 * and INP over the last hour and since it went live, from GET /rum/summary. Only a few versions are asked for (the
 * canary, the current, then the newest), in parallel, each bounded by the client's timeout, so the listing never
 * waits long; without the API or a token it shows no column and says why once.
 */
import type { RumHealth, RumSummary } from '@forkful/domain';
import { formatMs } from './decide';
import { fetchSummary, metricsAccess, missingMetricsAccess, type FetchImpl, type MetricsAccess } from './rum-client';
import type { Pointer, VersionRecord } from '../releases';

/** At most this many summary requests per listing. */
export const MAX_HEALTH_VERSIONS = 5;

/** Version id -> its health column; `note`: one line for the caller when no health could be read (or some not). */
export type HealthColumns = Map<string, string> & { note?: string };

export interface HealthColumnsOptions {
  /** Default: metricsAccess(env) (METRICS_TOKEN, else the local stack's token file); null: none. */
  access?: MetricsAccess | null;
  env?: NodeJS.ProcessEnv;
  fetchImpl?: FetchImpl;
  timeoutMs?: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "1,234 views, 0.4 % errors, 0 failed loads, LCP p75 1.8 s, INP p75 120 ms" (or "no views"). */
export function formatHealth(health: RumHealth): string {
  if (!health.pageViews) return 'no views';
  const errors = health.errorRate === null ? 'n/a' : `${(health.errorRate * 100).toFixed(1)} %`;
  const vital = (ms: number | null) => (ms === null ? 'n/a' : formatMs(ms));
  return [
    `${count(health.pageViews)} view${health.pageViews === 1 ? '' : 's'}`, `${errors} errors`,
    `${count(health.failedRemoteLoads)} failed load${health.failedRemoteLoads === 1 ? '' : 's'}`,
    `LCP p75 ${vital(health.lcpP75)}`, `INP p75 ${health.inpP75 === null ? 'n/a' : `${Math.round(health.inpP75)} ms`}`,
  ].join(', ');
}

export function formatSummary(summary: RumSummary): string {
  return `1h: ${formatHealth(summary.lastHour)} | live: ${formatHealth(summary.sinceLive)}`;
}

/** The versions asked about, each with the time it went live: the canary, the current, then the newest. */
export function versionsToReport(versions: VersionRecord[], pointer: Pointer | undefined): Array<{ id: string; since: string }> {
  const chosen = new Map<string, string>();
  if (pointer?.canary) chosen.set(pointer.canary.version, pointer.canary.startedAt);
  if (pointer && !chosen.has(pointer.version)) chosen.set(pointer.version, pointer.updatedAt);
  const newest = [...versions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  for (const record of newest) if (!chosen.has(record.id)) chosen.set(record.id, record.createdAt);
  return [...chosen].slice(0, MAX_HEALTH_VERSIONS).map(([id, since]) => ({ id, since }));
}

/**
 * The health column of the app's canary, current and newest versions (at most MAX_HEALTH_VERSIONS requests, at once).
 * An empty map with a `note` when the API or token cannot be had or no request succeeded.
 */
export async function healthColumns(app: string, versions: VersionRecord[], pointer: Pointer | undefined, options: HealthColumnsOptions = {}): Promise<HealthColumns> {
  const { env = process.env, fetchImpl, timeoutMs } = options;
  const columns: HealthColumns = new Map<string, string>();
  const access = options.access === undefined ? metricsAccess(env) : options.access;
  if (!access) {
    columns.note = `health: not shown, ${missingMetricsAccess(env)}`;
    return columns;
  }
  const asked = versionsToReport(versions, pointer);
  const results = await Promise.allSettled(asked.map(({ id, since }) => fetchSummary({ ...access, app, version: id, since, fetchImpl, timeoutMs })));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
  if (asked.length && failures.length === asked.length) {
    columns.note = `health: not shown, ${failures[0]}`;
    return columns;
  }
  results.forEach((result, i) => columns.set(asked[i].id, result.status === 'fulfilled' ? formatSummary(result.value) : 'health: not read'));
  if (failures.length) columns.note = `health: ${failures.length} of ${asked.length} versions not read: ${failures[0]}`;
  return columns;
}
