/**
 * A version preview on the server: `?preview=recipes@<id>` (several separated by commas), only where /config.json
 * allows previews. The registry passed to the shell's bundle names that version of the remote, as the browser's
 * applyPreview (shell/src/features/remotes/version-preview.ts) will: the version and its manifest change, its routes
 * stay the current version's (the registry carries only those, and server and browser must mount the same pages for
 * the hydration to match). loadContainer then loads that version's server container from the store.
 */
import { deploymentBaseOf, isVersionId, versionedManifestUrl, type RegistryRemote, type RemoteRegistry } from '@forkful/topology';

export const PREVIEW_PARAM = 'preview';

/** { [federationName]: versionId } from `recipes@<id>,mfe_public@<id>`; unknown remotes and bad ids are left out. */
export function parsePreview(value: string, remotes: readonly RegistryRemote[]): Record<string, string> {
  const preview: Record<string, string> = {};
  for (const part of String(value).split(',')) {
    const [asked, version] = part.trim().split('@');
    const app = String(asked || '').replace(/^mfe-/, '');
    const remote = asked ? remotes.find((r) => r.name === asked || r.app === app) : undefined;
    if (remote && isVersionId(version)) preview[remote.name] = version;
  }
  return preview;
}

/**
 * The registry to render the request (`params`: its query) with, where previews are `allowed`
 * (config.allowVersionPreview). `asked`: the request names a preview (never cached, whatever it names).
 */
export function applyPreview(params: URLSearchParams, registry: RemoteRegistry, allowed: boolean): { asked: boolean; registry: RemoteRegistry } {
  const value = params.get(PREVIEW_PARAM);
  if (value === null) return { asked: false, registry };
  if (!allowed || value === 'off') return { asked: true, registry };
  const preview = parsePreview(value, registry.remotes);
  const remotes = registry.remotes.map((remote) => {
    const version = preview[remote.name];
    return version ? { ...remote, version, manifest: versionedManifestUrl(deploymentBaseOf(remote.manifest), version) } : remote;
  });
  return { asked: true, registry: { ...registry, remotes } };
}
