import fs from 'fs';
import path from 'path';
import type { RemoteRegistry, RemoteRoutes } from '@forkful/topology';
import { FileStore } from './stores/file-store';
import { serverRenderCheck, pageArea, boundaryMessages } from './server-render-check';
import { rollback, DeployRefused } from './deploy';
import * as releases from './releases';
import { APPS, ROUTES, deployFake, tempDir } from './test/fixtures';
import { REPO_ROOT } from './apps';

/** What the fake shell bundle recorded of one renderPage call. */
interface RecordedInput {
  url: string;
  apiUrl: string;
  deadlineMs: number;
  registry: RemoteRegistry;
}

/**
 * A fake shell server bundle, shaped like shell/src/server/render-page.tsx: the modules at the URL (modulesAt), each
 * from its remote's container, each area in its own Suspense boundary (a layout's child inside it), rendered by
 * react-dom/server; a module its container did not give throws in its area and is named in fellBack.
 * It records each input (in inputs.jsonl beside it: the bundle runs outside jest's realm), for the tests to see what
 * the check passed.
 */
const FAKE_SHELL = `'use strict';
const React = require('react');
const { renderToString } = require('react-dom/server');
const { modulesAt } = require('@forkful/topology');
const h = React.createElement;
exports.renderPage = async function renderPage(input) {
  const { url, apiUrl, deadlineMs, registry } = input;
  require('fs').appendFileSync(require('path').join(__dirname, 'inputs.jsonl'), JSON.stringify({ url, apiUrl, deadlineMs, registry }) + '\\n');
  if (%BROKEN%) throw new Error('the shell broke');
  const ids = modulesAt(input.registry, input.url.split('?')[0]);
  const pages = new Map();
  for (const id of ids) {
    const [remote, module] = id.split('/');
    const container = await input.loadContainer(remote).catch(() => undefined);
    if (container && container.pages[module]) pages.set(id, container.pages[module]);
  }
  function Area({ index }) {
    const Page = pages.get(ids[index]);
    if (!Page) throw new Error(ids[index] + ' is rendered in the browser: its server container did not load in time');
    return h(Page, null, index + 1 < ids.length ? boundary(index + 1) : null);
  }
  const boundary = (index) => h(React.Suspense, { fallback: h('p', null, 'Loading...') }, h(Area, { index }));
  const html = '<header>Forkful</header>' + renderToString(h('main', null, ids.length ? boundary(0) : null)) + '<footer></footer>';
  return { status: 200, html, styles: '', head: { title: 'Forkful' }, state: {}, cacheable: true, fellBack: ids.filter((id) => !pages.has(id)) };
};
`;

/** A container's source: `pages` maps a module to a component's source (React's createElement is `h`). */
const containerSource = (pages: Record<string, string>) => `'use strict';
const h = require('react').createElement;
exports.pages = { ${Object.entries(pages).map(([module, source]) => `${module}: ${source}`).join(', ')} };
`;
const HEALTHY = '() => h("h1", null, "Hello")';

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A store with a live shell (its server bundle unless `shellBundle` is false) and live recipes (its container unless false). */
async function liveStore({ shellBundle = FAKE_SHELL.replace('%BROKEN%', 'false'), recipesContainer = true }: { shellBundle?: string | false; recipesContainer?: boolean } = {}) {
  const storeDir = tempDir('server-render-check-');
  const store = new FileStore(storeDir);
  const shell = await deployFake(store, APPS.shell);
  if (shellBundle) writeFile(path.join(storeDir, 'shell', 'versions', shell.id, 'server', 'shell-server.js'), shellBundle);
  const recipes = await deployFake(store, APPS.recipes);
  if (recipesContainer) {
    writeFile(path.join(storeDir, 'recipes', 'versions', recipes.id, 'server', 'container.js'), containerSource({
      AllRecipesPage: '() => h("p", null, "All recipes")', RecipeDetailPage: HEALTHY, CookPage: HEALTHY,
    }));
  }
  const inputs = (): RecordedInput[] => {
    const file = path.join(storeDir, 'shell', 'versions', shell.id, 'server', 'inputs.jsonl');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as RecordedInput) : [];
  };
  return { storeDir, store, shell, recipes, inputs };
}

/** A candidate's files: server/container.js with `pages` (or none when `pages` is undefined). */
function candidateDir(pages?: Record<string, string> | string): string {
  const dir = tempDir('server-render-candidate-');
  if (pages) writeFile(path.join(dir, 'server', 'container.js'), typeof pages === 'string' ? pages : containerSource(pages));
  return dir;
}

const check = (storeDir: string, dir: string, options: { routes?: RemoteRoutes; version?: string; log?: (line: string) => void } = {}) => serverRenderCheck({ storeDir, app: APPS.hello, dir, routes: ROUTES.hello, ...options });

let temp: string[] = [];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  temp = [];
});
const track = <T extends string | { storeDir: string }>(value: T): T => {
  temp.push(typeof value === 'string' ? value : value.storeDir);
  return value;
};

describe('server render check: the container', () => {
  it('refuses a build without a server container, naming the file', async () => {
    const { storeDir } = track(await liveStore());
    expect(await check(storeDir, track(candidateDir()))).toEqual([
      "mfe-hello has no server container (dist/server/container.js): build it with this repository's webpack config",
    ]);
  });

  it('refuses an existing version without one (promote, rollback), saying it predates server rendering', async () => {
    const { storeDir } = track(await liveStore());
    const version = '20260101T000000000Z-abc1234';
    expect(await check(storeDir, track(candidateDir()), { version })).toEqual([
      `hello version ${version} was built before server rendering (it has no server/container.js); the shell's server renders every live remote's pages: deploy a new build`,
    ]);
  });

  it('refuses a container without a page its routes.json declares, one that does not load, one without pages', async () => {
    const { storeDir } = track(await liveStore());
    const routes = { ...ROUTES.hello, pages: [...ROUTES.hello.pages, { path: '/hello/there', module: 'ThereePage' }] };
    expect(await check(storeDir, track(candidateDir({ HelloPage: HEALTHY })), { routes })).toEqual([
      "mfe_hello's server container (server/container.js) has no page component for ThereePage (its routes.json declares it): build it with this repository's webpack config",
    ]);
    const extensions = [{ slot: 'recipe-actions' as const, module: 'AddToPlanAction' }];
    expect(await check(storeDir, track(candidateDir({ HelloPage: HEALTHY })), { routes: { ...ROUTES.hello, extensions } })).toEqual([
      "mfe_hello's server container (server/container.js) has no page component for AddToPlanAction (its routes.json declares it): build it with this repository's webpack config",
    ]);
    expect(await check(storeDir, track(candidateDir("throw new Error('broken at load');")))).toEqual([
      "mfe_hello's server container (server/container.js) does not load: broken at load",
    ]);
    expect(await check(storeDir, track(candidateDir('module.exports = 42;')))).toEqual([
      "mfe_hello's server container (server/container.js) exports no pages object (module.exports = { pages: { [module]: Component } })",
    ]);
  });
});

describe('server render check: the pages, rendered by the live shell', () => {
  it('passes a healthy remote, rendered in the registry as it will be after the switch, the API nowhere', async () => {
    const { storeDir, recipes, inputs } = track(await liveStore());
    expect(await check(storeDir, track(candidateDir({ HelloPage: HEALTHY })))).toEqual([]);
    const [input] = inputs();
    expect(input).toMatchObject({ url: '/hello', apiUrl: 'http://127.0.0.1:9', deadlineMs: 5000 });
    expect(input.registry.remotes.map((r) => [r.name, r.version])).toEqual([['mfe_hello', 'server-render-check'], ['mfe_recipes', recipes.id]]);
  });

  it('renders a page with params at a sample value, and a candidate in place of its live version', async () => {
    const { storeDir, inputs } = track(await liveStore());
    const routes = { ...ROUTES.recipes, pages: [{ path: '/cooks/:uid', module: 'CookPage' }] };
    const problems = await serverRenderCheck({ storeDir, app: APPS.recipes, dir: track(candidateDir({ CookPage: HEALTHY })), routes, version: '20260101T000000000Z-abc1234' });
    expect(problems).toEqual([]);
    const [input] = inputs();
    expect(input.url).toBe('/cooks/render-check');
    expect(input.registry.remotes).toEqual([expect.objectContaining({ name: 'mfe_recipes', version: '20260101T000000000Z-abc1234', routes })]);
  });

  it('refuses a page that throws while rendering, naming its path and the error', async () => {
    const { storeDir } = track(await liveStore());
    expect(await check(storeDir, track(candidateDir({ HelloPage: '() => { throw new Error("a bug in hello"); }' })))).toEqual([
      '/hello (/hello) threw while rendering on the server: mfe_hello/HelloPage: a bug in hello',
    ]);
    // Thrown deeper than the page component: React's message beside the failed boundary.
    const deep = '() => h(() => { throw new Error("a bug below <hello>"); })';
    expect(await check(storeDir, track(candidateDir({ HelloPage: deep })))).toEqual([
      '/hello (/hello) threw while rendering on the server: a bug below <hello>',
    ]);
  });

  it("refuses a page when the live shell's renderPage throws", async () => {
    const { storeDir } = track(await liveStore({ shellBundle: FAKE_SHELL.replace('%BROKEN%', 'true') }));
    expect(await check(storeDir, track(candidateDir({ HelloPage: HEALTHY })))).toEqual([
      "/hello (/hello) does not render on the server: the live shell's renderPage threw: the shell broke",
    ]);
  });

  it("does not blame the candidate for a live remote's module its layout mounts that is left to the browser", async () => {
    const { storeDir, inputs } = track(await liveStore({ recipesContainer: false }));
    const dir = track(candidateDir({ DashboardLayout: '(props) => h("div", null, props.children)', OverviewPage: HEALTHY }));
    const problems = await serverRenderCheck({ storeDir, app: APPS.dashboard, dir, routes: ROUTES.dashboard });
    expect(problems).toEqual([]);
    expect(inputs().map((input) => input.url)).toEqual(['/dashboard', '/dashboard/all-recipes']);
    // The candidate's own layout failing there is still refused.
    const broken = track(candidateDir({ DashboardLayout: '() => { throw new Error("layout bug"); }', OverviewPage: HEALTHY }));
    expect(await serverRenderCheck({ storeDir, app: APPS.dashboard, dir: broken, routes: ROUTES.dashboard })).toEqual([
      '/dashboard (/dashboard) threw while rendering on the server: mfe_dashboard/DashboardLayout: layout bug',
      '/dashboard/all-recipes (/dashboard/all-recipes) threw while rendering on the server: mfe_dashboard/DashboardLayout: layout bug',
    ]);
  });

  it("logs, and does not refuse, a live remote's page that throws inside the candidate's layout", async () => {
    const { storeDir, recipes } = track(await liveStore());
    writeFile(path.join(storeDir, 'recipes', 'versions', recipes.id, 'server', 'container.js'), containerSource({
      AllRecipesPage: '() => { throw new Error("a live bug"); }', RecipeDetailPage: HEALTHY, CookPage: HEALTHY,
    }));
    const log = jest.fn();
    const dir = track(candidateDir({ DashboardLayout: '(props) => h("div", null, props.children)', OverviewPage: HEALTHY }));
    expect(await serverRenderCheck({ storeDir, app: APPS.dashboard, dir, routes: ROUTES.dashboard, log })).toEqual([]);
    expect(log).toHaveBeenCalledWith("server render check: /dashboard/all-recipes (/dashboard/all-recipes): the live mfe_recipes/AllRecipesPage threw inside it (a live bug); not mfe_dashboard's to fix");
  });

  it('skips rendering (a log line, not a refusal) when the live shell predates server rendering', async () => {
    const { storeDir, shell } = track(await liveStore({ shellBundle: false }));
    const log = jest.fn();
    expect(await check(storeDir, track(candidateDir({ HelloPage: '() => { throw new Error("never rendered"); }' })), { log })).toEqual([]);
    expect(log).toHaveBeenCalledWith(`server render check: the live shell (${shell.id}) was built before server rendering (no server/shell-server.js): pages not rendered on the server (the container loads and has every page)`);
    // The container is still required.
    expect(await check(storeDir, track(candidateDir()), { log })).toHaveLength(1);
  });

  it('finds the page area and the errors React wrote beside its failed boundaries', () => {
    const html = '<header><!--$!--></header><main id="m"><!--$!--><template data-msg="Switched to client rendering because the server rendering errored:\n\nbad &quot;x&quot; &amp; y\nmore" data-stck="..."></template></main>';
    expect(pageArea(html)).toBe('<main id="m"><!--$!--><template data-msg="Switched to client rendering because the server rendering errored:\n\nbad &quot;x&quot; &amp; y\nmore" data-stck="..."></template>');
    expect(boundaryMessages(pageArea(html))).toEqual(['bad "x" & y']);
  });
});

describe('promote and rollback run it', () => {
  it('refuses to switch to a version built before server rendering, and changes nothing', async () => {
    const { storeDir, store } = track(await liveStore());
    const old = await deployFake(store, APPS.hello, {}, new Date(Date.now() - 60000));
    const current = await deployFake(store, APPS.hello);
    const refusal = rollback({ app: APPS.hello, store, id: old.id });
    await expect(refusal).rejects.toThrow(DeployRefused);
    await expect(rollback({ app: APPS.hello, store, id: old.id })).rejects.toThrow(
      `Switching hello to ${old.id} refused; nothing was changed:\n  - hello version ${old.id} was built before server rendering (it has no server/container.js)`,
    );
    expect((await releases.readPointer(store, APPS.hello))!.version).toBe(current.id);
    expect(fs.existsSync(path.join(storeDir, 'hello', 'current.json'))).toBe(true);
  });
});

// The real bundles, when this checkout has built them (npm run build -w @forkful/shell -w @forkful/mfe-public).
const REAL_SHELL = path.join(REPO_ROOT, 'shell', 'dist', 'server');
const REAL_PUBLIC = path.join(REPO_ROOT, 'mfe-public', 'dist');
const realBuilt = fs.existsSync(path.join(REAL_SHELL, 'shell-server.js')) && fs.existsSync(path.join(REAL_PUBLIC, 'server', 'container.js'));
const withRealBundles = realBuilt ? it : it.skip;

describe(`with the real built bundles${realBuilt ? '' : ' (skipped: shell/dist/server/shell-server.js or mfe-public/dist/server/container.js is not built; npm run build -w @forkful/shell -w @forkful/mfe-public)'}`, () => {
  withRealBundles("renders every mfe-public page with the shell's server bundle, and refuses one that throws", async () => {
    const { storeDir, shell } = track(await liveStore({ shellBundle: false }));
    fs.cpSync(REAL_SHELL, path.join(storeDir, 'shell', 'versions', shell.id, 'server'), { recursive: true });
    const routes = JSON.parse(fs.readFileSync(path.join(REAL_PUBLIC, 'routes.json'), 'utf8'));
    const dir = track(tempDir('server-render-public-'));
    fs.cpSync(path.join(REAL_PUBLIC, 'server'), path.join(dir, 'server'), { recursive: true });
    const started = Date.now();
    expect(await serverRenderCheck({ storeDir, app: APPS.public, dir, routes })).toEqual([]);
    console.log(`server render check with the real bundles (${routes.pages.length} pages of mfe-public): ${Date.now() - started} ms`);

    fs.renameSync(path.join(dir, 'server', 'container.js'), path.join(dir, 'server', 'real-container.js'));
    writeFile(path.join(dir, 'server', 'container.js'), `const real = require('./real-container.js');
module.exports = { pages: { ...real.pages, AboutPage: () => { throw new Error('a bug in about'); } } };`);
    expect(await serverRenderCheck({ storeDir, app: APPS.public, dir, routes })).toEqual([
      '/about (/about) threw while rendering on the server: mfe_public/AboutPage: a bug in about',
    ]);
  });
});
