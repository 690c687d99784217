import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES_ORIGIN, localUrl } from '@forkful/topology';
import { remoteRegistry, changeLogger, baseOf, type FetchJson } from './remote-registry';

const V1 = '20261123T150102123Z-03ba8de';
const V2 = '20261124T090000000Z-1234567';
const routesFor = (claim: string, module: string) => ({ schemaVersion: 1, claims: [`${claim}/*`], pages: [{ path: claim, module }], nav: [] });
const HELLO = routesFor('/hello', 'HelloPage');
const RECIPES = routesFor('/recipes', 'AllRecipesPage');

/** A fetch answering JSON for the listed URLs; a listed `undefined` is a 404, anything else fails like an unreachable host. */
const answering = (byUrl: Record<string, unknown>) => jest.fn<ReturnType<FetchJson>, [string, unknown?]>(async (url) => {
  if (!(url in byUrl)) throw new TypeError('fetch failed');
  const body = byUrl[url];
  return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
});

function storeWith(remotes: unknown[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-registry-'));
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ updatedAt: new Date().toISOString(), remotes }));
  return dir;
}

describe('remoteRegistry from a store registry', () => {
  it("lists the store's live remotes by name, each from the remotes origin or its MFE_<APP>_URL, at its version", async () => {
    const store = storeWith([
      { app: 'recipes', name: 'mfe_recipes', version: V2, routes: RECIPES },
      { app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO },
    ]);
    const fetchImpl = answering({});
    const registry = await remoteRegistry({ FORKFUL_DEPLOY_STORE: store, MFE_RECIPES_URL: 'https://cdn.test/recipes/' }, { fetchImpl, log: jest.fn() });
    expect(registry).toEqual({
      schemaVersion: 2,
      remotes: [
        { name: 'mfe_hello', app: 'hello', version: V1, manifest: `${localUrl(REMOTES_ORIGIN.port)}/hello/versions/${V1}/mf-manifest.json`, routes: HELLO },
        { name: 'mfe_recipes', app: 'recipes', version: V2, manifest: `https://cdn.test/recipes/versions/${V2}/mf-manifest.json`, routes: RECIPES },
      ],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("keeps a running canary with its manifest and validated routes; an invalid one is left out (logged), the stable stays", async () => {
    const V3 = '20261125T090000000Z-7654321';
    const store = storeWith([
      { app: 'recipes', name: 'mfe_recipes', version: V1, routes: RECIPES, canary: { version: V2, percent: 20, routes: { ...RECIPES, nav: [] } } },
      { app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO, canary: { version: V3, percent: 20, routes: { ...HELLO, claims: ['/*'] } } },
      { app: 'other', name: 'mfe_other', version: V1, routes: routesFor('/other', 'OtherPage'), canary: { version: V3, percent: 100, routes: HELLO } },
    ]);
    const log = jest.fn();
    const registry = await remoteRegistry({ FORKFUL_DEPLOY_STORE: store, REMOTES_ORIGIN_URL: 'http://o.test' }, { fetchImpl: answering({}), log });
    expect(registry.remotes.find((r) => r.app === 'recipes')).toEqual({
      name: 'mfe_recipes', app: 'recipes', version: V1, manifest: `http://o.test/recipes/versions/${V1}/mf-manifest.json`, routes: RECIPES,
      canary: { version: V2, percent: 20, manifest: `http://o.test/recipes/versions/${V2}/mf-manifest.json`, routes: { ...RECIPES, nav: [] } },
    });
    expect(registry.remotes.find((r) => r.app === 'hello')).toEqual(expect.objectContaining({ version: V1, routes: HELLO }));
    expect(registry.remotes.find((r) => r.app === 'hello')!.canary).toBeUndefined();
    expect(registry.remotes.find((r) => r.app === 'other')!.canary).toBeUndefined();
    const lines = log.mock.calls.filter(([, line]) => line !== undefined);
    expect(lines.map(([key]) => key)).toEqual(['hello canary', 'other canary']);
    expect(lines[0][1]).toMatch(/^left out of \/remotes\.json \(every session gets the stable version\): its routes\.json is refused: claims\.0/);
    expect(lines[1][1]).toMatch(/percent 1 to 99/);
  });

  it('leaves out entries that are not valid (hostile route module, bad version, name not its app, a repeat), one log line each', async () => {
    const store = storeWith([
      { app: 'evil', name: 'mfe_evil', version: V1, routes: { ...HELLO, claims: ['/*'] } },
      { app: 'huge', name: 'mfe_huge', version: V1, routes: { ...HELLO, nav: Array.from({ length: 10000 }, () => ({ slot: 'header', label: 'x', to: '/', order: 1 })) } },
      { app: 'dots', name: 'mfe_dots', version: '../../etc', routes: HELLO },
      { app: 'liar', name: 'mfe_recipes', version: V1, routes: HELLO },
      { app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO },
      { app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO },
    ]);
    const log = jest.fn();
    const registry = await remoteRegistry({ FORKFUL_DEPLOY_STORE: store, REMOTES_ORIGIN_URL: 'http://o.test' }, { fetchImpl: answering({}), log });
    expect(registry.remotes.map((r) => r.app)).toEqual(['hello']);
    const lines = log.mock.calls.filter(([, line]) => line !== undefined);
    expect(lines.map(([key]) => key)).toEqual(['evil', 'huge', 'dots', 'liar']);
    expect(lines[0][1]).toMatch(/routes\.json is refused: claims\.0: claim/);
    for (const [, line] of lines) expect(line.length).toBeLessThan(250);
  });

  it('keeps a remote newer than this server, leaving out only its contributions to slots this server does not know', async () => {
    const known = { slot: 'recipe-actions', module: 'AddToPlanAction' };
    const planner = { ...routesFor('/plan', 'MealPlanPage'), extensions: [known, { slot: 'cook-page-actions', module: 'FollowAction' }] };
    const store = storeWith([{ app: 'planner', name: 'mfe_planner', version: V1, routes: planner }]);
    const log = jest.fn();
    const registry = await remoteRegistry({ FORKFUL_DEPLOY_STORE: store }, { fetchImpl: answering({}), log });
    expect(registry.remotes.map((remote) => [remote.app, remote.routes.pages, remote.routes.extensions])).toEqual([['planner', planner.pages, [known]]]);
    // No problem reported for it (a remote's state is logged with no problem when it is fine).
    expect(log.mock.calls.filter(([, problem]) => problem !== undefined)).toEqual([]);
  });

  it('fetches REMOTES_REGISTRY_URL; an unreadable registry lists nothing and says so', async () => {
    const url = 'https://cdn.test/registry.json';
    const ok = await remoteRegistry({ REMOTES_REGISTRY_URL: url }, {
      fetchImpl: answering({ [url]: { remotes: [{ app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO }] } }), log: jest.fn(),
    });
    expect(ok.remotes.map((r) => r.manifest)).toEqual([`${localUrl(REMOTES_ORIGIN.port)}/hello/versions/${V1}/mf-manifest.json`]);
    const log = jest.fn();
    const down = await remoteRegistry({ REMOTES_REGISTRY_URL: url }, { fetchImpl: answering({}), log, checkoutRemotes: () => [{ app: 'hello', base: 'http://x' }] });
    expect(down).toEqual({ schemaVersion: 2, remotes: [] });
    expect(log).toHaveBeenCalledWith('registry', expect.stringContaining('is unreadable: fetch failed'));
  });

  it('asks a remote named by MFE_<APP>_URL that the registry lacks (hosted elsewhere) for its current version', async () => {
    const store = storeWith([{ app: 'hello', name: 'mfe_hello', version: V1, routes: HELLO }]);
    const fetchImpl = answering({ 'https://cdn.test/recipes/current.json': { version: V2 }, [`https://cdn.test/recipes/versions/${V2}/routes.json`]: RECIPES });
    const registry = await remoteRegistry({ FORKFUL_DEPLOY_STORE: store, MFE_RECIPES_URL: 'https://cdn.test/recipes' }, { fetchImpl, log: jest.fn() });
    expect(registry.remotes.map((r) => [r.name, r.version, r.manifest])).toEqual([
      ['mfe_hello', V1, `${localUrl(REMOTES_ORIGIN.port)}/hello/versions/${V1}/mf-manifest.json`],
      ['mfe_recipes', V2, `https://cdn.test/recipes/versions/${V2}/mf-manifest.json`],
    ]);
  });
});

describe('remoteRegistry from the dev servers (no store registry)', () => {
  const checkoutRemotes = () => [
    { app: 'recipes', base: 'http://localhost:3002' },
    { app: 'hello', base: 'http://localhost:3070' },
    { app: 'gone', base: 'http://localhost:3071' },
    { app: 'evil', base: 'http://localhost:3072' },
  ];

  it("lists each answering remote: a deployment's current version, else the dev server's own files; leaves out the rest", async () => {
    const fetchImpl = answering({
      'http://localhost:3002/current.json': undefined,
      'http://localhost:3002/routes.json': RECIPES,
      'http://hello.test/current.json': { version: V1 },
      [`http://hello.test/versions/${V1}/routes.json`]: HELLO,
      'http://localhost:3072/routes.json': { ...HELLO, claims: ['../x'] },
    });
    const log = jest.fn();
    const registry = await remoteRegistry({ MFE_HELLO_URL: 'http://hello.test/mf-manifest.json' }, { fetchImpl, log, checkoutRemotes });
    expect(registry.remotes).toEqual([
      { name: 'mfe_hello', app: 'hello', version: V1, manifest: `http://hello.test/versions/${V1}/mf-manifest.json`, routes: HELLO },
      { name: 'mfe_recipes', app: 'recipes', version: 'dev', manifest: 'http://localhost:3002/mf-manifest.json', routes: RECIPES },
    ]);
    expect(log).toHaveBeenCalledWith('gone', 'left out of /remotes.json: http://localhost:3071: fetch failed');
    expect(log).toHaveBeenCalledWith('evil', expect.stringMatching(/^left out of \/remotes\.json: http:\/\/localhost:3072: its routes\.json is refused: claims\.0/));
  });

  it('gives up on a remote that does not answer within 1.5 s, and lists the others', async () => {
    const hanging: FetchJson = (url, init) => (url.startsWith('http://localhost:3070')
      ? new Promise((resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)))
      : answering({ 'http://localhost:3002/routes.json': RECIPES })(url));
    const log = jest.fn();
    const started = Date.now();
    const registry = await remoteRegistry({}, { fetchImpl: hanging, log, checkoutRemotes: () => checkoutRemotes().slice(0, 2) });
    expect(Date.now() - started).toBeLessThan(2900);
    expect(registry.remotes.map((r) => r.app)).toEqual(['recipes']);
    expect(log).toHaveBeenCalledWith('hello', 'left out of /remotes.json: http://localhost:3070: no answer within 1500 ms');
  });
});

describe('changeLogger', () => {
  it("prints a remote's problem once while it lasts, and its recovery once", () => {
    const print = jest.fn();
    const log = changeLogger(print);
    log('hello', undefined);
    log('hello', 'left out: down');
    log('hello', 'left out: down');
    log('hello', undefined);
    log('hello', undefined);
    expect(print.mock.calls.map(([line]) => line)).toEqual(['[remotes.json] hello: left out: down', '[remotes.json] hello: answers again']);
  });
});

describe('baseOf', () => {
  it('strips a named manifest or entry file, versioned or not, and trailing slashes', () => {
    expect(baseOf('https://cdn.test/recipes/')).toBe('https://cdn.test/recipes');
    expect(baseOf('https://cdn.test/recipes/mf-manifest.json')).toBe('https://cdn.test/recipes');
    expect(baseOf(`https://cdn.test/recipes/versions/${V1}/mf-manifest.json`)).toBe('https://cdn.test/recipes');
    expect(baseOf('https://cdn.test/recipes/remoteEntry.js')).toBe('https://cdn.test/recipes');
  });
});
