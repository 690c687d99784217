/**
 * The per-session traffic split of canary releases. Each browser session holds a bucket, 0 to 99, in the
 * CANARY_COOKIE session cookie; a remote's canary is that session's when `canaryBucketOf(bucket, app) < percent`.
 * `/remotes.json` and the server-rendered document of a session are made from `registryForBucket(registry, bucket)`,
 * a plain schemaVersion 2 registry (no canary fields: the browser mounts what it lists, as always), so the server
 * and the browser agree and a session keeps its versions until it ends.
 *
 * New sessions' buckets come from a low-discrepancy sequence (newBucket), not at random: any N consecutive new
 * sessions of a process split within about one session of the asked share, so a canary at 20 % gets 20 % of the
 * next 300 sessions within a point, where random buckets would stray by 2 points a third of the time.
 */
import { CANARY_COOKIE, type RegistryRemote, type RemoteRegistry } from '@forkful/topology';
import type { ServerRegistry, ServerRemote } from './remote-registry';

/** What a session gets: its registry, and its variant (the canary versions it gets, '' when none: the stable one). */
export interface SessionRegistry {
  registry: RemoteRegistry;
  variant: string;
}

/** A stable hash of a remote's name, 0 to 99 (FNV-1a): different remotes' canaries reach different sessions. */
export function appOffset(app: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < app.length; i += 1) {
    hash ^= app.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The session's bucket as remote `app` sees it: `(bucket + hash(app)) mod 100`. */
export function canaryBucketOf(bucket: number, app: string): number {
  return (bucket + appOffset(app)) % 100;
}

const GOLDEN = 0.6180339887498949;
let seed = Math.random();
let issued = 0;

/** The next new session's bucket: floor(frac(seed + n * 0.618...) * 100), the seed random per process. */
export function newBucket(): number {
  issued += 1;
  const x = seed + issued * GOLDEN;
  return Math.floor((x - Math.floor(x)) * 100) % 100;
}

/** For tests: restart the sequence (a given seed, else a random one). */
export function resetBuckets(givenSeed = Math.random()): void {
  seed = givenSeed;
  issued = 0;
}

const BUCKET_VALUE = /^(?:0|[1-9]\d?)$/;

/** The bucket in a Cookie header (the first CANARY_COOKIE), or undefined: none, or anything but 0 to 99. */
export function bucketFromCookie(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (typeof text !== 'string' || !text.includes(CANARY_COOKIE)) return undefined;
  for (const pair of text.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== CANARY_COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    return BUCKET_VALUE.test(value) ? Number(value) : undefined;
  }
  return undefined;
}

/** The Set-Cookie value for `bucket`: a session cookie (no Max-Age or Expires), Secure on an https origin. */
export function bucketCookie(bucket: number, { secure }: { secure: boolean }): string {
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > 99) throw new Error(`a bucket is 0 to 99, not ${bucket}`);
  return `${CANARY_COOKIE}=${bucket}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** A request's session: its bucket, and the Set-Cookie to send when it had none (a new session). */
export function sessionOf(cookieHeader: string | string[] | undefined, { secure }: { secure: boolean }): { bucket: number; setCookie?: string } {
  const bucket = bucketFromCookie(cookieHeader);
  if (bucket !== undefined) return { bucket };
  const fresh = newBucket();
  return { bucket: fresh, setCookie: bucketCookie(fresh, { secure }) };
}

/** Whether any remote of the registry has a canary running (the split matters: responses vary by the cookie). */
export function hasCanary(registry: RemoteRegistry): boolean {
  const { remotes } = registry as ServerRegistry;
  return Array.isArray(remotes) && remotes.some((remote) => Boolean(remote && remote.canary));
}

const plain = ({ name, app, version, manifest, routes }: RegistryRemote): RegistryRemote => ({ name, app, version, manifest, routes });

/** Variants already made, per registry object: a kept registry gives each session of a variant the same object. */
const made = new WeakMap<RemoteRegistry, Map<string, RemoteRegistry>>();

/**
 * The registry of the session with `bucket` (undefined: the stable one): each remote at its canary version where
 * the bucket falls in the canary's share, else its stable one; no canary fields. With no canary running, the
 * registry itself.
 */
export function resolveForBucket(registry: RemoteRegistry, bucket: number | undefined): SessionRegistry {
  if (!hasCanary(registry)) return { registry, variant: '' };
  const { remotes } = registry as ServerRegistry;
  const chosen = (remote: ServerRemote) => Boolean(remote.canary && bucket !== undefined && canaryBucketOf(bucket, remote.app) < remote.canary.percent);
  const variant = remotes.filter(chosen).map((remote) => `${remote.name}@${remote.canary!.version}`).join(',');
  let variants = made.get(registry);
  if (!variants) {
    variants = new Map();
    made.set(registry, variants);
  }
  let resolved = variants.get(variant);
  if (!resolved) {
    resolved = {
      schemaVersion: 2,
      remotes: remotes.map((remote) => (chosen(remote) ? plain({ ...remote, ...remote.canary! }) : plain(remote))),
    };
    variants.set(variant, resolved);
  }
  return { registry: resolved, variant };
}

/** What `/remotes.json` answers the session with `bucket`. */
export function registryForBucket(registry: RemoteRegistry, bucket: number | undefined): RemoteRegistry {
  return resolveForBucket(registry, bucket).registry;
}
