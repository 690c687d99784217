import {
  REMOTES,
  deploymentBaseOf,
  isVersionId,
  versionedManifestUrl,
  type RemoteName,
  type RemotesManifest,
} from '@forkful/contracts';

/**
 * Trying a remote version that is not current, in one browser: `?preview=recipes@<version>` (several separated by
 * commas; `mfe_recipes@...` works too) loads that version of the remote instead of the current one, for the rest of
 * this tab's session; `?preview=off` ends it. Only where /config.json allows it (not in production by default).
 */
export const PREVIEW_PARAM = 'preview';
const STORAGE_KEY = 'forkful.preview';

export type VersionPreview = Partial<Record<RemoteName, string>>;

function remoteNameOf(app: string): RemoteName | undefined {
  const name = app.startsWith('mfe_') ? app : `mfe_${app.replace(/^mfe-/, '')}`;
  return name in REMOTES ? (name as RemoteName) : undefined;
}

/** `recipes@<id>,public@<id>` -> { mfe_recipes: id, mfe_public: id }; anything malformed is left out. */
export function parsePreview(value: string): VersionPreview {
  const preview: VersionPreview = {};
  for (const part of value.split(',')) {
    const [app, version] = part.trim().split('@');
    const name = app ? remoteNameOf(app) : undefined;
    if (name && isVersionId(version)) preview[name] = version;
  }
  return preview;
}

function read(storage: Storage): VersionPreview {
  try {
    return parsePreview(storage.getItem(STORAGE_KEY) ?? '');
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

/** The preview this page asks for (the URL's, remembered for the session) or remembers; {} when not allowed. */
export function resolvePreview(search: string, storage: Storage, allowed: boolean): VersionPreview {
  const asked = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!allowed || asked === 'off') {
    write(storage, {});
    return {};
  }
  const preview = { ...read(storage), ...(asked ? parsePreview(asked) : {}) };
  write(storage, preview);
  return preview;
}

/** The remotes with each previewed one pointed at that version, below the same deployment base. */
export function applyPreview(remotes: RemotesManifest, preview: VersionPreview): RemotesManifest {
  const result = { ...remotes };
  for (const [name, version] of Object.entries(preview) as Array<[RemoteName, string]>) {
    if (result[name]) result[name] = versionedManifestUrl(deploymentBaseOf(result[name]), version);
  }
  return result;
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
