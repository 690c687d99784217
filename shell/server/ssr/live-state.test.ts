import { runtimeConfigResponse } from '../runtime-config';
import { LiveState, type LiveStateOptions, type Snapshot } from './live-state';
import { createFakeStore, type FakeStore } from './testing/fake-store';

describe('LiveState', () => {
  let store: FakeStore;
  let live: LiveState;
  let now: number;
  beforeEach(() => {
    store = createFakeStore();
    store.deployShell();
    store.deployRemote('recipes');
    // The clock only moves when a test says: which requests share a look at the store is then certain.
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await live.close();
    store.remove();
  });
  function start(options: Partial<LiveStateOptions> = {}): LiveState {
    const env = { FORKFUL_DEPLOY_STORE: store.dir, REMOTES_ORIGIN_URL: 'https://remotes.test', NODE_ENV: 'development' };
    live = new LiveState({ storeDir: store.dir, runtimeConfig: (pathname) => runtimeConfigResponse(pathname, env), log: () => {}, ...options });
    return live;
  }
  const recipesVersion = (snapshot: Snapshot | undefined) => snapshot!.registry.remotes.find((r) => r.app === 'recipes')!.version;

  it('looks at the store\'s switch stamp once per switchCheckMs, and follows a deploy at the first look after it', async () => {
    start({ refreshMs: 60_000, switchCheckMs: 250 });
    const looks = jest.spyOn(live, 'switchStamp');
    const first = await live.current();
    await Promise.all([live.current(), live.current()]);
    expect(looks).toHaveBeenCalledTimes(1);

    const next = store.deployRemote('recipes', { container: 'recipes-two' });
    now += 249;
    // Within the same look: the snapshot that was live a moment ago, no file read.
    expect(recipesVersion(await live.current())).toBe(recipesVersion(first));
    expect(looks).toHaveBeenCalledTimes(1);

    now += 1;
    const switched = await live.current();
    expect(looks).toHaveBeenCalledTimes(2);
    expect(recipesVersion(switched)).not.toBe(recipesVersion(first));
    expect(recipesVersion(switched)).toBe(next);
  });

  it('looks at every request with switchCheckMs 0', async () => {
    start({ refreshMs: 60_000, switchCheckMs: 0 });
    const looks = jest.spyOn(live, 'switchStamp');
    const first = await live.current();
    store.deployRemote('recipes', { container: 'recipes-two' });
    expect(recipesVersion(await live.current())).not.toBe(recipesVersion(first));
    expect(looks).toHaveBeenCalledTimes(2);
  });

  it('follows a deploy that lands while a periodic read of the store is still under way', async () => {
    // The read started before the deploy wrote the registry has the old one: a request that sees the new switch stamp
    // must get a read made after it, not that one (npm test's route-ownership drill once got the old page that way).
    let releaseRead!: () => void;
    let readHeld!: () => void;
    const held = new Promise<void>((resolve) => (readHeld = resolve));
    let holdNextRead = false;
    const env = { FORKFUL_DEPLOY_STORE: store.dir, REMOTES_ORIGIN_URL: 'https://remotes.test', NODE_ENV: 'development' };
    start({
      refreshMs: 1000,
      switchCheckMs: 0,
      runtimeConfig: async (pathname) => {
        const answer = await runtimeConfigResponse(pathname, env);
        if (holdNextRead && pathname === '/remotes.json') {
          holdNextRead = false;
          await new Promise<void>((resolve) => {
            releaseRead = resolve;
            readHeld();
          });
        }
        return answer;
      },
    });
    const first = await live.current();
    holdNextRead = true;
    now += 1000;
    const periodic = live.current(); // starts a read of the store as it is now, held before it finishes
    await held;
    const next = store.deployRemote('recipes', { container: 'recipes-two' });
    const afterDeploy = live.current();
    await new Promise((resolve) => setTimeout(resolve, 50)); // it has looked at the store's stamp and chosen a read
    releaseRead();
    expect(recipesVersion(await periodic)).toBe(recipesVersion(first));
    expect(recipesVersion(await afterDeploy)).toBe(next);
  });

  it('keeps the same registry and config objects while what they say is unchanged', async () => {
    const changes: Snapshot[] = [];
    start({ refreshMs: 1000, onChange: (snapshot) => changes.push(snapshot) });
    const first = await live.current();
    now += 1000;
    await live.current();
    const again = await live.refreshing;
    expect(again).not.toBe(first); // a new read...
    expect(again!.registry).toBe(first!.registry); // ...handing out the objects already handed out
    expect(again!.config).toBe(first!.config);
    expect(changes).toHaveLength(1);

    store.deployRemote('recipes', { container: 'recipes-two' });
    now += 1000;
    const switched = await live.current();
    expect(switched!.registry).not.toBe(first!.registry);
    expect(recipesVersion(switched)).not.toBe(recipesVersion(first));
    expect(changes).toHaveLength(2);
  });
});
