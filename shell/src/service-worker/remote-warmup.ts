/**
 * A remote version whose manifest the page loaded is kept whole for reading offline: every file of its exposed pages,
 * the chunks they load later included (a dialog's library, a language's messages), fetched once per version into the
 * remotes' cache (cache first: a file already kept is not asked again). Its shared modules are not: the shell's copies
 * are the ones that run. About 200 KB brotli for the four remotes; skipped when the browser asks to save data.
 */
import type { KindStrategy, StrategyEvent } from './strategies';

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}
interface FederationManifest {
  exposes?: Array<{ assets?: ManifestAssets }>;
}

const VERSIONED_MANIFEST = /\/versions\/[^/]+\/mf-manifest\.json$/;

export const isVersionedManifest = (url: string): boolean => VERSIONED_MANIFEST.test(new URL(url).pathname);

const namesIn = (list: unknown): string[] => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);

/** The URLs of every file of the manifest's exposed modules, beside the manifest (publicPath 'auto'). */
export function exposedFileUrls(manifest: FederationManifest, manifestUrl: string): string[] {
  const files = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    for (const kind of [expose.assets?.js, expose.assets?.css]) {
      for (const name of [...namesIn(kind?.sync), ...namesIn(kind?.async)]) files.add(new URL(name, manifestUrl).href);
    }
  }
  // Only files of the same version folder: a manifest naming others is not followed.
  const folder = new URL('.', manifestUrl).href;
  return [...files].filter((url) => url.startsWith(folder));
}

/** Fetches the version's files one after another into the remotes' cache. */
export async function warmRemoteVersion(
  manifestResponse: Response,
  manifestUrl: string,
  remoteFiles: KindStrategy,
  event: StrategyEvent,
): Promise<void> {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData || !manifestResponse.ok) return;
  const manifest = (await manifestResponse.json()) as FederationManifest;
  for (const url of exposedFileUrls(manifest, manifestUrl)) {
    await remoteFiles.handle({ event, request: new Request(url, { mode: 'cors', credentials: 'omit' }) }).catch(() => undefined);
  }
}
