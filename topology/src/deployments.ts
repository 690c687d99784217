/**
 * How deployed versions are named and found, shared by the deploy tool, the origin servers, the shell's runtime
 * config and the shell's version preview. A remote's deployment base URL holds `current.json` (the pointer) and
 * `versions/<id>/` (each version's files), in the local store and on S3 alike.
 */

/** A version id: the publish time in UTC to the millisecond, then the git commit, e.g. 20261123T150102123Z-03ba8de. */
export const VERSION_ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-z]{1,40}$/;

/** The pointer file at a deployment base URL: `{ app, version, previous, updatedAt }`. */
export const POINTER_FILE = 'current.json';

/** The store's registry of live remotes, at its root: `{ updatedAt, remotes: [{ app, name, version, routes }] }`. */
export const REGISTRY_FILE = 'registry.json';

/**
 * Each frontend version's server bundle, inside its version beside the browser build: the shell's (`renderPage`) and
 * a remote's container (`{ pages }`). config/webpack.server.js builds them; the shell's origin and the deploy's
 * server render check load them.
 */
export const SERVER_BUNDLES = { shell: 'server/shell-server.js', remote: 'server/container.js' } as const;

export interface DeploymentPointer {
  app: string;
  version: string;
  previous: string | null;
  updatedAt: string;
  /** A canary release of a remote under way: `canary.version` is live for `canary.percent` % of new sessions. */
  canary?: CanaryRelease;
}

/**
 * A canary release (`npm run deploy -- <app> --canary 10`): kept in the app's pointer while it runs, so it survives a
 * restart; the stack's analysis compares the canary with the stable `version` every minute and promotes or drops it.
 */
export interface CanaryRelease {
  version: string;
  /** The share of new sessions that get it, 1 to 99. */
  percent: number;
  startedAt: string;
  /** Promoted only after this many page views of the canary ... */
  minViews: number;
  /** ... and this many minutes since it started. */
  minMinutes: number;
  /** Dropped when its error rate exceeds the stable's by more than this (0.02: 2 points). */
  maxErrorRateIncrease: number;
  /** Dropped when its p75 LCP exceeds the stable's by more than this share (0.2: 20 %) and 100 ms. */
  maxLcpIncrease: number;
}

/** How a canary ended, recorded in `<app>/canaries.json` (newest first, at most 50) and shown by `deployments`. */
export interface CanaryOutcome {
  version: string;
  percent: number;
  startedAt: string;
  endedAt: string;
  outcome: 'promoted' | 'rolled-back';
  /** `analysis` (the stack's automatic analysis) or `operator` (npm run promote / rollback). */
  by: 'analysis' | 'operator';
  /** Why, in one line, e.g. "error rate 100.0 % against 0.0 % (margin 2 points) over 203 page views". */
  reason: string;
}

/** The file of a store app's canary outcomes, beside its pointer. */
export const CANARIES_FILE = 'canaries.json';

/**
 * The cookie that keeps a browser's canary assignment for its session (no expiry: a session cookie): a number 0 to 99,
 * its bucket. The shell's origin sets it on the first document or /remotes.json of a session; a remote's canary is
 * that session's when `canaryBucketOf(bucket, app) < percent`.
 */
export const CANARY_COOKIE = 'forkful_bucket';

export function isVersionId(value: unknown): value is string {
  return typeof value === 'string' && VERSION_ID_PATTERN.test(value);
}

/** The manifest URL of version `id` below a deployment base URL. */
export function versionedManifestUrl(base: string, id: string): string {
  return `${base.replace(/\/+$/, '')}/versions/${id}/mf-manifest.json`;
}

/** The deployment base URL a manifest URL belongs to (its versioned or unversioned mf-manifest.json stripped). */
export function deploymentBaseOf(manifestUrl: string): string {
  return manifestUrl.replace(/\/versions\/[^/]+\/mf-manifest\.json$/, '').replace(/\/mf-manifest\.json$/, '');
}
