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
}

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
