'use strict';
/**
 * A version preview on the server: `?preview=recipes@<id>` (several separated by commas), only where /config.json
 * allows previews. The registry passed to the shell's bundle names that version of the remote, as the browser's
 * applyPreview (shell/src/features/remotes/version-preview.ts) will: the version and its manifest change, its routes
 * stay the current version's (the registry carries only those, and server and browser must mount the same pages for
 * the hydration to match). loadContainer then loads that version's server container from the store.
 */
const { deploymentBaseOf, isVersionId, versionedManifestUrl } = require('@forkful/contracts/core');

const PREVIEW_PARAM = 'preview';

/** { [federationName]: versionId } from `recipes@<id>,mfe_public@<id>`; unknown remotes and bad ids are left out. */
function parsePreview(value, remotes) {
  const preview = {};
  for (const part of String(value).split(',')) {
    const [asked, version] = part.trim().split('@');
    const app = String(asked || '').replace(/^mfe-/, '');
    const remote = asked ? remotes.find((r) => r.name === asked || r.app === app) : undefined;
    if (remote && isVersionId(version)) preview[remote.name] = version;
  }
  return preview;
}

/**
 * @param {URLSearchParams} params  the request's query
 * @param {{ remotes: object[] }} registry
 * @param {boolean} allowed         config.allowVersionPreview
 * @returns {{ asked: boolean, registry: object }}  asked: the request names a preview (never cached, whatever it names)
 */
function applyPreview(params, registry, allowed) {
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

module.exports = { applyPreview, parsePreview, PREVIEW_PARAM };
