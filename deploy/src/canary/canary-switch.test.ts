import * as releases from '../releases';
import { FileStore } from '../stores/file-store';
import { readRegistry } from '../registry';
import { DeployRefused } from '../going-live';
import { APPS, ROUTES, buildOf, deployFake, fakeBuild, tempDir, type FakeBuildOptions } from '../test/fixtures';
import type { App } from '../apps';
import type { VersionRecord } from '../releases';
import type { DeploymentStore } from '../stores/store';
import {
  MAX_OUTCOMES, appsWithCanary, dropCanary, promoteCanary, readCanaryOutcomes,
} from './canary-switch';
import { startCanary } from './canary-start';

/** A version uploaded and recorded, not current (as `deploy --canary` leaves it before the start). */
async function publishFake(store: DeploymentStore, app: App, options: FakeBuildOptions = {}, now = new Date()): Promise<VersionRecord> {
  const record = await releases.uploadVersion(store, app, fakeBuild(buildOf(app, options)), { commit: 'abc1234', now });
  await store.withLock(() => releases.commitVersion(store, app, record, { makeCurrent: false }));
  return record;
}

const operator = { by: 'operator' as const, reason: 'looked fine' };

describe('canary releases', () => {
  let store: FileStore;
  let stable: VersionRecord;
  let candidate: VersionRecord;
  beforeEach(async () => {
    store = new FileStore(tempDir());
    await deployFake(store, APPS.shell);
    await deployFake(store, APPS.public);
    stable = await deployFake(store, APPS.recipes, { marker: 'stable' }, new Date(Date.now() - 2000));
    candidate = await publishFake(store, APPS.recipes, { marker: 'canary', routes: { ...ROUTES.recipes, nav: [] } });
  });

  it('starts: the pointer keeps the stable version and names the canary with its options; the registry carries it', async () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    const pointer = await startCanary(store, APPS.recipes, candidate.id, { percent: 20, minViews: 50, now, skipRenderCheck: true });
    expect(pointer).toEqual({
      app: 'recipes', version: stable.id, previous: null, updatedAt: now.toISOString(),
      canary: { version: candidate.id, percent: 20, startedAt: now.toISOString(), minViews: 50, minMinutes: 10, maxErrorRateIncrease: 0.02, maxLcpIncrease: 0.2 },
    });
    expect(await releases.readPointer(store, APPS.recipes)).toEqual(pointer);
    const entry = (await readRegistry(store))!.remotes.find((r) => r.app === 'recipes')!;
    expect(entry).toMatchObject({ version: stable.id, routes: ROUTES.recipes, canary: { version: candidate.id, percent: 20, routes: { ...ROUTES.recipes, nav: [] } } });
    expect((await readRegistry(store))!.remotes.find((r) => r.app === 'public')!.canary).toBeUndefined();
    expect(await appsWithCanary(store)).toEqual([{ app: expect.objectContaining({ name: 'recipes', federationName: 'mfe_recipes' }), pointer }]);
  });

  it('promotes: the canary becomes current for everyone, the stable its previous; the outcome is recorded', async () => {
    const started = new Date('2026-05-01T10:00:00.000Z');
    const ended = new Date('2026-05-01T10:20:00.000Z');
    await startCanary(store, APPS.recipes, candidate.id, { percent: 10, now: started, skipRenderCheck: true });
    const outcome = await promoteCanary(store, APPS.recipes, { by: 'analysis', reason: 'error rate 0.0 % against 0.1 %', now: ended });
    expect(outcome).toEqual({
      version: candidate.id, percent: 10, startedAt: started.toISOString(), endedAt: ended.toISOString(), outcome: 'promoted', by: 'analysis', reason: 'error rate 0.0 % against 0.1 %',
    });
    expect(await releases.readPointer(store, APPS.recipes)).toEqual({ app: 'recipes', version: candidate.id, previous: stable.id, updatedAt: ended.toISOString() });
    const entry = (await readRegistry(store))!.remotes.find((r) => r.app === 'recipes')!;
    expect(entry).toEqual({ app: 'recipes', name: 'mfe_recipes', version: candidate.id, routes: { ...ROUTES.recipes, nav: [] } });
    expect(await readCanaryOutcomes(store, APPS.recipes)).toEqual([outcome]);
    expect(await appsWithCanary(store)).toEqual([]);
  });

  it('drops: the stable stays, the canary leaves the registry, the outcome is recorded newest first', async () => {
    await startCanary(store, APPS.recipes, candidate.id, { percent: 10, skipRenderCheck: true });
    const first = await dropCanary(store, APPS.recipes, { by: 'analysis', reason: 'error rate 100.0 % against 0.0 %' });
    await startCanary(store, APPS.recipes, candidate.id, { percent: 30, skipRenderCheck: true });
    const second = await dropCanary(store, APPS.recipes, operator);
    expect(second).toMatchObject({ outcome: 'rolled-back', by: 'operator', percent: 30, version: candidate.id });
    const pointer = await releases.readPointer(store, APPS.recipes);
    expect(pointer).toMatchObject({ version: stable.id, previous: null });
    expect(pointer!.canary).toBeUndefined();
    expect((await readRegistry(store))!.remotes.find((r) => r.app === 'recipes')!.canary).toBeUndefined();
    expect(await readCanaryOutcomes(store, APPS.recipes)).toEqual([second, first]);
  });

  it('keeps at most 50 outcomes, newest first', async () => {
    for (let i = 0; i < MAX_OUTCOMES + 3; i += 1) {
      await startCanary(store, APPS.recipes, candidate.id, { percent: 5, skipRenderCheck: true });
      await dropCanary(store, APPS.recipes, { by: 'operator', reason: `drop ${i}` });
    }
    const outcomes = await readCanaryOutcomes(store, APPS.recipes);
    expect(outcomes).toHaveLength(50);
    expect(outcomes[0].reason).toBe(`drop ${MAX_OUTCOMES + 2}`);
    expect(outcomes[49].reason).toBe('drop 3');
  });

  it('refuses the shell, an app with no current version, a second canary, a bad share, and ending none; nothing changes', async () => {
    const shellVersion = await publishFake(store, APPS.shell, { marker: 'shell2' });
    await expect(startCanary(store, APPS.shell, shellVersion.id, { percent: 10 })).rejects.toThrow('the shell cannot run a canary');
    const hello = await publishFake(store, APPS.hello);
    await expect(startCanary(store, APPS.hello, hello.id, { percent: 10 })).rejects.toThrow('nothing to compare with');
    await expect(startCanary(store, APPS.recipes, candidate.id, { percent: 0 })).rejects.toThrow('from 1 to 99');
    await expect(startCanary(store, APPS.recipes, candidate.id, { percent: 12.5 })).rejects.toThrow('from 1 to 99');
    await expect(startCanary(store, APPS.recipes, stable.id, { percent: 10 })).rejects.toThrow('current version already');
    await expect(promoteCanary(store, APPS.recipes, operator)).rejects.toThrow('has no canary running');
    await expect(dropCanary(store, APPS.recipes, operator)).rejects.toThrow(DeployRefused);

    await startCanary(store, APPS.recipes, candidate.id, { percent: 10, skipRenderCheck: true });
    const third = await publishFake(store, APPS.recipes, { marker: 'third' });
    await expect(startCanary(store, APPS.recipes, third.id, { percent: 10 })).rejects.toThrow('is running already');
    expect((await releases.readPointer(store, APPS.recipes))!.canary!.version).toBe(candidate.id);
    expect(await readCanaryOutcomes(store, APPS.recipes)).toEqual([]);
  });

  it('refuses a canary whose routes conflict with another live remote, and checks later deploys against the canary too', async () => {
    const clashing = await publishFake(store, APPS.recipes, { marker: 'clash', routes: { ...ROUTES.recipes, claims: [...ROUTES.recipes.claims, '/about'] } });
    await expect(startCanary(store, APPS.recipes, clashing.id, { percent: 10, skipRenderCheck: true })).rejects.toThrow('mfe_recipes claims /about, which mfe_public already claims (/about)');
    expect((await releases.readPointer(store, APPS.recipes))!.canary).toBeUndefined();

    // A canary that claims /hello/x: hello (whose claim overlaps it) is refused next to it, though the stable is fine.
    const wider = await publishFake(store, APPS.recipes, { marker: 'wider', routes: { ...ROUTES.recipes, claims: [...ROUTES.recipes.claims, '/hello/x'] } });
    await startCanary(store, APPS.recipes, wider.id, { percent: 10, skipRenderCheck: true });
    const { problemsGoingLive } = await import('../going-live');
    const hello = await publishFake(store, APPS.hello);
    expect(await problemsGoingLive(store, APPS.hello, hello)).toEqual(['mfe_hello claims /hello/*, which mfe_recipes already claims (/hello/x)']);
  });

  it('keeps a running canary\'s version when old versions are pruned', async () => {
    await startCanary(store, APPS.recipes, candidate.id, { percent: 10, skipRenderCheck: true });
    await store.withLock(() => releases.prune(store, APPS.recipes, { keep: 0 }));
    expect((await releases.listVersions(store, APPS.recipes)).map((v) => v.id).sort()).toEqual([stable.id, candidate.id].sort());
  });
});
