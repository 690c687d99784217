/**
 * The local stack's METRICS_TOKEN: the bearer that reads the API's /metrics and /rum/summary. The caller's when set,
 * else a random one per start. The API and the remotes origin (its canary analysis) get it in their environment, and
 * it is written, with the API's URL, to the local state's metricsTokenFile (mode 0600), where the deploy tools
 * (`npm run deployments` in another terminal) find it; removed again when the stack stops.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { localStatePaths } from '@forkful/platform';
import { API_URL_ENV, writeMetricsTokenFile } from '@forkful/deploy/src/canary/rum-client';

export interface StackMetrics {
  token: string;
  /** Where the tools find it (the local state's metricsTokenFile). */
  file: string;
  /** What the remotes origin adds to its environment: the token, the API for Node, CANARY_CHECK_MS when set. */
  remotesOriginEnv: NodeJS.ProcessEnv;
  /** Removes the file if it still holds this stack's token. */
  forget: () => void;
}

/** The token of `env` (the stack's variables, then this process's), else 32 random base64url characters. */
export function metricsTokenOf(env: NodeJS.ProcessEnv): string {
  const given = (env.METRICS_TOKEN || process.env.METRICS_TOKEN || '').trim();
  return given || crypto.randomBytes(24).toString('base64url');
}

/** Picks the stack's token and writes it, with the API's URL as Node reaches it, under `dataDir`. */
export function setUpStackMetrics({ dataDir, apiPort, env }: { dataDir: string; apiPort: number; env: NodeJS.ProcessEnv }): StackMetrics {
  const token = metricsTokenOf(env);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const file = localStatePaths(dataDir).metricsTokenFile;
  writeMetricsTokenFile(file, { token, apiUrl });
  const remotesOriginEnv: NodeJS.ProcessEnv = { METRICS_TOKEN: token, [API_URL_ENV]: apiUrl };
  const interval = env.CANARY_CHECK_MS || process.env.CANARY_CHECK_MS;
  if (interval) remotesOriginEnv.CANARY_CHECK_MS = interval; // the origin checks it (a bad one: the default)
  const forget = () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as { token?: string }).token === token) fs.rmSync(file, { force: true });
    } catch {
      // gone or rewritten: not ours to remove
    }
  };
  return { token, file, remotesOriginEnv, forget };
}
