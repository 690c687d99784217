/** Ports and readiness for start, serve, test, the e2e globalSetup and the benches: get-port and wait-on. */
import type { ProcessHandle } from './processes';

/** Several distinct ports that are free right now (get-port also keeps each one off its later answers for a while). */
export async function freePorts(count: number): Promise<number[]> {
  const { default: getPort } = await import('get-port');
  const ports: number[] = [];
  for (let i = 0; i < count; i += 1) ports.push(await getPort({ exclude: ports }));
  return ports;
}

/** True when `port` cannot be listened on (another Forkful, or anything else, holds it). */
export async function isPortInUse(port: number): Promise<boolean> {
  const { default: getPort } = await import('get-port');
  return (await getPort({ port })) !== port;
}

export interface WaitUntilServingOptions {
  timeoutMs?: number;
  /** Bounds one attempt (a webpack dev server holds the request until it has compiled). */
  requestTimeoutMs?: number;
  /** The process that should serve it: its exit ends the wait at once with its last output. */
  process?: ProcessHandle;
  /** What serves it, as the error message names it (default: the URL). */
  what?: string;
}

/**
 * Wait until GET `url` answers 2xx. `process` (a startProcess handle), when given, is the one that should serve it:
 * its exit ends the wait at once with its last output. `requestTimeoutMs` bounds one attempt (a webpack dev server
 * holds the request until it has compiled).
 */
export async function waitUntilServing(
  url: string,
  { timeoutMs = 60000, requestTimeoutMs = 5000, process: serving, what = url }: WaitUntilServingOptions = {},
): Promise<void> {
  // Loaded here, not at the top: wait-on takes ~0.5 s to load, and every process importing @forkful/platform (the
  // origin server, its workers, the deploy CLI) would pay it.
  const { default: waitOn } = await import('wait-on');
  const ready = waitOn({ resources: [url.replace(/^http/, 'http-get')], timeout: timeoutMs, httpTimeout: requestTimeoutMs, interval: 250 })
    .catch((error: Error) => { throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${url} (${error.message})`); });
  if (!serving) return ready;
  const died = serving.exited.then((): never => {
    throw new Error(`${url} will not come up: ${what} exited (code ${serving.exitCode}):\n${serving.tail()}`);
  });
  return Promise.race([ready, died]);
}
