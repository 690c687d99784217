/**
 * A folder deployment store for the tests, laid out as @forkful/deploy/src/releases and registry write it, holding fake
 * server bundles: a shell whose renderPage really renders with react-dom/server (so the bundles' bare requires are
 * resolved from the workspace's node_modules), and remote containers that can be made to throw, hang or be missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRoutes } from '@forkful/topology';

export const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="Forkful: discover, cook and share recipes."/>'
  + '<title>Forkful</title><script>document.documentElement.setAttribute("data-theme","light")</script>'
  + "<script>window.__forkfulRuntimeFiles={};fetch('/config.json')</script>"
  + '<script defer="defer" src="/main.1a2b3c4d.js"></script></head><body><noscript>Forkful needs JavaScript.</noscript><div id="root"></div></body></html>';

/**
 * The public and recipes remotes' route modules, shaped like the checkout's; the deploy's tests use these too
 * (@forkful/deploy/src/test/fixtures), so a store either package's tests build holds the same routes.
 */
export const ROUTES: Record<string, RemoteRoutes> = {
  public: {
    schemaVersion: 1,
    claims: ['/', '/about', '/404'],
    pages: [{ path: '/', module: 'HomePage' }, { path: '/about', module: 'AboutPage' }, { path: '/404', module: 'NotFoundPage', catchAll: true }],
    nav: [{ slot: 'header', label: 'Home', to: '/', order: 10, end: true }],
  },
  recipes: {
    schemaVersion: 1,
    claims: ['/all-recipes', '/recipes/*', '/cooks/*'],
    pages: [
      { path: '/all-recipes', module: 'AllRecipesPage' },
      { path: '/recipes/:id', module: 'RecipeDetailPage', access: 'signed-in' },
      { path: '/cooks/:uid', module: 'CookPage' },
    ],
    nav: [{ slot: 'header', label: 'All Recipes', to: '/all-recipes', order: 20 }],
  },
};

/**
 * The fake shell bundle: routes by the registry, asks the API for the data (`/recipes/top` -> { title }), renders the
 * remote's page from its container, or a placeholder when the container is not there (fellBack, not cacheable).
 */
const SHELL_BUNDLE = `'use strict';
const React = require('react');
const { renderToString } = require('react-dom/server');
const h = React.createElement;
const MARK = %MARK%;
function match(pattern, path) {
  const want = pattern.split('/').filter(Boolean); const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((s, i) => s.startsWith(':') || s === got[i]);
}
exports.renderPage = async function renderPage(input) {
  if (MARK === 'throws') throw new Error('render broke');
  if (MARK === 'hangs') return new Promise(() => {});
  const path = input.url.split('?')[0];
  let found; let catchAll;
  for (const remote of input.registry.remotes) for (const page of remote.routes.pages) {
    if (match(page.path, path)) found = found || { remote, page };
    if (page.catchAll) catchAll = { remote, page };
  }
  const status = found ? 200 : 404;
  found = found || catchAll;
  let data; let cacheable = true; const fellBack = [];
  try { data = await (await fetch(input.apiUrl + '/recipes/top')).json(); } catch (e) { data = { title: '' }; cacheable = false; }
  let area = h('p', null, 'no page');
  if (found) {
    const id = found.remote.name + '/' + found.page.module;
    try {
      const container = await input.loadContainer(found.remote.name);
      area = h(container.pages[found.page.module], { data, url: input.url });
    } catch (error) { fellBack.push(id); cacheable = false; area = h('div', { 'data-fallback': id }, 'loading'); }
  }
  return {
    status,
    // Like React's script for a boundary left to the browser, with the nonce the host gave.
    html: renderToString(h('main', { 'data-shell': MARK, 'data-locale': input.locale }, area)) + '<script nonce="' + input.nonce + '">0</script>',
    styles: '<style data-styled="active">.a{color:red}</style>',
    head: { title: data.title + ' · Forkful', description: 'Recipes: ' + data.title, canonicalPath: path, image: '/og.png', noindex: status === 404 },
    state: { recipes: [data], url: input.url },
    cacheable,
    fellBack,
  };
};
`;

const containerSource = (mark: string): string => `'use strict';
const h = require('react').createElement;
const page = (name) => (props) => h('section', { 'data-container': ${JSON.stringify(mark)} }, name + ': ' + props.data.title + ' ' + props.url);
exports.pages = { HomePage: page('Home'), AboutPage: page('About'), NotFoundPage: page('Not found'), AllRecipesPage: page('All recipes'), CookPage: page('Cook') };
`;

/** What a container's file holds for each behaviour. */
const CONTAINERS: Record<string, (mark: string) => string> = {
  throws: () => "throw new Error('container broke at load');",
  hangs: () => 'module.exports = new Promise(() => {});',
  garbage: () => 'module.exports = 42;',
};

let clock = Date.UTC(2026, 10, 23, 15, 1, 2, 0);
/** A fresh, increasing version id. */
export function newId(): string {
  clock += 1000;
  return `${new Date(clock).toISOString().replace(/[-:.]/g, '')}-abc1234`;
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export interface FakeStore {
  dir: string;
  /** A shell version; mark 'throws'/'hangs' makes renderPage do so, bundle: false leaves it out. */
  deployShell(options?: { mark?: string; template?: string; bundle?: boolean; current?: boolean }): string;
  /** A remote version; container: a mark (renders), 'throws', 'hangs', 'garbage' or 'missing'. */
  deployRemote(app: string, options?: { container?: string; current?: boolean }): string;
  remove(): void;
}

export function createFakeStore(): FakeStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-ssr-store-'));
  const versionDir = (app: string, id: string) => path.join(dir, app, 'versions', id);
  const record = (app: string, id: string, extra = {}) => write(path.join(dir, app, 'versions', `${id}.json`), JSON.stringify({ app, id, ...extra }));
  const point = (app: string, id: string) => write(path.join(dir, app, 'current.json'), JSON.stringify({ app, version: id, previous: null }));

  function writeRegistry(): void {
    const apps = fs.readdirSync(dir).filter((name) => name !== 'shell' && fs.existsSync(path.join(dir, name, 'current.json')));
    const remotes = apps.sort().map((app) => {
      const { version } = JSON.parse(fs.readFileSync(path.join(dir, app, 'current.json'), 'utf8'));
      return { app, name: `mfe_${app}`, version, routes: JSON.parse(fs.readFileSync(path.join(versionDir(app, version), 'routes.json'), 'utf8')) };
    });
    write(path.join(dir, 'registry.json'), JSON.stringify({ updatedAt: new Date().toISOString(), remotes }));
  }

  return {
    dir,
    deployShell({ mark = 'shell-one', template = TEMPLATE, bundle = true, current = true } = {}) {
      const id = newId();
      write(path.join(versionDir('shell', id), 'index.html'), template);
      write(path.join(versionDir('shell', id), 'main.1a2b3c4d.js'), '/* main */');
      if (bundle) write(path.join(versionDir('shell', id), 'server', 'shell-server.js'), SHELL_BUNDLE.replace('%MARK%', JSON.stringify(mark)));
      record('shell', id);
      if (current) point('shell', id);
      return id;
    },
    deployRemote(app, { container = `${app}-one`, current = true } = {}) {
      const id = newId();
      write(path.join(versionDir(app, id), 'routes.json'), JSON.stringify(ROUTES[app]));
      write(path.join(versionDir(app, id), 'remoteEntry.js'), '/* entry */');
      if (container !== 'missing') write(path.join(versionDir(app, id), 'server', 'container.js'), (CONTAINERS[container] || containerSource)(container));
      record(app, id, { routes: ROUTES[app] });
      if (current) {
        point(app, id);
        writeRegistry();
      }
      return id;
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
