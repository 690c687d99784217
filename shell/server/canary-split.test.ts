import type { RemoteRoutes } from '@forkful/topology';
import {
  appOffset, bucketCookie, bucketFromCookie, canaryBucketOf, hasCanary, newBucket, registryForBucket, resetBuckets, resolveForBucket, sessionOf,
} from './canary-split';
import type { ServerRegistry } from './remote-registry';

const V1 = '20260501T100000000Z-aaaaaaa';
const V2 = '20260502T100000000Z-bbbbbbb';
const P1 = '20260501T100000000Z-ccccccc';
const routes = (claim: string): RemoteRoutes => ({ schemaVersion: 1, claims: [claim], pages: [{ path: claim, module: 'Page' }], nav: [] });
const manifest = (app: string, version: string) => `http://remotes/${app}/versions/${version}/mf-manifest.json`;

function registryWith(percent: number): ServerRegistry {
  return {
    schemaVersion: 2,
    remotes: [
      { name: 'mfe_public', app: 'public', version: P1, manifest: manifest('public', P1), routes: routes('/about') },
      {
        name: 'mfe_recipes', app: 'recipes', version: V1, manifest: manifest('recipes', V1), routes: routes('/all-recipes'),
        canary: { version: V2, manifest: manifest('recipes', V2), routes: routes('/recipes/*'), percent },
      },
    ],
  };
}

/** Whether the session with `bucket` gets the recipes canary. */
const getsCanary = (registry: ServerRegistry, bucket: number) => registryForBucket(registry, bucket).remotes[1].version === V2;

describe('the canary split', () => {
  it.each([10, 20, 50])('gives %i %% of 300 new sessions the canary, within 2 points (and of any 100 consecutive, within 2 sessions)', (percent) => {
    const registry = registryWith(percent);
    for (let run = 0; run < 20; run += 1) {
      resetBuckets();
      const got = Array.from({ length: 300 }, () => getsCanary(registry, newBucket()));
      const share = (got.filter(Boolean).length / 300) * 100;
      expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
      for (let start = 0; start + 100 <= 300; start += 50) {
        expect(Math.abs(got.slice(start, start + 100).filter(Boolean).length - percent)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('is sticky: the same bucket always gets the same registry object, and the canary only for buckets in its share', () => {
    const registry = registryWith(20);
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const first = resolveForBucket(registry, bucket);
      expect(resolveForBucket(registry, bucket)).toEqual(first);
      expect(resolveForBucket(registry, bucket).registry).toBe(first.registry);
      expect(getsCanary(registry, bucket)).toBe(canaryBucketOf(bucket, 'recipes') < 20);
    }
    expect(Array.from({ length: 100 }, (_, bucket) => getsCanary(registry, bucket)).filter(Boolean)).toHaveLength(20);
  });

  it('answers a plain registry: the canary version, manifest and routes, or the stable ones; never canary fields', () => {
    const registry = registryWith(50);
    const canaryBucket = Array.from({ length: 100 }, (_, b) => b).find((b) => canaryBucketOf(b, 'recipes') < 50)!;
    const stableBucket = Array.from({ length: 100 }, (_, b) => b).find((b) => canaryBucketOf(b, 'recipes') >= 50)!;
    expect(resolveForBucket(registry, canaryBucket)).toEqual({
      variant: `mfe_recipes@${V2}`,
      registry: {
        schemaVersion: 2,
        remotes: [
          { name: 'mfe_public', app: 'public', version: P1, manifest: manifest('public', P1), routes: routes('/about') },
          { name: 'mfe_recipes', app: 'recipes', version: V2, manifest: manifest('recipes', V2), routes: routes('/recipes/*') },
        ],
      },
    });
    expect(resolveForBucket(registry, stableBucket).variant).toBe('');
    expect(registryForBucket(registry, stableBucket).remotes[1]).toEqual({ name: 'mfe_recipes', app: 'recipes', version: V1, manifest: manifest('recipes', V1), routes: routes('/all-recipes') });
    expect(JSON.stringify(registryForBucket(registry, undefined))).not.toContain('canary');
    expect(hasCanary(registry)).toBe(true);
  });

  it('leaves a registry without canaries as it is (the same object)', () => {
    const { remotes: [publicEntry] } = registryWith(10);
    const registry = { schemaVersion: 2 as const, remotes: [publicEntry] };
    expect(resolveForBucket(registry, 3)).toEqual({ registry, variant: '' });
    expect(registryForBucket(registry, 3)).toBe(registry);
    expect(hasCanary(registry)).toBe(false);
  });

  it('hashes different remotes differently, so their canaries reach different sessions', () => {
    const offsets = ['public', 'recipes', 'dashboard', 'planner', 'hello'].map(appOffset);
    expect(new Set(offsets).size).toBe(5);
    expect(canaryBucketOf(0, 'recipes')).toBe(appOffset('recipes'));
    expect(canaryBucketOf(99, 'recipes')).toBe((99 + appOffset('recipes')) % 100);
    expect(appOffset('recipes')).toBe(appOffset('recipes'));
  });

  it('issues buckets 0 to 99 only', () => {
    resetBuckets(0.999999);
    for (let i = 0; i < 1000; i += 1) {
      const bucket = newBucket();
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket <= 99).toBe(true);
    }
  });
});

describe('the bucket cookie', () => {
  it('reads 0 to 99 only; anything else is no cookie', () => {
    expect(bucketFromCookie('forkful_bucket=7')).toBe(7);
    expect(bucketFromCookie('a=1; forkful_bucket=0; b=2')).toBe(0);
    expect(bucketFromCookie(['a=1', 'forkful_bucket=99'])).toBe(99);
    for (const garbage of ['forkful_bucket=100', 'forkful_bucket=-1', 'forkful_bucket=07', 'forkful_bucket=1.5', 'forkful_bucket=', 'forkful_bucket=x', 'forkful_bucket=1e1', 'forkful_bucket= 5 x', 'xforkful_bucket=5', 'forkful_bucketx=5']) {
      expect(bucketFromCookie(garbage)).toBeUndefined();
    }
    expect(bucketFromCookie(undefined)).toBeUndefined();
    expect(bucketFromCookie('')).toBeUndefined();
  });

  it('is a session cookie for the whole site, HttpOnly, Lax, Secure on https', () => {
    expect(bucketCookie(42, { secure: false })).toBe('forkful_bucket=42; Path=/; SameSite=Lax; HttpOnly');
    expect(bucketCookie(0, { secure: true })).toBe('forkful_bucket=0; Path=/; SameSite=Lax; HttpOnly; Secure');
    expect(() => bucketCookie(100, { secure: false })).toThrow();
  });

  it('keeps a session\'s bucket and gives a new session one, with its cookie', () => {
    expect(sessionOf('forkful_bucket=12', { secure: false })).toEqual({ bucket: 12 });
    const fresh = sessionOf('forkful_bucket=abc', { secure: true });
    expect(fresh.setCookie).toBe(`forkful_bucket=${fresh.bucket}; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(bucketFromCookie(fresh.setCookie!.split(';')[0])).toBe(fresh.bucket);
  });
});
