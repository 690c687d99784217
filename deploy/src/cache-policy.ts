/**
 * Cache headers for every file of a deployed version, the same from the local origin servers and on S3 objects
 * (a CDN in front must keep them): content-hashed files never change; the entry points are revalidated each time.
 */
import path from 'path';

/** The files a browser must ask for again each time: they name the hashed files of the version that is current. */
const REVALIDATED: ReadonlySet<string> = new Set([
  'index.html', 'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'shell-features.json', 'federation-runtime.json',
  'remote-requirements.json', 'current.json', 'registry.json', 'remotes.json', 'config.json',
]);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A content hash in the file name: webpack's [contenthash:8] chunks and its hashed asset names. */
const HASHED = /(^|\.)[0-9a-f]{8,}\./;
export const PRECOMPRESSED = /\.(br|gz)$/;

/** The file's name without a precompressed suffix (main.1a2b3c4d.js.br -> main.1a2b3c4d.js). */
export function originalName(file: string): string {
  return path.posix.basename(file).replace(PRECOMPRESSED, '');
}

export function isHashed(file: string): boolean {
  const name = originalName(file);
  return !REVALIDATED.has(name) && HASHED.test(name);
}

export function cacheControlFor(file: string): string {
  return isHashed(file) ? IMMUTABLE : REVALIDATE;
}
