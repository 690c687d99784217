/**
 * One call measured on the API and on the bare server (the ceiling: the same bytes from memory) with autocannon, in
 * alternating 1 s slices after a warm-up of each, so load from other processes weighs on both alike: req/s is over
 * all slices, p99 the median slice's.
 */
import { autocannon } from './autocannon';

export interface Slice {
  requests: number;
  seconds: number;
  p99: number;
  errors: number;
}

export interface Summary {
  rps: number;
  p99: number;
  errors: number;
}

export interface PairOptions {
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  /** Sent with every request to both (e.g. the API's Authorization). */
  headers?: Record<string, string>;
}

/** One autocannon run of `seconds` on url. */
async function run(url: string, connections: number, seconds: number, headers?: Record<string, string>): Promise<Slice> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers });
  return { requests: result.requests.total, seconds, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export function summary(slices: Slice[]): Summary {
  const p99s = slices.map((s) => s.p99).sort((a, b) => a - b);
  return {
    rps: Math.round(slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0)),
    p99: p99s[Math.floor(p99s.length / 2)],
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** The API and the bare server on the same call, alternating 1 s slices for `seconds` each, after a warm-up of each. */
export async function measurePair(apiUrl: string, bareUrl: string, { connections, seconds, warmUpSeconds = 1, headers }: PairOptions): Promise<[Summary, Summary]> {
  await run(apiUrl, connections, warmUpSeconds, headers);
  await run(bareUrl, connections, warmUpSeconds, headers);
  const [viaApi, viaBare]: [Slice[], Slice[]] = [[], []];
  for (let i = 0; i < seconds; i++) {
    viaApi.push(await run(apiUrl, connections, 1, headers));
    viaBare.push(await run(bareUrl, connections, 1, headers));
  }
  return [summary(viaApi), summary(viaBare)];
}
