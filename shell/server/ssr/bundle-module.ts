/**
 * Loads one server bundle of the deployment store (a webpack `target: 'node'`, commonjs2 file) as a CommonJS module of
 * its own, outside require.cache:
 * - its bare requires (react, react-dom/server, styled-components, @forkful/runtime...) resolve from the shell
 *   workspace's node_modules, not from the store folder (which has none): every bundle gets the one copy of each
 *   shared singleton this process has, as the browser's share scope gives each remote the shell's;
 * - its relative requires (webpack's node chunk loading: `require('./123.js')`) load the same way, once per bundle
 *   instance, and only from inside its own folder;
 * - nothing is registered in require.cache, so a version dropped from bundle-cache.ts can be collected.
 */
import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';

/**
 * Node's Module with the internals a loader of its own needs (undocumented, but what Node's own loader and every
 * require hook use): the search paths of a folder, and compiling a module's text in place.
 */
interface NodeModule extends Module {
  _compile(source: string, filename: string): unknown;
}
const NodeModules = Module as unknown as {
  new (id: string, parent: null): NodeModule;
  _nodeModulePaths(from: string): string[];
  prototype: NodeModule;
};

/** The shell workspace: its node_modules (then the repository's) serve the bundles' shared modules. */
export const SHELL_DIR = path.resolve(__dirname, '..', '..');

/**
 * react-router's package gives Node its development build whatever NODE_ENV says (its exports have no production
 * condition), and that build's checks cost about a tenth of a render. Bundles get its production build. Only the
 * server's renders need it (StaticRouterProvider and the hooks): react-router-dom's browser routers are not used here.
 */
function productionRouter(resolveFrom: string): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  try {
    const main = require.resolve('react-router', { paths: [resolveFrom] });
    const production = path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'production', 'index.js');
    return fs.existsSync(production) ? production : undefined;
  } catch {
    return undefined;
  }
}
const ROUTER_REQUESTS = new Set(['react-router', 'react-router-dom']);

/**
 * The bundle's module.exports; throws what its top level throws.
 * `file`: an absolute path (store-paths.ts made it).
 */
export async function loadBundle(file: string, { resolveFrom = SHELL_DIR }: { resolveFrom?: string } = {}): Promise<unknown> {
  const source = await fs.promises.readFile(file, 'utf8');
  const root = path.dirname(file);
  const paths = NodeModules._nodeModulePaths(resolveFrom);
  const own = new Map<string, NodeModule>();
  const router = productionRouter(resolveFrom);

  function instantiate(filename: string, text: string): unknown {
    const mod = new NodeModules(filename, null);
    mod.filename = filename;
    mod.paths = paths;
    mod.require = function requireFromBundle(this: NodeModule, request: string) {
      if (typeof request === 'string' && /^\.\.?\//.test(request)) return requireOwn(path.resolve(path.dirname(filename), request));
      if (router && ROUTER_REQUESTS.has(request)) return require(router);
      return NodeModules.prototype.require.call(this, request);
    } as NodeJS.Require;
    own.set(filename, mod);
    if (filename.endsWith('.json')) mod.exports = JSON.parse(text);
    else mod._compile(text, filename);
    mod.loaded = true;
    return mod.exports;
  }

  function requireOwn(target: string): unknown {
    const filename = [target, `${target}.js`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!filename || !filename.startsWith(root + path.sep)) throw new Error(`${path.basename(target)} is not a file of the bundle's folder`);
    // A module already started (a cycle, or a chunk required twice) is shared, as Node does.
    const started = own.get(filename);
    if (started) return started.exports;
    return instantiate(filename, fs.readFileSync(filename, 'utf8'));
  }

  return instantiate(file, source);
}
