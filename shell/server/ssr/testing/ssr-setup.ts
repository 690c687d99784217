/** A createShellSsr over a fake store and a fake API, with the real runtime config (/config.json, /remotes.json). */
import { runtimeConfigResponse } from '../../runtime-config';
import { createShellSsr, type RenderingShellSsr, type SsrTuning } from '..';
import type { HttpAnswer } from '../respond';
import type { FakeApi } from './fake-api';
import type { FakeStore } from './fake-store';

export const ORIGIN = 'https://forkful.test';

/** An answer whose body is text (a document's bytes decoded). */
export type TextAnswer = HttpAnswer & { body: string };

export function ssrFor(store: FakeStore, api: FakeApi, { env = {}, tuning = {} }: { env?: Record<string, string>; tuning?: SsrTuning } = {}) {
  const lines: string[] = [];
  const fullEnv = { FORKFUL_DEPLOY_STORE: store.dir, REMOTES_ORIGIN_URL: 'https://remotes.test', API_URL: api.url, NODE_ENV: 'development', ...env };
  // Rendering on: a test with SSR=off only asks for pages and closes.
  const ssr = createShellSsr({
    storeDir: store.dir,
    env: fullEnv,
    origin: ORIGIN,
    runtimeConfig: (pathname: string) => runtimeConfigResponse(pathname, fullEnv),
    log: (line) => lines.push(line),
    // No warm-up renders unless a test asks: they would count as API reads and renders in the other tests.
    tuning: { refreshMs: 0, renderTimeoutMs: 3000, retryMs: 60000, warmUp: false, ...tuning, feed: { minBackoffMs: 20, maxBackoffMs: 40, ...tuning.feed } },
  }) as RenderingShellSsr;
  // Documents come as UTF-8 bytes (respond.ts); the tests read them as text (undefined: left to the origin).
  const asText = (answer: HttpAnswer | undefined) => (answer && Buffer.isBuffer(answer.body) ? { ...answer, body: answer.body.toString('utf8') } : answer) as TextAnswer;
  const get = (url: string, headers: Record<string, string> = {}): Promise<TextAnswer> => ssr.answer({ method: 'GET', url, headers: { accept: 'text/html', ...headers } }).then(asText);
  return { ssr, get, lines };
}

export async function until(check: () => unknown, what?: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Every <script> start tag of a body, and the nonce of the CSP header. */
export function scriptsAndNonce(answer: TextAnswer): { nonce: string; scripts: string[] } {
  const nonce = (/'nonce-([^']+)'/.exec(answer.headers['Content-Security-Policy']) as RegExpExecArray)[1];
  return { nonce, scripts: answer.body.match(/<script\b[^>]*>/g) || [] };
}
