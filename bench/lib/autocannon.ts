/** autocannon, the load generator (a dependency of the API, resolved from there), typed with what the benches use. */
import { requireFromApi } from './workspaces';

export interface AutocannonRequest {
  path?: string;
  [key: string]: unknown;
}

export interface AutocannonOptions {
  url: string;
  connections?: number;
  /** Seconds. */
  duration?: number;
  pipelining?: number;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }[];
}

export interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

export const autocannon = requireFromApi<(options: AutocannonOptions) => Promise<AutocannonResult>>('autocannon');
