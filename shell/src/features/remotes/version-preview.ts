import { deploymentBaseOf, isVersionId, versionedManifestUrl, type RegistryRemote, type RemoteRegistry } from '@forkful/topology';

/**
 * Trying a remote version that is not current, in one browser: `?preview=recipes@<version>` (several separated by
 * commas; `mfe_recipes@...` works too) loads that version of the remote instead of the current one, for the rest of
 * this tab's session; `?preview=off` ends it. Only where /config.json allows it (not in production by default).
 */
export const PREVIEW_PARAM = 'preview';
const STORAGE_KEY = 'forkful.preview';

/** Federation name -> the version id to load instead of the current one. */
export type VersionPreview = Record<string, string>;

/** The remotes a preview may name: the live ones, from the registry (the shell knows no other list). */
type KnownRemotes = readonly Pick<RegistryRemote, 'name' | 'app'>[];

function remoteNameOf(asked: string, remotes: KnownRemotes): string | undefined {
  const app = asked.replace(/^mfe-/, '');
  return remotes.find((remote) => remote.name === asked || remote.app === app)?.name;
}

/** `recipes@<id>,mfe_public@<id>` -> { mfe_recipes: id, mfe_public: id }; anything malformed or unknown is left out. */
export function parsePreview(value: string, remotes: KnownRemotes): VersionPreview {
  const preview: VersionPreview = {};
  for (const part of value.split(',')) {
    const [app, version] = part.trim().split('@');
    const name = app ? remoteNameOf(app, remotes) : undefined;
    if (name && isVersionId(version)) preview[name] = version;
  }
  return preview;
}

function read(storage: Storage, remotes: KnownRemotes): VersionPreview {
  try {
    return parsePreview(storage.getItem(STORAGE_KEY) ?? '', remotes);
  } catch {
    return {};
  }
}

function write(storage: Storage, preview: VersionPreview): void {
  const value = Object.entries(preview).map(([name, version]) => `${name}@${version}`).join(',');
  try {
    if (value) storage.setItem(STORAGE_KEY, value);
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: the preview lasts for this page only.
  }
}

/**
 * The preview this page asks for (the URL's, remembered for the session) or remembers, for remotes in the registry
 * only (a remembered remote that has since been retired drops out); {} when not allowed.
 */
export function resolvePreview(search: string, storage: Storage, allowed: boolean, remotes: KnownRemotes): VersionPreview {
  const asked = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!allowed || asked === 'off') {
    write(storage, {});
    return {};
  }
  const preview = { ...read(storage, remotes), ...(asked ? parsePreview(asked, remotes) : {}) };
  write(storage, preview);
  return preview;
}

/**
 * The registry with each previewed remote pointed at that version (its manifest below the same deployment base, and
 * its version id); the others unchanged. Its `routes` stay the current version's: the registry carries only those,
 * so the shell mounts the current version's pages and navigation and loads the previewed version's modules into
 * them. That is enough to try a version whose routes did not change; a version that adds or moves pages can be tried
 * only once it is current (or on a dev server).
 */
export function applyPreview(registry: RemoteRegistry, preview: VersionPreview): RemoteRegistry {
  const remotes = registry.remotes.map((remote) => {
    const version = preview[remote.name];
    return version ? { ...remote, version, manifest: versionedManifestUrl(deploymentBaseOf(remote.manifest), version) } : remote;
  });
  return { ...registry, remotes };
}

let active: VersionPreview = {};

/** Remembers what bootstrap applied, for the banner. */
export function setActivePreview(preview: VersionPreview): void {
  active = preview;
}

export function activePreview(): VersionPreview {
  return active;
}

/** Ends the preview: forgets it and reloads without the parameter. */
export function stopPreview(storage: Storage = sessionStorage, location: Location = window.location): void {
  write(storage, {});
  const url = new URL(location.href);
  url.searchParams.delete(PREVIEW_PARAM);
  location.assign(url.toString());
}
