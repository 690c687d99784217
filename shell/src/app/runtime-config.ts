import { SERVICES, localUrl, type RemoteRegistry, type RuntimeConfig } from '@forkful/topology';
import { EMPTY_REGISTRY, registryFrom } from '../features/remotes/remote-registry';

/** How long the shell waits for /config.json and /remotes.json before starting with the defaults. */
const CONFIG_TIMEOUT_MS = 5000;

/** Local development defaults, the same as shell/server/runtime-config.ts without any environment. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: process.env.API_URL || localUrl(SERVICES.api.port),
  firebase: {
    apiKey: 'demo-forkful-api-key',
    authDomain: 'demo-forkful.firebaseapp.com',
    projectId: 'demo-forkful',
    authEmulatorUrl: localUrl(SERVICES.authEmulator.port, SERVICES.authEmulator.host),
  },
};

declare global {
  interface Window {
    /** The runtime files public/index.html asked for before any script loaded (each taken once). */
    __forkfulRuntimeFiles?: Record<string, Promise<unknown> | undefined>;
  }
}

function takeEarlyRequest(path: string): Promise<unknown> | undefined {
  const early = window.__forkfulRuntimeFiles?.[path];
  if (window.__forkfulRuntimeFiles) delete window.__forkfulRuntimeFiles[path];
  return early;
}

async function fetchJson<T>(path: string): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${path} did not answer within ${CONFIG_TIMEOUT_MS / 1000} s`));
    }, CONFIG_TIMEOUT_MS);
  });
  try {
    const body =
      (takeEarlyRequest(path) as Promise<T> | undefined) ??
      fetch(path, { cache: 'no-store', signal: controller.signal }).then((response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json() as Promise<T>;
      });
    return await Promise.race([body, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a file served next to the shell; a missing or slow one leaves the page working on the defaults. */
async function loadOr<T extends object>(path: string, fallback: T): Promise<T> {
  try {
    return { ...fallback, ...(await fetchJson<T>(path)) };
  } catch (error) {
    console.error(`[forkful] ${path} is unavailable, using the local defaults:`, error);
    return fallback;
  }
}

/**
 * The live remotes. There is no local default to fall back on (the shell compiles in no list of remotes; the dev
 * server answers /remotes.json itself): a missing, slow or malformed one leaves the shell's own pages only.
 */
async function loadRemoteRegistry(): Promise<RemoteRegistry> {
  try {
    return registryFrom(await fetchJson<unknown>('/remotes.json'));
  } catch (error) {
    console.error('[forkful] /remotes.json is unavailable; no remote is mounted:', error);
    return EMPTY_REGISTRY;
  }
}

export function loadRuntimeConfig(): Promise<[RuntimeConfig, RemoteRegistry]> {
  return Promise.all([loadOr('/config.json', DEFAULT_RUNTIME_CONFIG), loadRemoteRegistry()]);
}
